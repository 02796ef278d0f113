import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsGuest } from '../../features/user/userSelectors';
import { selectFavorites } from '../../features/vendors/vendorsSelectors';
import { favoritesRequested, favoriteToggled } from '../../features/vendors/vendorsEvents';
import { useBookingReminderCheck } from '../../features/vendors/useBookingReminderCheck';
import { VendorCard } from '../../features/vendors/components/VendorCard';
import styles from './Vendors.module.scss';

/** /wedding-vendors/favorites: the couple's saved vendors, each removable, with a way to message them. */
export default function FavoritesPage() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const { status, data, error } = useAppSelector(selectFavorites);
  useBookingReminderCheck();
  useEffect(() => {
    if (!isGuest) dispatch(favoritesRequested());
  }, [dispatch, isGuest]);

  const header = (
    <>
      <h1 id="favorites-title" className={styles.title}>
        Your favorite vendors
      </h1>
      <p className={styles.subtitle}>The vendors you saved while you searched, in one place to compare and contact.</p>
    </>
  );

  if (isGuest) {
    return (
      <section className={styles.page} aria-labelledby="favorites-title">
        {header}
        <p>Log in to see the vendors you saved.</p>
        <p>
          <Link className={styles.button} to="/account/login">
            Log in
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      {header}
      {status === 'failed' ? (
        <div role="alert">
          <p className={styles.error}>We could not load your favorites. {error?.message}</p>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => dispatch(favoritesRequested())}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <p role="status">Loading your favorites…</p>
      ) : data.length === 0 ? (
        <div className={styles.empty}>
          <p>No favorites yet. Tap “Save to favorites” on any vendor’s page to keep it here.</p>
          <Link className={styles.button} to="/wedding-vendors">
            Explore vendors
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.meta} aria-live="polite">
            {data.length === 1 ? '1 saved vendor' : `${data.length} saved vendors`}
          </p>
          <ul className={styles.grid}>
            {data.map((vendor) => (
              <li key={vendor.id} className={styles.favorite}>
                <VendorCard vendor={vendor} />
                <div className={styles.favoriteActions}>
                  <Link to={vendor.url} className={styles.button}>
                    View and message<span className="visually-hidden"> {vendor.name}</span>
                  </Link>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary}`}
                    onClick={() => dispatch(favoriteToggled({ vendorId: vendor.id, favorite: false }))}
                  >
                    Remove<span className="visually-hidden"> {vendor.name} from favorites</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
