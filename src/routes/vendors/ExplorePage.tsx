import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectEffectiveLocation } from '../../features/vendors/vendorsSelectors';
import { US_STATES } from '../../contracts/locations';
import { buildSearchPath, statePath } from '../../lib/vendorUrls';
import { VENDOR_CATEGORY_LINKS } from '../../features/vendors/categories';
import { useBookingReminderCheck } from '../../features/vendors/useBookingReminderCheck';
import styles from './Vendors.module.scss';

const CATEGORIES = VENDOR_CATEGORY_LINKS.map((c): [string, string] => [c.key, c.name]);

/** /wedding-vendors: explore by category (in the searched location) and by state. */
export default function ExplorePage() {
  useBookingReminderCheck();
  const location = useAppSelector(selectEffectiveLocation);
  const navigate = useNavigate();
  const [category, setCategory] = useState('wedding-venues');
  const [state, setState] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(buildSearchPath({ location: state || location.slug, category }));
  };
  return (
    // A section: the layout already has the page's one <main>.
    <section className={styles.page} aria-labelledby="explore-title">
      <h1 id="explore-title" className={styles.title}>
        Find your wedding vendors
      </h1>
      <p className={styles.subtitle}>Browse top-rated pros near {location.label}.</p>
      <p>
        <Link to="/inspiration/onboard">Take the style quiz</Link>: vendors that fit your style then come first in every search (
        <Link to="/inspiration">see real weddings</Link> for ideas).
      </p>
      <form className={styles.filters} onSubmit={submit} aria-label="Search vendors">
        <label>
          Vendor type
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            {CATEGORIES.map(([k, n]) => (
              <option key={k} value={k}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Where
          <select value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">{location.label}</option>
            {US_STATES.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      <h2>Browse by category</h2>
      <ul className={styles.links}>
        {CATEGORIES.map(([k, n]) => (
          <li key={k}>
            <Link to={buildSearchPath({ location: location.slug, category: k })}>
              {n} in {location.label}
            </Link>
          </li>
        ))}
      </ul>
      <h2>Browse by state</h2>
      <ul className={styles.links}>
        {US_STATES.map((s) => (
          <li key={s.slug}>
            <Link to={statePath(s.slug)}>{s.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
