import type { RegistryItem } from '../types';
import styles from './Registry.module.scss';
import { RegistryItemCard } from './RegistryItemCard';

export interface RegistryItemGridProps {
  items: RegistryItem[];
  label: string;
  onBuy: (item: RegistryItem) => void;
  onContribute: (item: RegistryItem, amountCents: number) => void;
  /** 'I bought this' on a gift from another store (guests only). */
  onMarkPurchased?: (item: RegistryItem) => void;
  busy: boolean;
  headingLevel?: 3 | 4;
  /** The registry shown: each gift's page opens in its context. */
  registryKey?: string;
}

/** A registry's gifts as a grid of cards (one collection, or all of them). */
export function RegistryItemGrid({
  items,
  label,
  onBuy,
  onContribute,
  onMarkPurchased,
  busy,
  headingLevel,
  registryKey,
}: RegistryItemGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} data-gift>
          <RegistryItemCard
            item={item}
            onBuy={onBuy}
            onContribute={onContribute}
            onMarkPurchased={onMarkPurchased}
            busy={busy}
            headingLevel={headingLevel}
            registryKey={registryKey}
          />
        </li>
      ))}
    </ul>
  );
}
