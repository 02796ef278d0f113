import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { categoriesRequested } from '../features/nav/navSlice';
import { selectCategories, selectCategoriesStatus } from '../features/nav/navSelectors';
import { selectIsGuest, selectPrimaryWedding } from '../features/user/userSelectors';
import { HOME_AFTER_LOG_IN } from '../contracts/returnToNames';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid/ProductGrid';
import { newArrivalsRequested } from '../features/marketing/marketingSlice';
import { selectNewArrivals, selectNewArrivalsStatus } from '../features/marketing/marketingSelectors';
import { LogoStrip, TopicTiles, ValuesStripBlock } from '../features/marketing/components/Blocks';
import { CategoryTilesStrip, DifferentiationBlock } from '../features/marketing/components/MoreBlocks';
import { HeroBanner } from '../features/marketing/components/HeroBanner';
import {
  HOME_CATEGORY_TILES,
  HOME_DIFFERENTIATION,
  HOME_HERO,
  HOME_HERO_SIGNED_IN_BUTTON,
  HOME_LOGOS,
  HOME_TOPICS,
  HOME_VALUES,
} from '../features/marketing/content/home';
import { saveFeaturedCrumb } from '../lib/featuredCrumb';
import { useBreakpoint } from '../lib/breakpoints';
import { selectMarketplaceEntryPath } from '../features/vendors/vendorLocationSelectors';
import { HolidayShops } from '../features/shop/components/HolidayShops';
import { useHolidayShops } from '../features/experiments/useExperiment';
import styles from './HomePage.module.scss';

// The last blocks, below the fold: their chunk loads while the visitor reads the rest.
const HomeClosingBlocks = lazy(() => import('../features/marketing/components/HomeClosingBlocks'));

const VALUES = [
  { title: 'One registry for everything', text: 'Gifts from any store, cash funds for the honeymoon and experiences, all in one list.' },
  { title: 'Free shipping, your schedule', text: 'Gifts ship free when you want them, and you can convert any gift to credit.' },
  { title: 'Guests find you in seconds', text: 'Share one link, or let guests find your registry by name and wedding date.' },
];

/**
 * `/`: a signed-in couple member's home is their dashboard (issue 25), so they are sent there;
 * everyone else gets the marketing home.
 */
export default function HomePage() {
  const wedding = useAppSelector(selectPrimaryWedding);
  if (wedding) return <Navigate to={HOME_AFTER_LOG_IN} replace />;
  return <MarketingHome />;
}

/** The pre-sign-in home: hero, the shop's categories (from the catalog), and what sets us apart. */
function MarketingHome() {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategories);
  const status = useAppSelector(selectCategoriesStatus);
  const isGuest = useAppSelector(selectIsGuest);
  const newArrivals = useAppSelector(selectNewArrivals);
  const newArrivalsStatus = useAppSelector(selectNewArrivalsStatus);
  // Spec §6: the marketplace links follow the search-results experiment (signed-in desktop TEST-2).
  const vendorsHref = useAppSelector(selectMarketplaceEntryPath(useBreakpoint() === 'desktop'));
  const holidayShops = useHolidayShops();
  const toMarketplace = <T extends { href: string }>(item: T): T =>
    item.href === '/wedding-vendors' ? { ...item, href: vendorsHref } : item;

  useEffect(() => {
    dispatch(categoriesRequested());
    dispatch(newArrivalsRequested());
  }, [dispatch]);

  return (
    <div className={styles.home}>
      <HeroBanner banner={isGuest ? HOME_HERO : { ...HOME_HERO, primaryButton: HOME_HERO_SIGNED_IN_BUTTON }} id="home-hero-title" />

      {holidayShops && (
        <div className={styles.section}>
          <HolidayShops headingId="home-holiday-title" />
        </div>
      )}

      <section className={styles.section} aria-labelledby="home-categories-title">
        <h2 id="home-categories-title">Shop the registry</h2>
        {status === 'succeeded' || categories.length > 0 ? (
          <ul className={styles.categoryGrid}>
            {categories.map((category) => (
              <li key={category.key}>
                <Link to={`/shop/category/${category.key}`} className={styles.categoryTile}>
                  <span className={styles.categoryName}>{category.name}</span>
                  {category.children.length > 0 && (
                    <span className={styles.categoryChildren}>
                      {category.children
                        .slice(0, 3)
                        .map((c) => c.name)
                        .join(' · ')}
                    </span>
                  )}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/shop/honeymoon-cash-funds" className={styles.categoryTile}>
                <span className={styles.categoryName}>Cash &amp; Honeymoon Funds</span>
                <span className={styles.categoryChildren}>Travel · New home · Date nights</span>
              </Link>
            </li>
          </ul>
        ) : status === 'failed' ? (
          <p>
            Browse the shop from <Link to="/shop/category/kitchen">Kitchen</Link>.
          </p>
        ) : (
          <ul className={styles.categoryGrid} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className={styles.skeletonTile} />
            ))}
          </ul>
        )}
      </section>

      <CategoryTilesStrip title="Plan every part of the day" tiles={HOME_CATEGORY_TILES.map(toMarketplace)} />

      <DifferentiationBlock title="What sets Confetti apart" items={HOME_DIFFERENTIATION} image="/media/scene/why-confetti.svg" />

      <LogoStrip logos={HOME_LOGOS} />

      <TopicTiles block={{ ...HOME_TOPICS, topics: HOME_TOPICS.topics.map(toMarketplace) }} />

      <section className={styles.section} aria-labelledby="home-new-title">
        <h2 id="home-new-title">New arrivals</h2>
        {newArrivalsStatus === 'succeeded' ? (
          <ProductGrid
            products={newArrivals}
            label="New arrivals"
            // A featured block: the product page shows it as the trail (spec §3 breadcrumbs, ref_type FEATURED).
            onOpen={(product) =>
              saveFeaturedCrumb({ label: 'New arrivals', href: '/shop/category/new-arrivals', product_slug: product.slug })
            }
          />
        ) : newArrivalsStatus === 'failed' ? (
          <p>
            New arrivals are unavailable right now. <Link to="/shop/category/kitchen">Browse the shop</Link>.
          </p>
        ) : (
          <ProductGridSkeleton count={8} />
        )}
      </section>

      <ValuesStripBlock values={HOME_VALUES} />

      <Suspense fallback={null}>
        <HomeClosingBlocks />
      </Suspense>

      <section className={styles.values} aria-label="Why couples choose Confetti">
        {VALUES.map((value) => (
          <div key={value.title}>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
