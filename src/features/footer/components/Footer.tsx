import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBreakpoint } from '../../../lib/breakpoints';
import {
  ACCESSIBILITY_REVIEWER,
  LEGAL_LINKS,
  SOCIAL_LINKS,
  footerGroups,
  infoPanelLinks,
  venuesHref,
  type FooterGroup,
  type FooterLink,
} from '../footerLinks';
import styles from './Footer.module.scss';

function FooterAnchor({ link, className }: { link: FooterLink; className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {link.label}
        {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

function GroupLinks({ group, id }: { group: FooterGroup; id?: string }) {
  return (
    <ul id={id} className={styles.links}>
      {group.links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          <FooterAnchor link={link} />
        </li>
      ))}
    </ul>
  );
}

/** Mobile: each group is an accordion, the first open. */
function MobileGroups({ groups }: { groups: FooterGroup[] }) {
  const [open, setOpen] = useState<Record<string, boolean>>(() => ({ [groups[0]?.id ?? '']: true }));
  const base = useId();
  return (
    <div className={styles.accordion}>
      {groups.map((group) => {
        const panelId = `${base}-${group.id}`;
        const expanded = !!open[group.id];
        return (
          <div key={group.id} className={styles.accordionItem}>
            <h2 className={styles.groupHeading}>
              <button
                type="button"
                className={styles.accordionButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((o) => ({ ...o, [group.id]: !o[group.id] }))}
              >
                {group.heading}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h2>
            {expanded && <GroupLinks group={group} id={panelId} />}
          </div>
        );
      })}
    </div>
  );
}

function AccessibilityStamp() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" role="img" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#fff" stroke="#0d5c5a" strokeWidth="3" />
      <circle cx="32" cy="16" r="5" fill="#0d5c5a" />
      <path d="M17 25h30M32 25v14M32 39l-8 13M32 39l8 13" stroke="#0d5c5a" strokeWidth="4" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export interface FooterProps {
  /** The signed-in state of the visitor. */
  signedIn: boolean;
  /** Pages shown to a couple's guests: hides Log in and Get started (spec §4). */
  guestMode?: boolean;
  /** Where the venues link goes without a searched location (spec §6 marketplace experiment). */
  marketplaceHref?: string;
  /** The page's path: 'Get started' carries it to onboarding (its business unit). */
  fromPath?: string;
}

/** Spec §2 'Footer and public links'. */
export function Footer({ signedIn, guestMode = false, marketplaceHref, fromPath }: FooterProps) {
  const breakpoint = useBreakpoint();
  const groups = footerGroups(venuesHref(typeof document === 'undefined' ? '' : document.cookie, marketplaceHref));
  const info = infoPanelLinks({ guestMode, signedIn, fromPath });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.groups}>
          {breakpoint === 'mobile' ? (
            <MobileGroups groups={groups} />
          ) : (
            <div className={styles.columns}>
              {groups.map((group) => (
                <div key={group.id}>
                  <h2 className={styles.groupHeading}>{group.heading}</h2>
                  <GroupLinks group={group} />
                </div>
              ))}
            </div>
          )}
        </nav>
        <section className={styles.info} aria-labelledby="footer-info-heading">
          <h2 id="footer-info-heading" className={styles.infoHeading}>
            For all the days along the way
          </h2>
          <ul className={styles.infoLinks}>
            {info.map((link) => (
              <li key={link.label}>
                <FooterAnchor link={link} className={link.label === 'Get started' ? styles.cta : undefined} />
              </li>
            ))}
          </ul>
          <a className={styles.appStore} href="https://apps.apple.com/" target="_blank" rel="noopener noreferrer">
            <svg width="120" height="40" viewBox="0 0 120 40" aria-hidden="true" focusable="false">
              <rect width="120" height="40" rx="8" fill="#1f2430" />
              <text x="60" y="17" fill="#fff" fontSize="8" textAnchor="middle" fontFamily="sans-serif">
                Download on the
              </text>
              <text x="60" y="30" fill="#fff" fontSize="12" fontWeight="bold" textAnchor="middle" fontFamily="sans-serif">
                App Store
              </text>
            </svg>
            <span className="visually-hidden">Download the Confetti app on the App Store (opens in a new tab)</span>
          </a>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.legal}>
        <p>© {new Date().getFullYear()} Confetti. All rights reserved.</p>
        <ul>
          {LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <FooterAnchor link={link} />
            </li>
          ))}
          <li>
            <a href={ACCESSIBILITY_REVIEWER.href} target="_blank" rel="noopener noreferrer" className={styles.stamp}>
              <AccessibilityStamp />
              <span>{ACCESSIBILITY_REVIEWER.label}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
