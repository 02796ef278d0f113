import { NavLink } from 'react-router-dom';
import { PAPER_CATALOGUES, PAPER_HOME_PATH, SAMPLES_PATH, SUITES_PATH, UNIVERSAL_PATH } from '../../../contracts/paper';
import styles from './PaperNav.module.scss';

export interface PaperNavProps {
  /** Guests start from /universal (spec §2 boutique nav), couples from the paper home. */
  universal: boolean;
  sampleCount: number;
}

const SHORT: Record<string, string> = {
  invitations: 'Invitations',
  'save-the-date': 'Save the dates',
  'change-the-date': 'Change the dates',
  'thank-you-cards': 'Thank-you cards',
  menus: 'Menus',
  enclosures: 'Enclosures',
  'place-cards': 'Place cards',
  'holiday-cards': 'Holiday cards',
  programs: 'Programs',
  'bridal-shower': 'Shower invitations',
};

/** The paper pages' own links: every catalogue, the suites and the sample box. A scrolling row on small screens. */
export function PaperNav({ universal, sampleCount }: PaperNavProps) {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <nav className={styles.nav} aria-label="Invitations and paper">
      <ul className={styles.list}>
        <li>
          <NavLink end to={universal ? UNIVERSAL_PATH : PAPER_HOME_PATH} className={cls}>
            All paper
          </NavLink>
        </li>
        {PAPER_CATALOGUES.map((c) => (
          <li key={c.slug}>
            <NavLink to={c.path} className={cls}>
              {SHORT[c.slug] ?? c.title}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={SUITES_PATH} className={cls}>
            Suites
          </NavLink>
        </li>
        <li>
          <NavLink to={SAMPLES_PATH} className={cls}>
            Free samples ({sampleCount})
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
