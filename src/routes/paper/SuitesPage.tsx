import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { STYLE_LABELS } from '../../contracts/paper';
import { suitesRequested } from '../../features/paper/paperSlice';
import { selectPaperSuites, selectSampleBox } from '../../features/paper/paperSelectors';
import { DesignTile } from '../../features/paper/components/DesignTile';
import { PaperNav } from '../../features/paper/components/PaperNav';
import { selectIsGuest } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';

/** /wedding-planning/suites/shop: the designs grouped by suite, each suite's pieces in the order they are sent. */
export default function SuitesPage() {
  const dispatch = useAppDispatch();
  const suites = useAppSelector(selectPaperSuites);
  const box = useAppSelector(selectSampleBox);
  const isGuest = useAppSelector(selectIsGuest);
  useEffect(() => {
    dispatch(suitesRequested());
  }, [dispatch]);
  return (
    <div className={styles.page}>
      <PaperNav universal={isGuest} sampleCount={box.length} />
      <h1 className={styles.heading}>Invitation suites</h1>
      <p className={styles.intro}>
        Each suite shares its motif, typefaces and colours from the save the date to the thank-you card, so one look carries through the
        day.
      </p>
      {suites.status === 'failed' && <p className={styles.error}>{suites.error?.message}</p>}
      {!suites.answer && suites.status !== 'failed' && (
        <p role="status">
          <span className="visually-hidden">Loading the suites…</span>
          <Skeleton height={320} />
        </p>
      )}
      {suites.answer?.suites.map((s) => (
        <section key={s.slug} id={s.slug} className={styles.suite} aria-labelledby={`suite-${s.slug}`}>
          <div className={styles.suiteHead}>
            <h2 id={`suite-${s.slug}`}>{s.name}</h2>
            <span>
              {STYLE_LABELS[s.style]} · {s.pieces.length} pieces
            </span>
            <p>{s.description}</p>
          </div>
          <ul className={styles.grid}>
            {s.pieces.map((p) => (
              <li key={p.slug}>
                <DesignTile design={p} showType />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
