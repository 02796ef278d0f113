import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { signOutRequested } from '../../auth/identityEvents';
import { useBreakpoint } from '../../../lib/breakpoints';
import { selectPrimaryWedding, selectUserContext, selectUserDisplayName } from '../../user/userSelectors';
import { isAfterWedding } from '../../../contracts/weddingDay';
import { registryQuickLinks } from '../registryMenu';
import { DisclosureMenu, type DisclosureEntry } from './DisclosureMenu';
import styles from './AccountMenu.module.scss';

const DASHBOARD = { id: 'dashboard', label: 'Your wedding dashboard', to: '/wedding-planning/dashboard' };

/**
 * The signed-in end of the header. Desktop: the spec §6 `has_registry` quick-links menu, the
 * account's name (to account settings, cut with an ellipsis rather than wrapped) and Sign out.
 * Below 992 px all of it is one "Account" menu, so the row never wraps (issue 25: "Alex / Morgan",
 * "Sign / out" at 375 px) and the primary items keep the room.
 */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectUserDisplayName) || 'Account';
  const { has_registry: hasRegistry } = useAppSelector(selectUserContext);
  const wedding = useAppSelector(selectPrimaryWedding);
  // Below the desktop breakpoint the primary row needs the room: one compact menu.
  const compact = useBreakpoint() !== 'desktop';
  const quickLinks: DisclosureEntry[] =
    hasRegistry && wedding
      ? registryQuickLinks(wedding.registry_key ?? wedding.slug, isAfterWedding(wedding.wedding_date, wedding.time_zone)).map((l) => ({
          id: l.id,
          label: l.title,
          to: l.path,
        }))
      : [];
  const signOut = () => dispatch(signOutRequested());

  if (compact) {
    return (
      <DisclosureMenu
        label="Account"
        align="end"
        buttonClassName={styles.accountButton}
        entries={[
          { id: 'account', label: name, to: '/account/settings/info' },
          ...(wedding ? [DASHBOARD] : []),
          ...quickLinks,
          { id: 'signOut', label: 'Sign out', onSelect: signOut },
        ]}
      />
    );
  }
  return (
    <>
      {quickLinks.length > 0 && (
        <DisclosureMenu label="Your registry" align="end" entries={quickLinks} buttonClassName={styles.registryButton} />
      )}
      <Link to="/account/settings/info" className={styles.name}>
        {name}
      </Link>
      <button type="button" className={`link-button ${styles.signOut}`} onClick={signOut}>
        Sign out
      </button>
    </>
  );
}
