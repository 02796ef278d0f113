import { Children, useEffect, useId, useState, type ReactNode } from 'react';
import { CAROUSEL_DEFAULTS, nextDisabled, prevDisabled } from './carouselRules';
import styles from './Carousel.module.scss';

export interface CarouselProps {
  label: string;
  children: ReactNode;
  slidesToShow?: number;
  slidesToScroll?: number;
  infinite?: boolean;
  autoplay?: boolean;
  autoplaySpeed?: number;
  speed?: number;
}

/** An accessible carousel (spec §2 rules, §9 defaults): prev/next buttons, slide count announced. */
export function Carousel({
  label,
  children,
  slidesToShow = CAROUSEL_DEFAULTS.slidesToShow,
  slidesToScroll = CAROUSEL_DEFAULTS.slidesToScroll,
  infinite = CAROUSEL_DEFAULTS.infinite,
  autoplay = CAROUSEL_DEFAULTS.autoplay,
  autoplaySpeed = CAROUSEL_DEFAULTS.autoplaySpeed,
  speed = CAROUSEL_DEFAULTS.speed,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const id = useId();
  const lastStart = Math.max(0, count - slidesToShow);

  const go = (delta: number) =>
    setIndex((i) => {
      const next = i + delta;
      if (infinite) return ((next % count) + count) % count;
      return Math.min(Math.max(next, 0), lastStart);
    });

  useEffect(() => {
    if (!autoplay || paused || count <= slidesToShow) return;
    const timer = setInterval(() => go(slidesToScroll), autoplaySpeed);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoplay, paused, autoplaySpeed, count, slidesToShow, slidesToScroll]);

  const visible = Array.from({ length: Math.min(slidesToShow, count) }, (_, k) => (index + k) % count);
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <div className={styles.viewport} id={id} aria-live={autoplay && !paused ? 'off' : 'polite'} style={{ ['--speed' as string]: `${speed}ms`, ['--per-view' as string]: slidesToShow }}>
        {slides.map((slide, i) => (
          <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} className={styles.slide} hidden={!visible.includes(i)}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-controls={id} aria-label="Previous" disabled={prevDisabled(index, infinite)} onClick={() => go(-slidesToScroll)}>
            ‹
          </button>
          <button type="button" className={styles.arrow} aria-controls={id} aria-label="Next" disabled={nextDisabled(index, count, slidesToShow, infinite)} onClick={() => go(slidesToScroll)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
