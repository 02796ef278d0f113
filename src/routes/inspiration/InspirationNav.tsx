import { NavLink } from 'react-router-dom';
import styles from './InspirationPages.module.scss';

/** The inspiration pages' own links. */
export function InspirationNav() {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink);
  return (
    <nav className={styles.nav} aria-label="Inspiration">
      <NavLink end className={cls} to="/inspiration">
        Real weddings
      </NavLink>
      <NavLink className={cls} to="/inspiration/onboard">
        Style quiz
      </NavLink>
      <NavLink className={cls} to="/inspiration/boards">
        Your boards
      </NavLink>
    </nav>
  );
}
