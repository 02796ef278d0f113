import { Children, lazy, Suspense, type ReactNode } from 'react';
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
  /** Moves the carousel to this slide when it changes (e.g. a thumbnail was chosen). */
  index?: number;
  /** The slide now showing, after a move by arrows, swipe or autoplay. */
  onIndexChange?: (index: number) => void;
}

// react-slick and its CSS load with the first carousel on screen, never in the initial bundle.
const SlickCarousel = lazy(() => import('./SlickCarousel'));

/** Until slick arrives: the starting slides, same size, no controls. */
function CarouselPlaceholder({ label, children, slidesToShow = 1, index = 0 }: CarouselProps) {
  const slides = Children.toArray(children).slice(index, index + slidesToShow);
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} aria-busy="true">
      <div className={styles.placeholder} style={{ ['--per-view' as string]: slidesToShow }}>
        {slides.map((slide, i) => (
          <div key={i}>{slide}</div>
        ))}
      </div>
    </section>
  );
}

/**
 * Spec §2/§9 carousel on react-slick: speed 500, autoplay delay 3000, one slide shown and
 * scrolled, touch threshold 5, edge friction 0.35, infinite, no autoplay; previous disabled at the
 * first slide unless infinite, next disabled when it cannot advance.
 */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<CarouselPlaceholder {...props} />}>
      <SlickCarousel {...props} />
    </Suspense>
  );
}
