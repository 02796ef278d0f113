import { unavailableMessage } from '../cartRules';
import type { UnavailableItem } from '../types';
import styles from './UnavailableNotice.module.scss';

/** Spec §4: what the cart load took out, 'X is out of stock and was removed from your cart'. */
export function UnavailableNotice({ items, onDismiss }: { items: UnavailableItem[]; onDismiss: () => void }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{unavailableMessage(items.map((i) => i.name))}.</p>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
