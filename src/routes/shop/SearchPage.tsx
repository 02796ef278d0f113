import { useSearchParams } from 'react-router-dom';
import { ListingView } from '../../features/shop/components/ListingView';
import styles from '../../features/shop/components/Shop.module.scss';

/** /shop/search?q= */
export default function SearchPage() {
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  if (!q) {
    return (
      <div className={styles.page}>
        <h1>Search the shop</h1>
        <form action="/shop/search" className={styles.searchForm} role="search">
          <label htmlFor="shop-search">Search for gifts</label>
          <input id="shop-search" name="q" type="search" />
          <button type="submit" className={styles.primaryButton}>
            Search
          </button>
        </form>
      </div>
    );
  }
  return <ListingView key={q} kind="search" slug={q} heading={() => ({ title: `Results for “${q}”` })} />;
}
