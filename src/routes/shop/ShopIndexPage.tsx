import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { categoriesRequested } from '../../features/nav/navSlice';
import { selectCategories, selectCategoriesStatus } from '../../features/nav/navSelectors';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { HolidayShops } from '../../features/shop/components/HolidayShops';
import { useHolidayShops } from '../../features/experiments/useExperiment';
import styles from './ShopIndexPage.module.scss';

const WAYS_TO_SHOP = [
  { href: '/shop/category/new-arrivals', label: 'New arrivals', text: 'The latest additions to the shop.' },
  { href: '/shop/gift-collections/starter-collections', label: 'Starter collections', text: 'Curated sets to begin a registry.' },
  { href: '/shop/brands', label: 'Brands', text: 'Every brand we carry, A to Z.' },
  { href: '/shop/honeymoon-cash-funds', label: 'Cash & honeymoon funds', text: 'Travel, a first home, date nights.' },
  { href: '/shop/category/gift-cards', label: 'Gift cards', text: 'Let them choose.' },
];

/** /shop: every way into the shop, and the category tree (from the catalog) with its sub-categories. */
export default function ShopIndexPage() {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategories);
  const status = useAppSelector(selectCategoriesStatus);
  const holidayShops = useHolidayShops();
  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);
  return (
    <div className={styles.page}>
      <h1>Shop</h1>
      <p className={styles.intro}>Gifts for the registry and the wedding: browse by category, brand or collection.</p>
      {holidayShops && <HolidayShops headingId="shop-holiday" />}
      <section aria-labelledby="shop-ways">
        <h2 id="shop-ways">Ways to shop</h2>
        <ul className={styles.ways}>
          {WAYS_TO_SHOP.map((way) => (
            <li key={way.href}>
              <Link to={way.href}>{way.label}</Link>
              <span>{way.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shop-categories">
        <h2 id="shop-categories">Categories</h2>
        {status === 'failed' && categories.length === 0 ? (
          <div role="alert" className={styles.error}>
            <p>We could not load the categories.</p>
            <button type="button" className="button" onClick={() => dispatch(categoriesRequested())}>
              Try again
            </button>
          </div>
        ) : categories.length === 0 ? (
          <div aria-busy="true" className={styles.grid}>
            <p className="visually-hidden" role="status">
              Loading categories…
            </p>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={120} />
            ))}
          </div>
        ) : (
          <ul className={styles.grid}>
            {categories.map((category) => (
              <li key={category.key} className={styles.category}>
                <h3>
                  <Link to={`/shop/category/${category.key}`}>{category.name}</Link>
                </h3>
                {category.children.length > 0 && (
                  <ul aria-label={`${category.name} sub-categories`}>
                    {category.children.map((child) => (
                      <li key={child.key}>
                        <Link to={`/shop/category/${child.key}`}>{child.name}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
