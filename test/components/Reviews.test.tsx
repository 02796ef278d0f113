import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatReviewDate, ReviewForm, Reviews } from '../../src/features/vendors/components/Reviews';

const review = (id: number, reviewedOn: string) => ({ id, author: 'Ava W.', rating: 4, body: 'Lovely people.', reviewedOn });

describe('storefront reviews', () => {
  it('shows relative dates (spec §9), how many of the total, and a "Show more" while there are more', async () => {
    const onShowMore = jest.fn();
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    render(
      <Reviews
        vendorName="Willow Estate"
        reviews={[review(2, recent), review(1, '2025-03-01')]}
        reviewCount={14}
        hasMore
        moreStatus="idle"
        moreError={null}
        onShowMore={onShowMore}
      />,
    );
    expect(screen.getByText('Showing 2 of 14 reviews of Willow Estate')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText(/March 1, 2025/)).toBeInTheDocument();
    expect(screen.queryByText('2025-03-01')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '4 out of 5 stars' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it('the review form checks the rating and text before sending', async () => {
    const onSubmit = jest.fn();
    render(<ReviewForm vendorName="Willow Estate" status="idle" error={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least a sentence (10 characters or more).')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'They made our day effortless.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, body: 'They made our day effortless.' });
  });

  it('dates reviews by whole days (spec §9 wording)', () => {
    const now = new Date('2026-11-26T19:30:00Z');
    expect(formatReviewDate('2026-11-26', now)).toBe('Today');
    expect(formatReviewDate('2026-11-25', now)).toBe('yesterday');
    expect(formatReviewDate('2026-11-20', now)).toBe('6 days ago');
    expect(formatReviewDate('2026-11-12', now)).toBe('2 weeks ago');
    expect(formatReviewDate('2026-09-01', now)).toBe('September 1, 2026');
  });
});
