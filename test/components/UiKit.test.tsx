import { act, render, screen } from '@testing-library/react';
import { Tag, TAG_SIZES, TAG_VARIANTS } from '../../src/components/Tag/Tag';
import { Price } from '../../src/components/Price/Price';
import { Skeleton } from '../../src/components/Skeleton/Skeleton';
import { RelativeTime } from '../../src/components/RelativeTime/RelativeTime';
import { formatAbsoluteTime } from '../../src/lib/relativeTime';

describe('UI kit', () => {
  it('Tag renders every spec §3 variant and size', () => {
    expect(TAG_VARIANTS).toHaveLength(19);
    for (const variant of TAG_VARIANTS)
      for (const size of TAG_SIZES) {
        const { unmount } = render(
          <Tag variant={variant} size={size}>
            New
          </Tag>,
        );
        const tag = screen.getByText('New');
        expect(tag).toHaveAttribute('data-variant', variant);
        expect(tag).toHaveAttribute('data-size', size);
        unmount();
      }
  });

  it('Price shows whole dollars without cents, cents when not whole, Free at zero, and a struck reference price', () => {
    const { rerender, container } = render(<Price cents={5000} />);
    expect(container).toHaveTextContent('$50');
    expect(container).not.toHaveTextContent('$50.00');
    rerender(<Price cents={4999} />);
    expect(container).toHaveTextContent('$49.99');
    rerender(<Price min={0} max={0} />);
    expect(container).toHaveTextContent('Free');
    rerender(<Price min={1000} max={2550} />);
    expect(container).toHaveTextContent('$10 – $25.50');
    rerender(<Price cents={4000} referenceCents={5000} />);
    expect(screen.getByText('Was $50, now')).toBeInTheDocument();
  });

  it('Skeleton is hidden from assistive technology', () => {
    render(<Skeleton height={20} />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('RelativeTime renders a <time dateTime> with the relative text; the exact moment is its title and read out with it', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const exact = formatAbsoluteTime('2026-11-23T11:55:00Z');
    render(<RelativeTime value="2026-11-23T11:55:00Z" now={now} />);
    const time = screen.getByText('5 minutes ago', { exact: false });
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-23T11:55:00.000Z');
    expect(time).toHaveAttribute('title', exact);
    expect(time).toHaveTextContent(`5 minutes ago, ${exact}`);
    expect(screen.getByText(`, ${exact}`)).toHaveClass('visually-hidden');
  });

  it('RelativeTime can show the exact moment to everyone: below, or in brackets', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const exact = formatAbsoluteTime('2026-11-21T09:30:00Z');
    const { unmount } = render(<RelativeTime value="2026-11-21T09:30:00Z" now={now} showDate="below" />);
    expect(screen.getByText(exact)).not.toHaveClass('visually-hidden');
    expect(screen.getByText('2 days ago', { exact: false })).toHaveTextContent(`2 days ago, ${exact}`);
    unmount();
    render(<RelativeTime value="2026-11-21T09:30:00Z" now={now} showDate="inline" />);
    expect(screen.getByText('2 days ago', { exact: false })).toHaveTextContent(`2 days ago (${exact})`);
  });

  it('RelativeTime past 28 days is the full date once, not twice', () => {
    render(<RelativeTime value="2026-10-01T10:00:00Z" now={new Date('2026-11-23T12:00:00Z')} showDate="below" />);
    expect(screen.getByText('October 1, 2026').tagName).toBe('TIME');
  });

  it('RelativeTime without a fixed now keeps itself true as time passes', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    try {
      render(<RelativeTime value="2026-11-23T12:00:00Z" />);
      expect(screen.getByText('Just now', { exact: false })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.getByText('10 seconds ago', { exact: false })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3 * 60_000));
      expect(screen.getByText('3 minutes ago', { exact: false })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
