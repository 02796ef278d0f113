import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useBreakpoint } from '../../../lib/breakpoints';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { selectIsGuest, selectPrimaryWedding } from '../../user/userSelectors';
import { legacyNavRequested } from '../navSlice';
import { selectMenu, selectMenuStatus } from '../navSelectors';
import { invitesPaperPath, isAfterWedding, previewPath, registrySecondaryItems } from '../registryMenu';
import { NavDropdown } from './NavDropdown';
import styles from './TopNav.module.scss';

/** Spec §2 'Navigation': registry top menu, signed-in secondary row and utility menu, mobile menu. */
export function TopNav() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const wedding = useAppSelector(selectPrimaryWedding);
  const menu = useAppSelector(selectMenu);
  const status = useAppSelector(selectMenuStatus);
  const breakpoint = useBreakpoint();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    dispatch(legacyNavRequested());
  }, [dispatch]);

  // Spec §2: 'New Arrivals' reads 'New' for signed-in users.
  const items = menu.map((item) => (item.identifier === 'newArrivals' && !isGuest ? { ...item, title: 'New' } : item));
  const loading = status === 'idle' || status === 'loading';
  const signedInRow = !isGuest && wedding;

  const copyLink = async () => {
    if (!wedding) return;
    await navigator.clipboard?.writeText(`${window.location.origin}/registry/${wedding.slug}`);
    setCopied(true);
  };

  const topMenu = (
    <ul className={styles.menu}>
      {items.map((item) =>
        item.children.length > 0 && breakpoint !== 'mobile' ? (
          <NavDropdown key={item.id} item={item} />
        ) : (
          <li key={item.id} className={styles.menuItem}>
            <NavLink to={item.path} className={styles.menuLink}>
              {item.title}
            </NavLink>
          </li>
        ),
      )}
      <li className={styles.menuItem}>
        <NavLink to={invitesPaperPath(isGuest)} className={styles.menuLink}>
          Invites &amp; Paper
        </NavLink>
      </li>
      {!isGuest && (
        <li className={styles.menuItem}>
          <NavLink to="/registry/quick-add-packs" className={styles.menuLink}>
            Registry Collections &amp; Quick-Add Packs
          </NavLink>
        </li>
      )}
    </ul>
  );

  return (
    <div className={styles.topNav}>
      {loading ? (
        <div className={styles.skeletonRow} role="status" aria-label="Loading navigation">
          {[88, 96, 72, 104, 80, 92].map((w, i) => (
            <Skeleton key={i} width={w} height={14} />
          ))}
        </div>
      ) : breakpoint === 'mobile' ? (
        <nav aria-label="Shop" className={styles.mobileNav}>
          <button type="button" className={styles.mobileToggle} aria-expanded={mobileOpen} aria-controls="mobile-shop-menu" onClick={() => setMobileOpen((o) => !o)}>
            {mobileOpen ? 'Close menu' : 'Menu'}
          </button>
          <div id="mobile-shop-menu" hidden={!mobileOpen} className={styles.mobilePanel}>
            {topMenu}
          </div>
        </nav>
      ) : (
        <nav aria-label="Shop" className={styles.desktopNav}>
          {topMenu}
        </nav>
      )}
      {signedInRow && (
        <nav aria-label="Your registry" className={styles.secondary}>
          <ul className={styles.secondaryList}>
            {registrySecondaryItems(isAfterWedding(wedding.wedding_date)).map((item) => (
              <li key={item.id}>
                <NavLink to={item.path}>{item.title}</NavLink>
              </li>
            ))}
          </ul>
          <ul className={styles.utility}>
            <li>
              <Link to={previewPath(wedding.slug)}>Preview as guest</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={copyLink}>
                Copy link
              </button>
              <span role="status" className="visually-hidden">{copied ? 'Link copied' : ''}</span>
            </li>
            <li>
              <Link to="/wedding-registry/perks">Perks</Link>
            </li>
            <li>
              <Link to="/wedding-registry/benefits">Why the registry</Link>
            </li>
            <li>
              <Link to="/wedding-registry/how-it-works">How it works</Link>
            </li>
            <li>
              <Link to="/account/settings/info">Settings</Link>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
