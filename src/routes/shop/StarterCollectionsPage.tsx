import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { selectDirectory } from '../../features/shop/shopSelectors';
import { directoryRequested } from '../../features/shop/shopSlice';
import { DirectoryStatus } from '../../features/shop/components/DirectoryStatus';
import { kitCrumbKey, rememberProductTrail, saveCrumbs, type Crumb } from '../../lib/breadcrumbs';

const STARTERS: Crumb = { label: 'Starter collections', href: '/shop/gift-collections/starter-collections' };
import styles from '../../features/shop/components/Shop.module.scss';

const selectStarters = selectDirectory('starter-collections');

/** /shop/gift-collections/starter-collections: curated starter gift collections with a preview each. */
export default function StarterCollectionsPage() {
  const dispatch = useAppDispatch();
  const dir = useAppSelector(selectStarters);
  useEffect(() => {
    dispatch(directoryRequested('starter-collections'));
  }, [dispatch]);
  const collections = dir?.data?.collections;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Starter gift collections</h1>
        <p className={styles.intro}>Hand-picked sets to start your registry in minutes.</p>
      </header>
      {collections ? (
        collections.map((c) => (
          <section key={c.slug} aria-labelledby={`c-${c.slug}`} className={styles.header}>
            <div className={styles.toolbar}>
              <h2 id={`c-${c.slug}`}>{c.name}</h2>
              {/* The kit's page shows the way back here (spec §3 bcrumbs by kit_key). */}
              <Link to={`/shop/collection/${c.slug}`} onClick={() => saveCrumbs(kitCrumbKey(c.slug), [STARTERS])}>
                See all {c.product_count}
              </Link>
            </div>
            <p className={styles.intro}>{c.description}</p>
            <ProductGrid
              products={c.preview}
              label={c.name}
              onOpen={(product, lookKey) => {
                const look = lookKey ?? product.swatches[0]?.key;
                if (look) rememberProductTrail(product.slug, look, [STARTERS, { label: c.name, href: `/shop/collection/${c.slug}` }]);
              }}
            />
          </section>
        ))
      ) : (
        <DirectoryStatus kind="starter-collections" status={dir?.status} error={dir?.error} />
      )}
    </div>
  );
}
