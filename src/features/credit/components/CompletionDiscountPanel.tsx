import { Link } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import type { CompletionAnswer, CompletionItem } from '../../../contracts/completionDiscount';
import styles from './CompletionDiscountPanel.module.scss';

export interface CompletionDiscountPanelProps {
  answer: CompletionAnswer;
  onAdd: (item: CompletionItem) => void;
}

/**
 * The post-wedding shop's completion discount (issue 26): what it is and until when, and while it is
 * open the gifts still left on the couple's registry at their discounted price. Checkout applies it.
 */
export function CompletionDiscountPanel({ answer, onAdd }: CompletionDiscountPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="completion-title">
      <h2 id="completion-title">{answer.status === 'OPEN' ? `Your ${answer.percent}% completion discount` : 'Completion discount'}</h2>
      <p className={styles.message}>{answer.message}</p>
      {answer.status === 'OPEN' &&
        (answer.items.length === 0 ? (
          <p className={styles.message}>Nothing is left on your registry: your guests covered it all.</p>
        ) : (
          <ul className={styles.items} aria-label="Left on your registry">
            {answer.items.map((item) => (
              <li key={item.registry_item_id} className={styles.item}>
                {item.image_url ? (
                  <img src={item.image_url} alt="" width={96} height={96} loading="lazy" />
                ) : (
                  <span className={styles.noImage} />
                )}
                <div className={styles.body}>
                  <Link to={`/shop/product/${item.product_slug}`} className={styles.title}>
                    {item.title}
                  </Link>
                  {item.brand_name && <span className={styles.brand}>{item.brand_name}</span>}
                  <span className={styles.prices}>
                    <span className={styles.was}>
                      <span className="visually-hidden">Was </span>
                      <s>{formatCents(item.price_cents)}</s>
                    </span>{' '}
                    <strong>
                      <span className="visually-hidden">Now </span>
                      {formatCents(item.discounted_price_cents)}
                    </strong>
                  </span>
                  <span className={styles.left}>{item.remaining_qty} left on your registry</span>
                  <button
                    type="button"
                    className={styles.add}
                    disabled={item.available_qty <= 0}
                    onClick={() => onAdd(item)}
                    aria-label={item.available_qty > 0 ? `Add to cart: ${item.title}` : `Out of stock: ${item.title}`}
                  >
                    {item.available_qty > 0 ? 'Add to cart' : 'Out of stock'}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
