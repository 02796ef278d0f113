import { useId, useState, type FormEvent } from 'react';
import { REVIEW_BODY_MAX, REVIEW_MESSAGES, REVIEW_NAME_MAX, REVIEW_TITLE_MAX, ratingSummary } from '../../../contracts/productPageRules';
import type { ProductReview, ReviewBody, ReviewsAnswer } from '../../../contracts/productPage';
import type { ApiError } from '../../../lib/http';
import styles from './ProductPage.module.scss';

const stars = (rating: number) => '★★★★★'.slice(0, rating) + '☆☆☆☆☆'.slice(0, 5 - rating);
const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export interface ProductReviewsProps {
  productName: string;
  answer: ReviewsAnswer | null;
  loading: boolean;
  loadError: ApiError | null;
  onPage: (page: number) => void;
  /** The form's state: posting, its error, the review just written. */
  writing: boolean;
  writeError: ApiError | null;
  written: ProductReview | null;
  onSubmit: (body: ReviewBody) => void;
}

/** Reviews with ratings: the summary, a page of reviews, and (for a buyer) the form to write one. */
export function ProductReviews(props: ProductReviewsProps) {
  const { answer, productName } = props;
  const headingId = useId();
  return (
    <section className={styles.reviews} aria-labelledby={headingId}>
      <h2 id={headingId}>Reviews</h2>
      {props.loadError && !answer && <p role="alert">{props.loadError.message}</p>}
      {!answer && !props.loadError && <p className={styles.muted}>Loading reviews…</p>}
      {answer && (
        <>
          <p className={styles.summary}>
            {answer.average_rating !== null && (
              <span className={styles.stars} aria-hidden="true">
                {stars(Math.round(answer.average_rating))}
              </span>
            )}{' '}
            <span>{ratingSummary(answer.average_rating, answer.total)}</span>
          </p>
          {props.written && (
            <p role="status" className={styles.thanks}>
              Thank you! Your review of {productName} is posted.
            </p>
          )}
          {answer.reviewable.length > 0 && (
            <ReviewForm
              productName={productName}
              purchases={answer.reviewable}
              writing={props.writing}
              error={props.writeError}
              onSubmit={props.onSubmit}
            />
          )}
          {answer.reviews.length > 0 && (
            <ol className={styles.reviewList} aria-label={`Reviews of ${productName}, page ${answer.page} of ${answer.page_count}`}>
              {answer.reviews.map((r) => (
                <li key={r.id}>
                  <article aria-label={`${r.title}, ${r.rating} out of 5 stars, by ${r.author_name}`}>
                    <p className={styles.stars} aria-hidden="true">
                      {stars(r.rating)}
                    </p>
                    <h3>{r.title}</h3>
                    <p className={styles.byline}>
                      {r.author_name}
                      {r.verified_buyer && ' · Verified buyer'} · <time dateTime={r.created_on}>{formatDate(r.created_on)}</time>
                    </p>
                    <p className={styles.reviewBody}>{r.body}</p>
                  </article>
                </li>
              ))}
            </ol>
          )}
          {answer.page_count > 1 && (
            <nav aria-label="Review pages" className={styles.pager}>
              <button type="button" disabled={answer.page <= 1 || props.loading} onClick={() => props.onPage(answer.page - 1)}>
                Newer reviews
              </button>
              <span>
                Page {answer.page} of {answer.page_count}
              </span>
              <button
                type="button"
                disabled={answer.page >= answer.page_count || props.loading}
                onClick={() => props.onPage(answer.page + 1)}
              >
                Older reviews
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

interface ReviewFormProps {
  productName: string;
  purchases: ReviewsAnswer['reviewable'];
  writing: boolean;
  error: ApiError | null;
  onSubmit: (body: ReviewBody) => void;
}

function ReviewForm({ productName, purchases, writing, error, onSubmit }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const fields = { ...(error?.fields ?? {}), ...local };
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (rating < 1) problems['rating'] = REVIEW_MESSAGES.rating;
    if (!title.trim()) problems['title'] = REVIEW_MESSAGES.title;
    if (body.trim().length < 10) problems['body'] = REVIEW_MESSAGES.body;
    if (!name.trim()) problems['author_name'] = REVIEW_MESSAGES.name;
    setLocal(problems);
    if (Object.keys(problems).length) return;
    onSubmit({ order_line_id: purchases[0]!.order_line_id, rating, title, body, author_name: name });
  };
  const errorId = (field: string) => (fields[field] ? `${formId}-${field}-error` : undefined);
  return (
    <form className={styles.reviewForm} onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h3 id={`${formId}-heading`}>Review your {productName}</h3>
      <p className={styles.muted}>You bought this in order {purchases[0]!.order_number}.</p>
      {error && !error.fields && <p role="alert">{error.message}</p>}
      <fieldset aria-describedby={errorId('rating')}>
        <legend>Your rating</legend>
        <div className={styles.ratingChoices}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name={`${formId}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
              {n} star{n === 1 ? '' : 's'}
            </label>
          ))}
        </div>
        {fields['rating'] && (
          <p id={errorId('rating')} className={styles.fieldError}>
            {fields['rating']}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${formId}-title`}>Title</label>
      <input
        id={`${formId}-title`}
        value={title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        aria-invalid={!!fields['title']}
        aria-describedby={errorId('title')}
      />
      {fields['title'] && (
        <p id={errorId('title')} className={styles.fieldError}>
          {fields['title']}
        </p>
      )}
      <label htmlFor={`${formId}-body`}>Your review</label>
      <textarea
        id={`${formId}-body`}
        value={body}
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={!!fields['body']}
        aria-describedby={errorId('body')}
      />
      {fields['body'] && (
        <p id={errorId('body')} className={styles.fieldError}>
          {fields['body']}
        </p>
      )}
      <label htmlFor={`${formId}-name`}>Name to show</label>
      <input
        id={`${formId}-name`}
        value={name}
        maxLength={REVIEW_NAME_MAX}
        autoComplete="name"
        onChange={(e) => setName(e.target.value)}
        aria-invalid={!!fields['author_name']}
        aria-describedby={errorId('author_name')}
      />
      {fields['author_name'] && (
        <p id={errorId('author_name')} className={styles.fieldError}>
          {fields['author_name']}
        </p>
      )}
      <button type="submit" disabled={writing}>
        {writing ? 'Posting…' : 'Post review'}
      </button>
    </form>
  );
}
