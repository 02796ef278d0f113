import { Link } from 'react-router-dom';
import { HOLIDAY_SHOPS } from '../../../contracts/experiments';
import styles from './HolidayShops.module.scss';

/** holiday-shops TEST-1: the season's collections, on the shop index and the home page. */
export function HolidayShops({ headingId }: { headingId: string }) {
  return (
    <section className={styles.holiday} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Holiday shops
      </h2>
      <p className={styles.intro}>Gifts and hosting pieces for the season, picked by our editors.</p>
      <ul className={styles.shops}>
        {HOLIDAY_SHOPS.map((shop) => (
          <li key={shop.slug}>
            <Link to={`/shop/collection/${shop.slug}`}>{shop.name}</Link>
            <span>{shop.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
