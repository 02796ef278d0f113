import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { categoriesRequested } from '../../features/nav/navSlice';
import { selectCategories, selectCategoriesStatus } from '../../features/nav/navSelectors';
import { CashFundForm } from '../../features/registry/components/CashFundForm';
import { ExternalProductForm } from '../../features/registry/components/ExternalProductForm';
import { selectAddCash, selectExternalProduct, selectIsAfterWedding } from '../../features/registry/registrySelectors';
import { addCashRequested, externalProductRequested } from '../../features/registry/registrySlice';
import type { RegistryItem } from '../../features/registry/types';
import { CoupleGate } from '../../features/registry/components/CoupleGate';
import { importRequested } from '../../features/outsideGifts/outsideGiftsSlice';
import { selectGiftImport } from '../../features/outsideGifts/outsideGiftsSelectors';
import styles from './AddGiftsPage.module.scss';
import shared from '../../features/registry/components/Registry.module.scss';

const WAYS = [
  { href: '#browse', label: 'Browse the shop' },
  { href: '#cash-fund', label: 'Add a cash fund' },
  { href: '#another-store', label: 'Add from another store' },
  { href: '#quick-add', label: 'Quick-add packs' },
];

/** /registry/add-gifts: every way to add a gift. After the wedding date the couple gets /registry/shop instead (spec §2). */
export default function AddGiftsPage() {
  const afterWedding = useAppSelector(selectIsAfterWedding);
  if (afterWedding) return <Navigate to="/registry/shop" replace />;
  return (
    <CoupleGate title="Add gifts">
      <AddGifts />
    </CoupleGate>
  );
}

function Added({ item }: { item: RegistryItem | null }) {
  return (
    <p role="status" className={item ? styles.added : undefined}>
      {item && (
        <>
          {item.title} was added to your registry. <Link to="/my-registry">See your registry</Link>
        </>
      )}
    </p>
  );
}

function AddGifts() {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategories);
  const categoriesStatus = useAppSelector(selectCategoriesStatus);
  const cash = useAppSelector(selectAddCash);
  const external = useAppSelector(selectExternalProduct);
  const giftImport = useAppSelector(selectGiftImport);
  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  return (
    <div className={shared.page}>
      <h1>Add gifts</h1>
      <p className={shared.intro}>Pick from the shop, ask for cash toward something big, or add anything from another store.</p>
      <nav aria-label="Ways to add gifts">
        <ul className={styles.jump}>
          {WAYS.map((w) => (
            <li key={w.href}>
              <a href={w.href}>{w.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="browse" aria-labelledby="browse-title" className={styles.section}>
        <h2 id="browse-title">Browse the shop</h2>
        <p className={shared.muted}>Open any product and choose “Add to registry”.</p>
        {categories.length === 0 && categoriesStatus !== 'failed' ? (
          <div className={styles.categories} aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={56} />
            ))}
          </div>
        ) : (
          <ul className={styles.categories}>
            {categories.map((c) => (
              <li key={c.key}>
                <Link to={`/shop/category/${c.key}`}>{c.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/shop/category/new-arrivals">New arrivals</Link>
            </li>
            <li>
              <Link to="/shop/brands">Brands</Link>
            </li>
            <li>
              <Link to="/shop/gift-collections/starter-collections">Starter collections</Link>
            </li>
            <li>
              <Link to="/shop/honeymoon-cash-funds">Cash fund ideas</Link>
            </li>
          </ul>
        )}
      </section>

      <div className={styles.forms}>
        <section id="cash-fund" aria-labelledby="cash-title" className={styles.card}>
          <h2 id="cash-title">Add a cash fund</h2>
          <p className={shared.muted}>Guests contribute any amount toward a honeymoon, a home or an experience.</p>
          <Added item={cash.status === 'succeeded' ? cash.lastAdded : null} />
          <CashFundForm
            key={cash.lastAdded?.id ?? 'new'}
            busy={cash.status === 'loading'}
            error={cash.status === 'failed' ? cash.error : null}
            onSubmit={(arg) => dispatch(addCashRequested(arg))}
          />
        </section>

        <section id="another-store" aria-labelledby="external-title" className={styles.card}>
          <h2 id="external-title">Add from another store</h2>
          <p className={shared.muted}>
            Paste the address of any gift on the web and we fill in its details. Guests buy it there and mark it purchased here.
          </p>
          <Added item={external.status === 'succeeded' ? external.lastAdded : null} />
          <ExternalProductForm
            key={external.lastAdded?.id ?? 'new'}
            busy={external.status === 'loading'}
            error={external.status === 'failed' ? external.error : null}
            onSubmit={(arg) => dispatch(externalProductRequested(arg))}
            onImport={(url) => dispatch(importRequested(url))}
            importState={giftImport}
          />
        </section>
      </div>

      <section id="quick-add" aria-labelledby="quick-title" className={`${styles.section} ${styles.quick}`}>
        <div>
          <h2 id="quick-title">Quick-add packs</h2>
          <p className={shared.muted}>Kitchen essentials, a bar cart, bed and bath, a honeymoon: add a whole set in one click.</p>
        </div>
        <Link className={shared.primaryButton} to="/registry/quick-add-packs">
          See quick-add packs
        </Link>
      </section>
    </div>
  );
}
