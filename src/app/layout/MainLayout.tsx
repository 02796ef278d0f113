import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { CartLink } from '../../features/cart/components/CartLink';
import { ModalRoot } from '../../features/modals/ModalRoot';
import { NoticeRegion } from '../../features/notices/components/NoticeRegion';
import { TopNav } from '../../features/nav/components/TopNav';
import { HeaderPrimaryNav } from '../../features/nav/components/HeaderPrimaryNav';
import { AccountMenu } from '../../features/nav/components/AccountMenu';
import { HeaderSearch } from '../../features/search/components/HeaderSearch';
import { useNavLayout, useNavSection } from '../../features/nav/useNavSection';
import { selectMarketplaceEntryPath } from '../../features/vendors/vendorLocationSelectors';
import { useBreakpoint } from '../../lib/breakpoints';
import { logInLinkFor } from '../../features/auth/logInLink';
import { selectIsGuest, selectIsSpoof, selectUserDisplayName } from '../../features/user/userSelectors';
import { getStartedPath } from '../../features/wedding/getStarted';
import styles from './MainLayout.module.scss';

/**
 * The footer sits below a viewport-high main, so it is never in the first view: its code loads
 * after the page's (out of every route's initial JS), and its arrival moves nothing on screen.
 */
const Footer = lazy(() => import('../../features/footer/components/Footer').then((m) => ({ default: m.Footer })));

/**
 * Spec §2 'Main layout': top navigation, the spoof banner ('Logged in as {name}') on
 * impersonated sessions, page content, footer. On client-side navigation focus moves to the
 * main region so screen-reader and keyboard users land on the new page.
 */
export default function MainLayout() {
  const isSpoof = useAppSelector(selectIsSpoof);
  const isGuest = useAppSelector(selectIsGuest);
  const name = useAppSelector(selectUserDisplayName);
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // Spec §2 heights: the header reserves the navigation's height, so rows arriving (the menu, the
  // signed-in rows after the user context loads) do not push the page down.
  const nav = useNavLayout(useNavSection().section);
  const marketplaceHref = useAppSelector(selectMarketplaceEntryPath(useBreakpoint() === 'desktop'));

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: false });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {isSpoof && (
        <div className={styles.spoofBanner} role="status">
          Logged in as {name}
        </div>
      )}
      <header className={styles.header} style={{ minHeight: nav.height }} data-layout={nav.layout}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.logo} aria-label="Confetti home">
            confetti
          </Link>
          <HeaderPrimaryNav />
          <HeaderSearch compact={!isGuest} />
          <div className={styles.account}>
            <CartLink />
            {isGuest ? (
              <>
                <Link to={logInLinkFor(location)}>Log in</Link>
                <Link to={getStartedPath(location.pathname)} className={styles.getStarted}>
                  Get started
                </Link>
              </>
            ) : (
              <AccountMenu />
            )}
          </div>
        </div>
        <TopNav />
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer signedIn={!isGuest} marketplaceHref={marketplaceHref} fromPath={location.pathname} />
      </Suspense>
      <NoticeRegion />
      <ModalRoot />
    </div>
  );
}
