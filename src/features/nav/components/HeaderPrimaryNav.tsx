import { useAppSelector } from '../../../app/hooks';
import { useBreakpoint } from '../../../lib/breakpoints';
import { selectIsGuest } from '../../user/userSelectors';
import { useNavSection } from '../useNavSection';
import { usePrimaryItems } from '../usePrimaryItems';
import { PrimaryNav } from './PrimaryNav';
import styles from './TopNav.module.scss';

/**
 * The primary level inside the logo row: signed-in users on tablet and desktop (spec §2 base row
 * of 76 px). Guests get it as a row of its own (TopNav); below 768 px it is in the menu panel.
 */
export function HeaderPrimaryNav() {
  const isGuest = useAppSelector(selectIsGuest);
  const isMobile = useBreakpoint() === 'mobile';
  const { active } = useNavSection();
  const items = usePrimaryItems();
  if (isGuest || isMobile) return null;
  return <PrimaryNav items={items} active={active} className={styles.inlinePrimary} />;
}
