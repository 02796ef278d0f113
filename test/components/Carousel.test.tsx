import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '../../src/components/Carousel/Carousel';
import { CAROUSEL_DEFAULTS, nextDisabled, prevDisabled } from '../../src/components/Carousel/carouselRules';
import { loadLazyCode } from '../setup/lazyCode';

const slides = ['One', 'Two', 'Three'].map((s) => <p key={s}>{s}</p>);
/** Slick marks every slide but the showing ones (and its infinite-mode clones) aria-hidden. */
const visibleSlides = () => screen.getAllByRole('group').map((g) => g.textContent);
/**
 * The move is over once the slide is announced and slick takes clicks again: slick calls afterChange
 * (the announcement) and clears its `animating` flag in a 10 ms timer after it, ignoring any click
 * before then. A later timer of ours fires after slick's, however loaded the machine.
 */
const settle = async (expected: string[]) => {
  expect(await screen.findByText(`Slide ${['One', 'Two', 'Three'].indexOf(expected[0]!) + 1} of 3`)).toBeInTheDocument();
  expect(visibleSlides()).toEqual(expected);
  await act(() => new Promise((resolve) => setTimeout(resolve, SLICK_ANIMATING_CLEARED_MS)));
};
const SLICK_ANIMATING_CLEARED_MS = 20;

// What the app loads on first use is loaded before any test waits for it (test/setup/lazyCode.ts).
beforeAll(loadLazyCode);

describe('Carousel on react-slick (spec §2, §9)', () => {
  it('has the spec defaults', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({
      speed: 500,
      autoplaySpeed: 3000,
      slidesToShow: 1,
      slidesToScroll: 1,
      touchThreshold: 5,
      edgeFriction: 0.35,
      infinite: true,
      autoplay: false,
    });
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

  it('shows the first slide while slick loads, then becomes a slick carousel', async () => {
    const { container } = render(<Carousel label="Reviews">{slides}</Carousel>);
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- proves slick (not our own track) renders it
    expect(container.querySelector('.slick-slider')).not.toBeNull();
    expect(visibleSlides()).toEqual(['One']);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });

  it('infinite (default): prev enabled at the first slide and wraps around', async () => {
    render(<Carousel label="Reviews">{slides}</Carousel>);
    const prev = await screen.findByRole('button', { name: 'Previous' });
    expect(prev).toBeEnabled();
    await userEvent.click(prev);
    await settle(['Three']);
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
  });

  it('finite: prev disabled at the start, next disabled at the end', async () => {
    const changes: number[] = [];
    render(
      <Carousel label="Reviews" infinite={false} onIndexChange={(i) => changes.push(i)}>
        {slides}
      </Carousel>,
    );
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle(['Two']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle(['Three']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(changes).toEqual([1, 2]);
  });

  it('a controlled index moves it (thumbnails driving a gallery)', async () => {
    const { rerender } = render(
      <Carousel label="Photos" index={0}>
        {slides}
      </Carousel>,
    );
    await screen.findByRole('button', { name: 'Next' });
    rerender(
      <Carousel label="Photos" index={2}>
        {slides}
      </Carousel>,
    );
    await settle(['Three']);
  });

  it('no arrows when every slide fits', async () => {
    render(
      <Carousel label="Two up" slidesToShow={3}>
        {slides}
      </Carousel>,
    );
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
