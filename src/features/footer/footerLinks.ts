import { getStartedPath } from '../wedding/getStarted';

/** Spec §2 'Footer and public links', as data. */
export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
  /** Opens in a new tab (external links except the accessibility page, which stays in the same tab). */
  newTab?: boolean;
}

export interface FooterGroup {
  id: string;
  heading: string;
  links: FooterLink[];
}

export const SEARCH_LOCATION_COOKIE = 'confetti_search_location';

/**
 * Spec §2: vendor search for the searched location's slug (cookie set by the vendors domain), else
 * the marketplace link (/wedding-vendors, or search results in the spec §6 experiment).
 */
export function venuesHref(cookie: string, marketplaceHref = '/wedding-vendors'): string {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SEARCH_LOCATION_COOKIE}=`));
  if (!raw) return marketplaceHref;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.slice(SEARCH_LOCATION_COOKIE.length + 1))) as { slug?: unknown };
    if (typeof parsed.slug === 'string' && /^[a-z0-9-]+$/.test(parsed.slug)) return `/wedding-vendors/search/${parsed.slug}`;
  } catch {
    // A malformed cookie falls back to the marketplace link.
  }
  return marketplaceHref;
}

export function footerGroups(venues: string): FooterGroup[] {
  return [
    {
      id: 'plan',
      heading: 'Plan your wedding',
      links: [
        { label: 'Venues and vendors', href: venues },
        { label: 'Guest list', href: '/wedding-planning/guests' },
        { label: 'Wedding website', href: '/wedding-planning/website' },
        { label: 'Registry', href: '/wedding-registry' },
        { label: 'Invitations and paper', href: '/wedding-planning/paper' },
        { label: 'Budget', href: '/wedding-budget' },
        { label: 'Wedding shop', href: '/shop/category/wedding-shop' },
        { label: 'Photo albums', href: '/wedding-albums/shop' },
        { label: 'Seating chart', href: '/wedding-planning/seating-chart' },
        { label: 'The Confetti app', href: '/wedding-planning/app' },
      ],
    },
    {
      id: 'about',
      heading: 'About',
      links: [
        { label: 'About Confetti', href: '/about/index' },
        { label: 'Invite a friend', href: '/wedding-registry/invite' },
        { label: 'Couple reviews', href: '/wedding-registry/couple-reviews' },
        { label: 'Our team', href: '/about/team' },
        { label: 'Press', href: '/about/press' },
        { label: 'Vendors: join Confetti', href: 'https://vendors.confetti.example/signup', external: true, newTab: true },
        { label: 'Confetti Baby', href: 'https://baby.confetti.example/', external: true, newTab: true },
      ],
    },
    {
      id: 'support',
      heading: 'Advice and support',
      links: [
        { label: 'Expert advice', href: '/expert-advice' },
        { label: 'FAQ', href: '/faq' },
        { label: 'Track order', href: '/order-status' },
        { label: 'Start a return', href: '/order-status' },
        { label: 'Return policy', href: '/returns' },
        { label: 'Contact us', href: '/contact-us' },
        { label: 'Registry advisor', href: '/advisor' },
      ],
    },
  ];
}

/**
 * Spec §2 info panel 'For all the days along the way'. Log in and Get started are for signed-out
 * visitors only; guest mode (pages shown to a couple's guests, e.g. a registry) hides them too (spec §4).
 */
export function infoPanelLinks({
  guestMode,
  signedIn,
  fromPath = '/',
}: {
  guestMode: boolean;
  signedIn: boolean;
  fromPath?: string;
}): FooterLink[] {
  const showAccountLinks = !guestMode && !signedIn;
  return [
    ...(showAccountLinks ? [{ label: 'Log in', href: '/account/login' }] : []),
    { label: 'Find a couple', href: '/search/wedding-registry' },
    { label: 'Find a baby registry', href: 'https://baby.confetti.example/search', external: true, newTab: true },
    // Onboarding learns the business unit from the page the visitor started on.
    ...(showAccountLinks ? [{ label: 'Get started', href: getStartedPath(fromPath) }] : []),
  ];
}

export const SOCIAL_LINKS: FooterLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', external: true, newTab: true },
  { label: 'Pinterest', href: 'https://www.pinterest.com/', external: true, newTab: true },
  { label: 'Twitter', href: 'https://twitter.com/', external: true, newTab: true },
  { label: 'Instagram', href: 'https://www.instagram.com/', external: true, newTab: true },
  { label: 'TikTok', href: 'https://www.tiktok.com/', external: true, newTab: true },
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Do Not Sell / Share My Personal Information', href: '/privacy-center' },
  { label: 'Accessibility', href: '/webaccessibility' },
];

export const ACCESSIBILITY_REVIEWER: FooterLink = {
  label: 'Accessibility reviewed',
  href: 'https://www.essentialaccessibility.com/',
  external: true,
  newTab: true,
};
