import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ListingView } from '../../features/shop/components/ListingView';
import { SearchMatches } from '../../features/search/components/SearchMatches';
import { selectMatches } from '../../features/search/searchSelectors';
import { matchesRequested } from '../../features/search/searchSlice';
import styles from '../../features/shop/components/Shop.module.scss';

/**
 * /shop/search?q= (issue 32): the products with the shop's filters, typo-tolerant (a query that
 * matches nothing shows its corrected spelling's products and says so), and the brands,
 * categories and vendors the query matches.
 */
export default function SearchPage() {
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const dispatch = useAppDispatch();
  const matches = useAppSelector(selectMatches);
  useEffect(() => {
    if (q) dispatch(matchesRequested(q));
  }, [dispatch, q]);

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
  return (
    <ListingView
      key={q}
      kind="search"
      slug={q}
      heading={(listing) =>
        listing?.q === q && listing.did_you_mean
          ? {
              title: `Results for “${listing.did_you_mean}”`,
              intro: `Nothing matched “${q}”, so these are the results for “${listing.did_you_mean}”.`,
            }
          : { title: `Results for “${q}”` }
      }
      headerExtra={<SearchMatches q={q} answer={matches.query === q ? matches.answer : null} />}
    />
  );
}
