import { render, screen } from '@testing-library/react';
import { Tag, TAG_SIZES, TAG_VARIANTS } from '../../src/components/Tag/Tag';
import { Price } from '../../src/components/Price/Price';
import { Skeleton } from '../../src/components/Skeleton/Skeleton';
import { RelativeTime } from '../../src/components/RelativeTime/RelativeTime';

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

  it('RelativeTime renders a <time> with the relative text', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    render(<RelativeTime value="2026-11-23T11:55:00Z" now={now} />);
    expect(screen.getByText('5 minutes ago').tagName).toBe('TIME');
  });
});
