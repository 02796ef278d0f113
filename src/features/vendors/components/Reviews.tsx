import { useState, type FormEvent } from 'react';
import type { VendorReview } from '../../../contracts/vendors';
import { REVIEW_MAX_CHARS } from '../../../contracts/vendors';
import type { ApiError } from '../../../lib/http';
import type { RequestStatus } from '../../../lib/requestSaga';
import { formatRelativeTime } from '../../../lib/relativeTime';
import styles from './Reviews.module.scss';

export interface ReviewsProps {
  vendorName: string;
  reviews: VendorReview[];
  reviewCount: number;
  hasMore: boolean;
  moreStatus: RequestStatus;
  moreError: ApiError | null;
  onShowMore: () => void;
}

/**
 * A review's date (a day, not a moment) in spec §9's relative terms, counted in whole days: 'Today',
 * 'yesterday', 'N days ago', 'N weeks ago', then the full date.
 */
export function formatReviewDate(reviewedOn: string, now: Date = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = Date.parse(`${reviewedOn}T00:00:00Z`);
  if (day >= today) return 'Today';
  return formatRelativeTime(day, today);
}

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

/** A storefront's reviews, newest first, with dates relative (spec §9) and a "Show more" for the next page. */
export function Reviews({ vendorName, reviews, reviewCount, hasMore, moreStatus, moreError, onShowMore }: ReviewsProps) {
  if (reviews.length === 0) return <p>No reviews yet.</p>;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        Showing {reviews.length} of {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'} of {vendorName}
      </p>
      <ul className={styles.list}>
        {reviews.map((r) => (
          <li key={r.id} className={styles.review}>
            <p className={styles.head}>
              <strong>{r.author}</strong>{' '}
              <span className={styles.stars} role="img" aria-label={`${r.rating} out of 5 stars`}>
                {stars(r.rating)}
              </span>{' '}
              <time dateTime={r.reviewedOn} className={styles.when}>
                {formatReviewDate(r.reviewedOn)}
              </time>
            </p>
            <p className={styles.body}>{r.body}</p>
          </li>
        ))}
      </ul>
      {moreStatus === 'failed' && (
        <p className={styles.error} role="alert">
          {moreError?.message ?? 'We could not load more reviews.'}
        </p>
      )}
      {hasMore && (
        <button type="button" className={styles.more} onClick={onShowMore} disabled={moreStatus === 'loading'}>
          {moreStatus === 'loading' ? 'Loading…' : 'Show more reviews'}
        </button>
      )}
    </>
  );
}

export interface ReviewFormProps {
  vendorName: string;
  status: RequestStatus;
  error: ApiError | null;
  onSubmit: (input: { rating: number; body: string }) => void;
}

/** The review form for a couple who wrote to the vendor (one review each). */
export function ReviewForm({ vendorName, status, error, onSubmit }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  if (status === 'succeeded')
    return (
      <p role="status" className={styles.thanks}>
        Thank you: your review of {vendorName} is published.
      </p>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (rating < 1) errs.rating = 'Please choose a rating from 1 to 5 stars.';
    if (body.trim().length < 10) errs.body = 'Please write at least a sentence (10 characters or more).';
    setClientErrors(errs);
    if (Object.keys(errs).length === 0) onSubmit({ rating, body: body.trim() });
  };
  const fields = { ...(status === 'failed' ? (error?.fields ?? {}) : {}), ...clientErrors };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="review-title">
      <h3 id="review-title">Review {vendorName}</h3>
      <fieldset className={styles.rating} aria-describedby="review-rating-error">
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            {n} {n === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      <p id="review-rating-error" className={styles.error}>
        {fields.rating ?? ''}
      </p>
      <label className={styles.text}>
        Your review
        <textarea
          value={body}
          maxLength={REVIEW_MAX_CHARS}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={Boolean(fields.body)}
          aria-describedby="review-body-error"
          rows={4}
        />
      </label>
      <p id="review-body-error" className={styles.error}>
        {fields.body ?? ''}
      </p>
      {status === 'failed' && !error?.fields && (
        <p className={styles.error} role="alert">
          {error?.message}
        </p>
      )}
      <button type="submit" className={styles.more} disabled={status === 'loading'}>
        {status === 'loading' ? 'Publishing…' : 'Publish review'}
      </button>
    </form>
  );
}
