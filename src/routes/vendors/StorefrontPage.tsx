import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { returnToFor, withReturnTo } from '../../contracts/returnTo';
import { selectIsGuest } from '../../features/user/userSelectors';
import { selectMoreReviews, selectReview, selectStorefront } from '../../features/vendors/vendorsSelectors';
import { favoriteToggled, moreReviewsRequested, reviewSubmitted, storefrontRequested } from '../../features/vendors/vendorsEvents';
import { ReviewForm, Reviews } from '../../features/vendors/components/Reviews';
import { formatCents } from '../../lib/money';
import { buildSearchPath } from '../../lib/vendorUrls';
import { InquiryForm } from '../../features/vendors/components/InquiryForm';
import { priceTierLabel } from '../../features/vendors/components/VendorCard';
import { useBookingReminderCheck } from '../../features/vendors/useBookingReminderCheck';
import styles from './Vendors.module.scss';

/** /wedding-vendors/{taxonomy key}/{storefront}: photos, details, packages, reviews, favorite and the inquiry form. */
export default function StorefrontPage() {
  // Logging in from here comes back here (contracts/returnTo).
  const returnTo = returnToFor(useLocation());
  useBookingReminderCheck();
  const { taxonomyKey = '', storefront: slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, data: vendor, error } = useAppSelector(selectStorefront);
  const isGuest = useAppSelector(selectIsGuest);
  const more = useAppSelector(selectMoreReviews);
  const review = useAppSelector(selectReview);

  useEffect(() => {
    dispatch(storefrontRequested({ categoryKey: taxonomyKey, slug }));
  }, [dispatch, taxonomyKey, slug]);

  if (status === 'failed') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{error?.status === 404 ? 'We could not find that vendor' : 'Something went wrong'}</h1>
        <p className={styles.error} role="alert">
          {error?.message}
        </p>
        <p>
          <Link to="/wedding-vendors">Explore wedding vendors</Link>
        </p>
      </section>
    );
  }
  if (!vendor || vendor.slug !== slug)
    return (
      <section className={styles.page} aria-busy="true">
        <p>Loading…</p>
      </section>
    );

  return (
    <section className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.subtitle}>
        <Link to={buildSearchPath({ location: vendor.searchLocation.slug, category: vendor.categoryKey })}>
          {vendor.categoryName}s in {vendor.searchLocation.label}
        </Link>
      </nav>
      <div className={styles.gallery}>
        {vendor.photos.map((p) => (
          <img key={p.url} src={p.url} alt={p.alt} width={600} height={400} />
        ))}
      </div>
      <div className={styles.layout}>
        <div>
          <h1 className={styles.title}>{vendor.name}</h1>
          <p className={styles.meta}>
            {vendor.reviewCount > 0 && (
              <span className={styles.rating}>
                ★ {vendor.rating.toFixed(1)} ({vendor.reviewCount} reviews) ·{' '}
              </span>
            )}
            {vendor.location} · <span aria-label={`Price tier ${vendor.priceTier} of 4`}>{priceTierLabel(vendor.priceTier)}</span>
            {vendor.capacity ? ` · Up to ${vendor.capacity} guests` : ''} · {vendor.style}
          </p>
          {!isGuest && (
            <p>
              <button
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                aria-pressed={vendor.isFavorite}
                onClick={() => dispatch(favoriteToggled({ vendorId: vendor.id, favorite: !vendor.isFavorite }))}
              >
                {vendor.isFavorite ? '♥ Saved to favorites' : '♡ Save to favorites'}
              </button>
            </p>
          )}
          <h2>About</h2>
          <p>{vendor.description}</p>
          <h2>Packages</h2>
          <ul>
            {vendor.packages.map((p) => (
              <li key={p.id}>
                <strong>{p.name}</strong> — {formatCents(p.priceCents)}. {p.description}
              </li>
            ))}
          </ul>
          <h2>Reviews</h2>
          <Reviews
            vendorName={vendor.name}
            reviews={vendor.reviews}
            reviewCount={vendor.reviewCount}
            hasMore={vendor.reviewsNextCursor !== null}
            moreStatus={more.status}
            moreError={more.error}
            onShowMore={() =>
              vendor.reviewsNextCursor && dispatch(moreReviewsRequested({ vendorId: vendor.id, after: vendor.reviewsNextCursor }))
            }
          />
          {(vendor.canReview || review.status === 'succeeded') && (
            <ReviewForm
              vendorName={vendor.name}
              status={review.status}
              error={review.error}
              onSubmit={(input) => dispatch(reviewSubmitted({ vendorId: vendor.id, ...input }))}
            />
          )}
        </div>
        {isGuest ? (
          <aside className={styles.form}>
            <h2 style={{ margin: 0 }}>Message vendor</h2>
            <p>Log in to send {vendor.name} a message.</p>
            <Link className={styles.button} to={withReturnTo('/account/login', returnTo)}>
              Log in
            </Link>
          </aside>
        ) : (
          <InquiryForm vendorId={vendor.id} vendorName={vendor.name} />
        )}
      </div>
    </section>
  );
}
