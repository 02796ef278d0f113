import type { PrimaryIdentifier, PrimaryItem } from '../primaryNav';
import { OverflowNavList } from './OverflowNavList';
import styles from './TopNav.module.scss';

/**
 * Spec §2 primary level: one link per product area; the active area is marked (aria-current).
 * The row always fits: what does not fit at the current width is in its "More" menu.
 */
export function PrimaryNav({ items, active, className }: { items: PrimaryItem[]; active: PrimaryIdentifier | null; className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <OverflowNavList
        items={items.map((item) => ({
          id: item.identifier,
          title: item.title,
          path: item.path,
          current: item.identifier === active ? 'true' : undefined,
        }))}
        linkClassName={styles.primaryLink}
        activeClassName={styles.primaryActive}
        listClassName={styles.primaryList}
      />
    </nav>
  );
}
