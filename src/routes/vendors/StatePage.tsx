import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectStateLanding } from '../../features/vendors/vendorsSelectors';
import { stateLandingRequested } from '../../features/vendors/vendorsEvents';
import { buildSearchPath } from '../../lib/vendorUrls';
import { useBookingReminderCheck } from '../../features/vendors/useBookingReminderCheck';
import styles from './Vendors.module.scss';

/** /wedding-vendors/states/{state}: the state's cities and categories, each linking to search results. */
export default function StatePage() {
  useBookingReminderCheck();
  const { state = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, data, error } = useAppSelector(selectStateLanding);
  useEffect(() => {
    dispatch(stateLandingRequested(state));
  }, [dispatch, state]);

  if (status === 'failed')
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>We could not find that state</h1>
        <p className={styles.error} role="alert">
          {error?.message}
        </p>
        <Link to="/wedding-vendors">Explore wedding vendors</Link>
      </section>
    );
  if (!data || data.state.slug !== state)
    return (
      <section className={styles.page} aria-busy="true">
        <p>Loading…</p>
      </section>
    );
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Wedding vendors in {data.state.name}</h1>
      <p className={styles.subtitle}>Find venues, photographers and more across {data.state.name}.</p>
      <h2>By category</h2>
      <ul className={styles.links}>
        {data.categories.map((c) => (
          <li key={c.key}>
            <Link to={buildSearchPath({ location: data.state.slug, category: c.key })}>{c.name}</Link>{' '}
            <span className={styles.meta}>({c.vendorCount})</span>
          </li>
        ))}
      </ul>
      <h2>By city</h2>
      <ul className={styles.links}>
        {data.cities.map((c) => (
          <li key={c.slug}>
            <Link to={buildSearchPath({ location: c.slug, category: 'wedding-venues' })}>Venues in {c.label}</Link>{' '}
            <span className={styles.meta}>({c.vendorCount} vendors)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
