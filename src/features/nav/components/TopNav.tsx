import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useBreakpoint } from '../../../lib/breakpoints';
import { buildSearchPath } from '../../../lib/vendorUrls';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { selectIsGuest, selectPrimaryWedding } from '../../user/userSelectors';
import { selectEffectiveLocation } from '../../vendors/vendorLocationSelectors';
import { VENDOR_CATEGORY_LINKS } from '../../vendors/categories';
import { boutiqueNavRequested, legacyNavRequested, navRefreshRequested } from '../navSlice';
import { selectBoutiqueMenu, selectBoutiqueStatus, selectMenu, selectMenuStatus } from '../navSelectors';
import type { NavSection } from '../primaryNav';
import { isAfterWedding } from '../../../contracts/weddingDay';
import { invitesPaperPath, previewPath, REGISTRY_SETTINGS_PATH, registrySecondaryItems } from '../registryMenu';
import type { NavItem } from '../types';
import { useNavSection } from '../useNavSection';
import { usePrimaryItems } from '../usePrimaryItems';
import { NavDropdown } from './NavDropdown';
import { OverflowNavList } from './OverflowNavList';
import { PrimaryNav } from './PrimaryNav';
import MobileMenuPanel from './MobileMenuPanel';
import styles from './TopNav.module.scss';

const SECTION_LABEL: Record<NavSection, string> = { registry: 'Shop', boutique: 'Wedding shop', marketplace: 'Vendor categories' };

const link = (identifier: string, title: string, path: string, children: NavItem[] = []): NavItem => ({
  id: identifier,
  identifier,
  title,
  path,
  parent: null,
  businessUnit: 'WEDDING_REGISTRY',
  children,
  showCaret: children.length > 0,
  dockRight: false,
  centerDropdown: false,
});

/** Spec §2 registry utility menu: About registry (Perks, Why the registry, How it works). */
const ABOUT_REGISTRY = link('aboutRegistry', 'About registry', '/wedding-registry', [
  link('perks', 'Perks', '/wedding-registry/perks'),
  link('benefits', 'Why the registry', '/wedding-registry/benefits'),
  link('howItWorks', 'How it works', '/wedding-registry/how-it-works'),
]);

/** The lower level's items for the section (spec §2): registry top menu, boutique nav or vendor categories. */
function useSectionItems(section: NavSection): { items: NavItem[]; loading: boolean } {
  const isGuest = useAppSelector(selectIsGuest);
  const menu = useAppSelector(selectMenu);
  const menuStatus = useAppSelector(selectMenuStatus);
  const boutique = useAppSelector(selectBoutiqueMenu);
  const boutiqueStatus = useAppSelector(selectBoutiqueStatus);
  const location = useAppSelector(selectEffectiveLocation);
  if (section === 'marketplace') {
    return {
      loading: false,
      items: [
        ...VENDOR_CATEGORY_LINKS.map((c) => link(c.key, c.name, buildSearchPath({ location: location.slug, category: c.key }))),
        link('allVendors', 'All vendors', '/wedding-vendors'),
      ],
    };
  }
  if (section === 'boutique') {
    return {
      loading: boutiqueStatus === 'idle' || boutiqueStatus === 'loading',
      // Spec §2: Invites & Paper goes to /universal for guests.
      items: boutique.map((item) => (item.identifier === 'invitesPaper' ? { ...item, path: invitesPaperPath(isGuest) } : item)),
    };
  }
  return {
    loading: menuStatus === 'idle' || menuStatus === 'loading',
    // Spec §2: 'New Arrivals' reads 'New' for signed-in users.
    items: menu.map((item) => (item.identifier === 'newArrivals' && !isGuest ? { ...item, title: 'New' } : item)),
  };
}

/** The registry top menu's shop categories (between Brands and Cash Funds in the server's menu). */
const isCategory = (item: NavItem) => item.path === `/shop/category/${item.identifier}`;

/**
 * Desktop menu items. The registry top menu has every shop category; from 1600 px they are
 * separate entries, below that they are grouped under one 'Categories' dropdown so the row keeps
 * its height (the two variants swap by CSS, no re-render on resize).
 */
function DesktopMenu({ items, section, quickAdd }: { items: NavItem[]; section: NavSection; quickAdd: boolean }) {
  const entry = (item: NavItem, className?: string) =>
    item.children.length > 0 ? (
      <NavDropdown key={item.id} item={item} className={className} />
    ) : (
      <li key={item.id} className={`${styles.menuItem} ${className ?? ''}`}>
        <NavLink to={item.path} end className={styles.menuLink}>
          {item.title}
        </NavLink>
      </li>
    );
  const categories = section === 'registry' ? items.filter(isCategory) : [];
  const firstCategory = items.findIndex((item) => categories.includes(item));
  return (
    <ul className={section === 'marketplace' ? `${styles.menu} ${styles.scrollMenu}` : styles.menu}>
      {items.map((item, i) => [
        i === firstCategory && (
          <NavDropdown
            key="categories"
            item={link('categories', 'Categories', '/shop', [
              ...categories.map((c) => ({ ...c, children: [] })),
              link('allCategories', 'All categories', '/shop'),
            ])}
            className={styles.narrowOnly}
          />
        ),
        entry(item, categories.includes(item) ? styles.wideOnly : undefined),
      ])}
      {/* Spec §2: the Registry Collections and Quick-Add Packs menu only when signed in. */}
      {quickAdd && entry(link('quickAddPacks', 'Registry Collections & Quick-Add Packs', '/registry/quick-add-packs'))}
    </ul>
  );
}

