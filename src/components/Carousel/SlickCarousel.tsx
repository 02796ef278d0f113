import { Children, useEffect, useId, useRef, useState } from 'react';
import Slider, { type CustomArrowProps } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { CAROUSEL_DEFAULTS, nextDisabled, prevDisabled } from './carouselRules';
import type { CarouselProps } from './Carousel';
import styles from './Carousel.module.scss';

interface ArrowProps extends CustomArrowProps {
  direction: 'prev' | 'next';
  slidesToShow: number;
  infinite: boolean;
  controls: string;
}

/** Slick hands its arrows currentSlide and slideCount; spec §2 decides when they are disabled. */
function Arrow({ direction, onClick, currentSlide = 0, slideCount = 0, slidesToShow, infinite, controls }: ArrowProps) {
  const disabled =
    direction === 'prev' ? prevDisabled(currentSlide, infinite) : nextDisabled(currentSlide, slideCount, slidesToShow, infinite);
  return (
    <button
      type="button"
      className={`${styles.arrow} ${direction === 'prev' ? styles.prev : styles.next}`}
      aria-label={direction === 'prev' ? 'Previous' : 'Next'}
      aria-controls={controls}
      disabled={disabled}
      onClick={disabled ? undefined : (onClick ?? undefined)}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  );
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The carousel on react-slick (spec §9 defaults, §2 disabled rules); loaded on first use by <Carousel>. */
export default function SlickCarousel({
  label,
  children,
  slidesToShow = CAROUSEL_DEFAULTS.slidesToShow,
  slidesToScroll = CAROUSEL_DEFAULTS.slidesToScroll,
  infinite = CAROUSEL_DEFAULTS.infinite,
  autoplay = CAROUSEL_DEFAULTS.autoplay,
  autoplaySpeed = CAROUSEL_DEFAULTS.autoplaySpeed,
  speed = CAROUSEL_DEFAULTS.speed,
  index,
  onIndexChange,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const id = useId();
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(index ?? 0);
  const reduced = prefersReducedMotion();

  // A controlled index (thumbnails, say) moves the carousel.
  useEffect(() => {
    if (index !== undefined && index !== current) slider.current?.slickGoTo(index);
    // Only an index change from outside moves it; `current` follows the carousel itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  const arrow = (direction: 'prev' | 'next') => (
    <Arrow direction={direction} slidesToShow={slidesToShow} infinite={infinite} controls={id} />
  );

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div id={id} className={styles.viewport}>
        <Slider
          ref={slider}
          initialSlide={index ?? 0}
          slidesToShow={slidesToShow}
          slidesToScroll={slidesToScroll}
          infinite={infinite}
          autoplay={autoplay && !reduced}
          autoplaySpeed={autoplaySpeed}
          speed={reduced ? 0 : speed}
          touchThreshold={CAROUSEL_DEFAULTS.touchThreshold}
          edgeFriction={CAROUSEL_DEFAULTS.edgeFriction}
          pauseOnFocus
          pauseOnHover
          dots={false}
          arrows={count > slidesToShow}
          prevArrow={arrow('prev')}
          nextArrow={arrow('next')}
          afterChange={(at) => {
            setCurrent(at);
            onIndexChange?.(at);
          }}
        >
          {slides.map((slide, i) => (
            <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              {slide}
            </div>
          ))}
        </Slider>
      </div>
      {/* Announced on manual moves; quiet while autoplaying (it would talk over the page). */}
      <p className="visually-hidden" aria-live={autoplay && !reduced ? 'off' : 'polite'}>
        {count > 1 ? `Slide ${current + 1} of ${count}` : ''}
      </p>
    </section>
  );
}
