import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import type { PrimaryIdentifier, PrimaryItem } from '../primaryNav';
import { previewPath, REGISTRY_SETTINGS_PATH } from '../registryMenu';
import type { NavItem } from '../types';
import styles from './TopNav.module.scss';

export interface MobileMenuPanelProps {
  primary: PrimaryItem[];
  active: PrimaryIdentifier | null;
  sectionLabel: string;
  items: NavItem[];
  loading: boolean;
  /** Signed in without a registry row: the Quick-Add Packs link lives here. */
  quickAdd: boolean;
  /** The couple's registry (its utility links), if the registry row shows. */
  registrySlug: string | null;
  aboutRegistry: NavItem[];
}

/** Below 768 px, the menu button's panel: the primary items, the section's menu, the registry's tools. */
export default function MobileMenuPanel({
  primary,
  active,
  sectionLabel,
  items,
  loading,
  quickAdd,
  registrySlug,
  aboutRegistry,
}: MobileMenuPanelProps) {
  return (
    <>
      <h2 className={styles.panelHeading}>Explore</h2>
      <ul className={styles.panelList}>
        {primary.map((item) => (
          <li key={item.identifier}>
            <Link to={item.path} aria-current={item.identifier === active ? 'true' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.panelHeading}>{sectionLabel}</h2>
      {loading ? (
        <div className={styles.skeletonRow} role="status" aria-label="Loading navigation">
          {[88, 96, 72].map((w, i) => (
            <Skeleton key={i} width={w} height={14} />
          ))}
        </div>
      ) : (
        <ul className={styles.panelList}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.path}>{item.title}</Link>
              {item.children.length > 0 && (
                <ul className={styles.panelChildren}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link to={child.path}>{child.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {quickAdd && (
        <ul className={styles.panelList}>
          <li>
            <Link to="/registry/quick-add-packs">Registry Collections &amp; Quick-Add Packs</Link>
          </li>
        </ul>
      )}
      {registrySlug && (
        <>
          <h2 className={styles.panelHeading}>Your registry</h2>
          <ul className={styles.panelList}>
            <li>
              <Link to={previewPath(registrySlug)}>Preview as guest</Link>
            </li>
            {aboutRegistry.map((child) => (
              <li key={child.id}>
                <Link to={child.path}>{child.title}</Link>
              </li>
            ))}
            <li>
              <Link to={REGISTRY_SETTINGS_PATH}>Settings</Link>
            </li>
          </ul>
        </>
      )}
    </>
  );
}
