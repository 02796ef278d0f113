import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { Tag } from '../../components/Tag/Tag';
import { checklistCountText } from '../../contracts/registryChecklist';
import { ProgressBar } from '../../features/registry/components/ProgressBar';
import { selectChecklist } from '../../features/registry/registrySelectors';
import { checklistRequested } from '../../features/registry/registrySlice';
import { CoupleGate, CoupleLoadError } from '../../features/registry/components/CoupleGate';
import styles from './ChecklistPage.module.scss';
import shared from '../../features/registry/components/Registry.module.scss';

/** /registry/checklist: what a well-rounded registry holds, category by category, with progress. */
export default function ChecklistPage() {
  return (
    <CoupleGate title="Registry checklist">
      <Checklist />
    </CoupleGate>
  );
}

function Checklist() {
  const dispatch = useAppDispatch();
  const { status, error, data } = useAppSelector(selectChecklist);
  useEffect(() => {
    dispatch(checklistRequested());
  }, [dispatch]);

  return (
    <div className={`${shared.page} ${shared.narrow}`}>
      <h1>Registry checklist</h1>
      <p className={shared.intro}>Our suggestions for a registry guests love to shop. Each category fills as you add gifts.</p>
      {!data ? (
        status === 'failed' ? (
          <CoupleLoadError error={error} what="your checklist" onRetry={() => dispatch(checklistRequested())} />
        ) : (
          <div aria-busy="true" className={styles.list}>
            <p role="status" className="visually-hidden">
              Loading your checklist…
            </p>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={96} />
            ))}
          </div>
        )
      ) : (
        <>
          <section className={styles.overall} aria-labelledby="overall-title">
            <h2 id="overall-title">{data.percent_complete}% complete</h2>
            <ProgressBar
              value={data.percent_complete}
              label="Registry checklist progress"
              valueText={`${data.percent_complete}% complete: ${data.counted_total} of ${data.suggested_total} suggested gifts`}
            />
            <p className={shared.muted}>
              {data.counted_total} of {data.suggested_total} suggested gifts added
            </p>
          </section>
          <ul className={styles.list}>
            {data.categories.map((c) => {
              const countText = checklistCountText(c.added_count, c.counted_count, c.suggested_count);
              return (
                <li key={c.key} className={styles.category}>
                  <div className={styles.categoryHead}>
                    <h2>{c.name}</h2>
                    {c.complete && (
                      <Tag variant="green" size="small">
                        Complete
                      </Tag>
                    )}
                  </div>
                  <p className={shared.muted}>{c.description}</p>
                  <ProgressBar value={c.percent} label={`${c.name} progress`} valueText={countText} />
                  <div className={styles.categoryFoot}>
                    <span>{countText}</span>
                    <Link to={c.shop_path}>
                      {c.complete ? 'Add more' : 'Shop'}
                      <span className="visually-hidden"> {c.name}</span>
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
