import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { categoriesRequested } from '../../features/nav/navSlice';
import { selectCategories } from '../../features/nav/navSelectors';
import { selectIsAfterWedding } from '../../features/registry/registrySelectors';
import { selectUserContext } from '../../features/user/userSelectors';
import { formatCents } from '../../lib/money';
import { ListingView } from '../../features/shop/components/ListingView';
import styles from './RegistryShopPage.module.scss';
import { CompletionDiscountSection } from './CompletionDiscountSection';

const NEW_ARRIVALS = { key: 'new-arrivals', name: 'New arrivals' };

/**
 * /registry/shop: the post-wedding shop (spec §2: it takes the place of 'Add gifts' once the
 * wedding date has passed). The shop's own listing (filters, sort, pages), one category at a time,
 * with the couple's store credit to spend, and after the wedding their completion discount on
 * what is left on their registry (issue 26).
 */
export default function RegistryShopPage() {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategories);
  const { credit_balance_cents: credit, has_registry: hasRegistry } = useAppSelector(selectUserContext);
  const afterWedding = useAppSelector(selectIsAfterWedding);
  const [, setSearch] = useSearchParams();
  const [category, setCategory] = useState(NEW_ARRIVALS);
  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);

  const choose = (next: { key: string; name: string }) => {
    setCategory(next);
    setSearch({}); // filters belong to the category they were chosen in
  };

  return (
    <div className={styles.shop}>
      <div className={styles.intro}>
        <p className="eyebrow">Post-wedding shop</p>
        <p>
          {afterWedding
            ? 'Congratulations! Finish your home with what guests did not get to'
            : 'Shopping for yourselves? Everything in the shop, delivered to you'}
          {credit > 0 ? (
            <>
              , with your <strong>{formatCents(credit)}</strong> store credit to spend
            </>
          ) : null}
          .
        </p>
        <nav aria-label="Shop categories">
          <ul className={styles.chips}>
            {[NEW_ARRIVALS, ...categories].map((c) => (
              <li key={c.key}>
                <button type="button" aria-pressed={category.key === c.key} onClick={() => choose({ key: c.key, name: c.name })}>
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* The couple's completion discount: only a couple with a registry has one to ask for. */}
      {hasRegistry && <CompletionDiscountSection />}
      <ListingView
        key={category.key}
        kind="category"
        slug={category.key}
        heading={(l) => ({ title: `Shop ${l?.category?.key === category.key ? l.category.name : category.name}` })}
      />
    </div>
  );
}
