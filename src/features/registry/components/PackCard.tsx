import { Link } from 'react-router-dom';
import { Price } from '../../../components/Price/Price';
import { Tag } from '../../../components/Tag/Tag';
import { formatCents } from '../../../lib/money';
import type { QuickAddPack, QuickAddResult } from '../types';
import styles from './PackCard.module.scss';
import shared from './Registry.module.scss';

export interface PackCardProps {
  pack: QuickAddPack;
  isGuest: boolean;
  adding: boolean;
  otherAdding: boolean;
  result?: QuickAddResult;
  errorMessage?: string;
  onAdd: () => void;
}

/** A quick-add pack: its gifts, Add pack to registry (or Log in to add), and what the add did. */
export function PackCard({ pack, isGuest, adding, otherAdding, result, errorMessage, onAdd }: PackCardProps) {
  const titleId = `pack-${pack.id}`;
  const allOn = !isGuest && pack.items.every((i) => i.on_registry);
  return (
    <article className={styles.pack} aria-labelledby={titleId}>
      {pack.image_url && <img className={styles.packImage} src={pack.image_url} alt="" width={640} height={320} loading="lazy" />}
      <div className={styles.packBody}>
        <h2 id={titleId}>{pack.name}</h2>
        <p className={shared.muted}>{pack.description}</p>
        <p className={styles.total}>
          {pack.items.length} gifts · {formatCents(pack.total_cents)} in all
        </p>
        <ul className={styles.items} aria-label={`In the ${pack.name} pack`}>
          {pack.items.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.image_url && <img src={item.image_url} alt="" width={48} height={48} loading="lazy" />}
              <div>
                <p className={styles.itemTitle}>
                  {item.product_path ? <Link to={item.product_path}>{item.title}</Link> : item.title}
                  {item.quantity > 1 && <span className={shared.muted}> × {item.quantity}</span>}
                </p>
                <p className={styles.itemMeta}>
                  {item.kind === 'CASH_FUND' ? (
                    item.cash_fund?.goal_cents ? (
                      <>Cash fund · goal {formatCents(item.cash_fund.goal_cents)}</>
                    ) : (
                      'Cash fund'
                    )
                  ) : (
                    item.price_cents !== null && <Price cents={item.price_cents} />
                  )}
                </p>
                <div className={styles.itemTags}>
                  {item.on_registry && (
                    <Tag variant="green" size="small">
                      On your registry
                    </Tag>
                  )}
                  {item.can_ship === false && (
                    <Tag variant="orange" size="small">
                      Cannot ship to Hawaii or Alaska
                    </Tag>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.action}>
          {isGuest ? (
            <Link className={shared.secondaryButton} to="/account/login?next=%2Fregistry%2Fquick-add-packs">
              Log in to add<span className="visually-hidden"> the {pack.name} pack</span>
            </Link>
          ) : (
            <button
              type="button"
              className={shared.primaryButton}
              disabled={adding || otherAdding || allOn}
              onClick={onAdd}
              aria-describedby={titleId}
            >
              {adding ? 'Adding…' : allOn ? 'All on your registry' : 'Add pack to registry'}
            </button>
          )}
        </div>
        <div role="status" className={styles.result}>
          {result && (
            <>
              <p>
                {result.added.length === 1 ? '1 gift added' : `${result.added.length} gifts added`} to your registry
                {result.skipped.length > 0 ? `; ${result.skipped.length} skipped:` : '.'}
              </p>
              {result.skipped.length > 0 && (
                <ul>
                  {result.skipped.map((s) => (
                    <li key={s.pack_item_id}>
                      <strong>{s.title}</strong>: {s.message}
                    </li>
                  ))}
                </ul>
              )}
              {result.added.length > 0 && <Link to="/my-registry">See your registry</Link>}
            </>
          )}
        </div>
        {errorMessage && (
          <p role="alert" className={shared.error}>
            {errorMessage}
          </p>
        )}
      </div>
    </article>
  );
}
