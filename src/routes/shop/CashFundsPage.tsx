import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectDirectory } from '../../features/shop/shopSelectors';
import { directoryRequested } from '../../features/shop/shopSlice';
import { formatCents } from '../../lib/money';
import { DirectoryStatus } from '../../features/shop/components/DirectoryStatus';
import styles from '../../features/shop/components/Shop.module.scss';

const selectFunds = selectDirectory('cash-funds');

/** /shop/honeymoon-cash-funds: honeymoon and cash fund ideas. */
export default function CashFundsPage() {
  const dispatch = useAppDispatch();
  const dir = useAppSelector(selectFunds);
  useEffect(() => {
    dispatch(directoryRequested('cash-funds'));
  }, [dispatch]);
  const funds = dir?.data?.funds;
  const groups = [
    { kind: 'HONEYMOON' as const, title: 'Honeymoon funds' },
    { kind: 'CASH' as const, title: 'Cash funds' },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Honeymoon & cash funds</h1>
        <p className={styles.intro}>Let guests contribute to the trip, the home or whatever comes next.</p>
      </header>
      {funds ? (
        groups.map((g) => (
          <section key={g.kind} aria-labelledby={`f-${g.kind}`} className={styles.header}>
            <h2 id={`f-${g.kind}`}>{g.title}</h2>
            <ul className={styles.cards}>
              {funds
                .filter((f) => f.kind === g.kind)
                .map((f) => (
                  <li key={f.id}>
                    <article className={styles.tile}>
                      <img src={f.image_url} alt="" width={480} height={320} loading="lazy" />
                      <div>
                        <h3>{f.name}</h3>
                        <p>{f.description}</p>
                        <p>Suggested goal: {formatCents(f.suggested_goal_cents)}</p>
                      </div>
                    </article>
                  </li>
                ))}
            </ul>
          </section>
        ))
      ) : (
        <DirectoryStatus kind="cash-funds" status={dir?.status} error={dir?.error} />
      )}
    </div>
  );
}
