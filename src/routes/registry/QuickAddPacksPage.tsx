import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { selectQuickAddPacks } from '../../features/registry/registrySelectors';
import { quickAddPackRequested, quickAddPacksRequested } from '../../features/registry/registrySlice';
import { PackCard } from '../../features/registry/components/PackCard';
import { selectIsGuest } from '../../features/user/userSelectors';
import styles from './QuickAddPacksPage.module.scss';
import shared from '../../features/registry/components/Registry.module.scss';

/** /registry/quick-add-packs: curated packs, each added to the registry in one click (skipped gifts reported). */
export default function QuickAddPacksPage() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const { status, error, list, adding, results, addErrors } = useAppSelector(selectQuickAddPacks);
  useEffect(() => {
    dispatch(quickAddPacksRequested());
  }, [dispatch, isGuest]);

  return (
    <div className={shared.page}>
      <h1>Quick-add packs</h1>
      <p className={shared.intro}>
        Sets our registry advisors put together. Add a whole pack in one click, then fine-tune quantities on your registry.
      </p>
      {status === 'failed' && list.length === 0 ? (
        <div className={shared.message} role="alert">
          <p>We could not load the packs. {error?.message}</p>
          <button type="button" className={shared.secondaryButton} onClick={() => dispatch(quickAddPacksRequested())}>
            Try again
          </button>
        </div>
      ) : list.length === 0 ? (
        <div aria-busy="true" className={styles.packs}>
          <p role="status" className="visually-hidden">
            Loading packs…
          </p>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={320} />
          ))}
        </div>
      ) : (
        <ul className={styles.packs}>
          {list.map((pack) => (
            <li key={pack.id}>
              <PackCard
                pack={pack}
                isGuest={isGuest}
                adding={adding === pack.id}
                otherAdding={adding !== null && adding !== pack.id}
                result={results[pack.id]}
                errorMessage={addErrors[pack.id]?.message}
                onAdd={() => dispatch(quickAddPackRequested({ packId: pack.id }))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
