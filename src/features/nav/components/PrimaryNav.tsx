import { Link } from 'react-router-dom';
import type { PrimaryIdentifier, PrimaryItem } from '../primaryNav';
import styles from './TopNav.module.scss';

/** Spec §2 primary level: one link per product area; the active area is marked (aria-current). */
export function PrimaryNav({ items, active, className }: { items: PrimaryItem[]; active: PrimaryIdentifier | null; className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={styles.primaryList}>
        {items.map((item) => (
          <li key={item.identifier}>
            <Link to={item.path} className={item.identifier === active ? styles.primaryActive : styles.primaryLink} aria-current={item.identifier === active ? 'true' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
