import { Link } from 'react-router-dom';
import styles from './Community.module.scss';

/** Where a page sits in the community: Community / board / … */
export function Crumbs({ items }: { items: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
