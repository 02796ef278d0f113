import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '../../src/components/Carousel/Carousel';
import { CAROUSEL_DEFAULTS, nextDisabled, prevDisabled } from '../../src/components/Carousel/carouselRules';

const slides = ['One', 'Two', 'Three'].map((s) => <p key={s}>{s}</p>);
const visibleSlide = () => screen.getAllByRole('group').filter((g) => !g.hidden).map((g) => g.textContent);

describe('Carousel (spec §2, §9)', () => {
  it('has the spec defaults', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ speed: 500, autoplaySpeed: 3000, slidesToShow: 1, slidesToScroll: 1, touchThreshold: 5, edgeFriction: 0.35, infinite: true, autoplay: false });
  });

  it('prev/next disabled rules', () => {
    expect(prevDisabled(0, true)).toBe(false);
    expect(prevDisabled(0, false)).toBe(true);
    expect(prevDisabled(1, false)).toBe(false);
    expect(nextDisabled(0, 3, 1, true)).toBe(false);
    expect(nextDisabled(2, 3, 1, false)).toBe(true);
    expect(nextDisabled(1, 3, 1, false)).toBe(false);
    expect(nextDisabled(0, 2, 3, true)).toBe(true);
  });

  it('infinite (default): prev enabled at the first slide and wraps around', async () => {
    render(<Carousel label="Reviews">{slides}</Carousel>);
    expect(visibleSlide()).toEqual(['One']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(visibleSlide()).toEqual(['Three']);
  });

  it('finite: prev disabled at the start, next disabled at the end', async () => {
    render(<Carousel label="Reviews" infinite={false}>{slides}</Carousel>);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleSlide()).toEqual(['Three']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