/**
 * Spec §2 'Navigation' below the logo row: the primary level (its own row for guests on desktop;
 * signed-in users have it in the logo row), the registry secondary row with the utility menu for a
 * signed-in couple, and the section's menu (tertiary level) — dropdowns on desktop, a menu button
 * below 768 px. Each row has the height spec §2 gives it, which the layout reserves.
 */
export function TopNav() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const wedding = useAppSelector(selectPrimaryWedding);
  const { pathname } = useLocation();
  const breakpoint = useBreakpoint();
  const isMobile = breakpoint === 'mobile';
  const { active, section } = useNavSection();
  const primary = usePrimaryItems();
  const { items, loading } = useSectionItems(section);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    dispatch(legacyNavRequested());
  }, [dispatch]);
  // The boutique's menu (and which category pages are the boutique's) matters only in the shop.
  const inShop = pathname.startsWith('/shop/');
  useEffect(() => {
    if (inShop) dispatch(boutiqueNavRequested());
  }, [dispatch, inShop]);
  // Back to the tab after a while: stale menus are fetched again (debounced in the saga).
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') dispatch(navRefreshRequested());
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [dispatch]);
  // A new page closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  const registryRow = !isGuest && wedding && section === 'registry' ? wedding : null;
  const copyLink = async () => {
    if (!registryRow) return;
    await navigator.clipboard?.writeText(`${window.location.origin}/registry/${registryRow.registry_key ?? registryRow.slug}`);
    setCopied(true);
  };

  const sectionLabel = SECTION_LABEL[section];
  const skeleton = (
    <div className={styles.skeletonRow} role="status" aria-label="Loading navigation">
      {[88, 96, 72, 104, 80, 92].map((w, i) => (
        <Skeleton key={i} width={w} height={14} />
      ))}
    </div>
  );

  return (
    <div className={styles.topNav}>
      {isGuest && !isMobile && <PrimaryNav items={primary} active={active} className={styles.primaryRow} />}

      {registryRow && (
        <nav aria-label="Your registry" className={styles.secondary}>
          {/* Always fits (issue 25: at 375 px it was cut at "Gift tr"): what does not fit is under More. */}
          <OverflowNavList
            items={[
              ...registrySecondaryItems(isAfterWedding(registryRow.wedding_date, registryRow.time_zone)),
              // Spec §2: the Registry Collections and Quick-Add Packs menu only when signed in.
              { id: 'quickAddPacks', title: 'Registry Collections & Quick-Add Packs', path: '/registry/quick-add-packs' },
            ].map((item) => ({ ...item, current: pathname === item.path ? 'page' : undefined }))}
            linkClassName={styles.secondaryLink}
            activeClassName={styles.secondaryCurrent}
            listClassName={styles.secondaryList}
          />
          {!isMobile && (
            <ul className={styles.utility} aria-label="Registry tools">
              <li className={styles.utilityGroup}>
                <Link to={previewPath(registryRow.registry_key ?? registryRow.slug)}>Preview as guest</Link>
                <button type="button" className={styles.utilityButton} onClick={copyLink}>
                  Copy link
                </button>
                <span role="status" className="visually-hidden">
                  {copied ? 'Link copied' : ''}
                </span>
              </li>
              <NavDropdown item={ABOUT_REGISTRY} showAll={false} />
              <li>
                <Link to={REGISTRY_SETTINGS_PATH}>Settings</Link>
              </li>
            </ul>
          )}
        </nav>
      )}

      {isMobile ? (
        <nav aria-label="Menu" className={styles.mobileNav}>
          <button
            type="button"
            className={styles.mobileToggle}
            aria-expanded={mobileOpen}
            aria-controls="mobile-site-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            <span className={styles.burger} aria-hidden="true" />
            {mobileOpen ? 'Close menu' : 'Menu'}
          </button>
          <div id="mobile-site-menu" hidden={!mobileOpen} className={styles.mobilePanel}>
            {mobileOpen && (
              <MobileMenuPanel
                primary={primary}
                active={active}
                sectionLabel={sectionLabel}
                items={items}
                loading={loading}
                quickAdd={!isGuest && section === 'registry' && !registryRow}
                registrySlug={registryRow ? (registryRow.registry_key ?? registryRow.slug) : null}
                aboutRegistry={ABOUT_REGISTRY.children}
              />
            )}
          </div>
        </nav>
      ) : loading ? (
        <div className={styles.tertiary}>{skeleton}</div>
      ) : (
        <nav aria-label={sectionLabel} className={styles.tertiary}>
          <DesktopMenu items={items} section={section} quickAdd={!isGuest && section === 'registry' && !registryRow} />
        </nav>
      )}
    </div>
  );
}
