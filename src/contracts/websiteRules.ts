/**
 * The wedding website's rules and words without zod (issue 28): the guest's /wedding/{slug} page and
 * the website domain's sagas use them, and a value imported from a schema module would bring zod into
 * that first load (`npm run size` checks it). contracts/website.ts re-exports them with the schemas.
 */

// ---------------------------------------------------------------------------------------------
// Pages

export const PAGE_KINDS = [
  'HOME',
  'STORY',
  'SCHEDULE',
  'TRAVEL',
  'WEDDING_PARTY',
  'PHOTOS',
  'THINGS_TO_DO',
  'FAQ',
  'REGISTRY',
  'RSVP',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Each kind's name in the editor, its heading on the site until the couple writes their own, and its anchor. */
export const PAGE_KIND_INFO: Record<PageKind, { label: string; title: string; anchor: string; hint: string }> = {
  HOME: { label: 'Home', title: 'Welcome', anchor: 'home', hint: 'Your names, date and place, a countdown and your couple photo.' },
  STORY: { label: 'Our story', title: 'Our story', anchor: 'story', hint: 'How you met, the proposal: in your words.' },
  SCHEDULE: {
    label: 'Schedule',
    title: 'Schedule',
    anchor: 'schedule',
    hint: 'Your events from the guest list, with their dates, times and places.',
  },
  TRAVEL: {
    label: 'Travel & hotels',
    title: 'Travel & hotels',
    anchor: 'travel',
    hint: 'Where to stay and how to get there, with map links.',
  },
  WEDDING_PARTY: {
    label: 'Wedding party',
    title: 'Wedding party',
    anchor: 'wedding-party',
    hint: 'The people standing with you: their photos and roles.',
  },
  PHOTOS: { label: 'Photos', title: 'Photos', anchor: 'photos', hint: 'A gallery of your photos, with captions, in your order.' },
  THINGS_TO_DO: { label: 'Things to do', title: 'Things to do', anchor: 'things-to-do', hint: 'Places to eat, walk and visit nearby.' },
  FAQ: { label: 'FAQ', title: 'Questions & answers', anchor: 'faq', hint: 'Dress code, parking, children: what guests ask.' },
  REGISTRY: {
    label: 'Registry',
    title: 'Registry',
    anchor: 'registry',
    hint: 'Your Confetti registry, and links to registries elsewhere.',
  },
  RSVP: { label: 'RSVP', title: 'RSVP', anchor: 'rsvp', hint: 'Guests find their invitation by name and answer online for each event.' },
};

/** The pages a new site starts with switched on (the others are there, off, for the couple to add). */
export const DEFAULT_ENABLED_PAGES: readonly PageKind[] = ['HOME', 'STORY', 'SCHEDULE', 'TRAVEL', 'FAQ', 'REGISTRY'];

export const MARKDOWN_MAX = 10_000;
export const PAGE_TITLE_MAX = 80;
export const MAX_PLACES = 20;
export const MAX_PEOPLE = 40;
export const MAX_FAQS = 40;
export const MAX_LINKS = 10;

/** The Photos page's gallery: at most this many photos a site (each is three sizes in two formats). */
export const MAX_SITE_PHOTOS = 60;
export const CAPTION_MAX = 200;
export const PHOTO_MESSAGES = {
  tooMany: `Your website can show at most ${MAX_SITE_PHOTOS} photos. Remove one to add another.`,
  notFound: 'We could not find that photo on your website.',
  order: 'Send every photo of your gallery once, in the order you want them.',
  captionTooLong: `Captions can be at most ${CAPTION_MAX} characters.`,
  personPhotoGone: 'A wedding party photo is no longer available. Please upload it again.',
} as const;

export const WEBSITE_MESSAGES = {
  noWebsite: 'You have not made your wedding website yet.',
  alreadyMade: 'Your wedding already has a website.',
  notFound: 'We could not find that wedding website.',
  passwordRequired: 'This wedding website is password protected. Enter the password the couple shared with you.',
  wrongPassword: 'That password is not right. Please check it and try again.',
  passwordTooShort: 'Site passwords must be at least 4 characters.',
  passwordTooLong: 'Site passwords can be at most 64 characters.',
  pageOrder: 'Send every page once, in the order you want them.',
  homeFirst: 'Home is always the first page.',
  homeOn: 'Home is always on: it is where your site opens.',
  link: 'Enter a web address starting with https:// or http://.',
  deadline: 'Enter a date like 2027-05-01.',
  theme: 'Choose one of the themes.',
  markdownTooLong: `This text can be at most ${MARKDOWN_MAX.toLocaleString('en-US')} characters.`,
  changeSomething: 'Change at least one setting.',
} as const;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const PLACE_KINDS = ['HOTEL', 'VENUE', 'AIRPORT', 'TRANSPORT', 'OTHER'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  HOTEL: 'Hotel',
  VENUE: 'Venue',
  AIRPORT: 'Airport',
  TRANSPORT: 'Getting around',
  OTHER: 'Other',
};

// ---------------------------------------------------------------------------------------------
// Address (slug)

export const SLUG_MIN = 3;
export const SLUG_MAX = 50;
/** Paths under /wedding/ that are the SPA's own pages, and names kept back. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'setup',
  'join',
  'onboard',
  'preview',
  'website',
  'new',
  'admin',
  'api',
  'media',
]);
export const SLUG_INVALID_MESSAGE = `Use ${SLUG_MIN} to ${SLUG_MAX} lower-case letters, numbers and hyphens, starting and ending with a letter or number.`;
export const SLUG_RESERVED_MESSAGE = 'That web address is reserved. Please choose another.';
export const SLUG_TAKEN_MESSAGE = 'That web address is taken. Please choose another.';

/** Why a slug cannot be a site's address (its form only; whether it is taken is the server's to say), or null. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return SLUG_INVALID_MESSAGE;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(slug) || slug.includes('--')) return SLUG_INVALID_MESSAGE;
  if (RESERVED_SLUGS.has(slug)) return SLUG_RESERVED_MESSAGE;
  return null;
}
export const normaliseSlug = (typed: string): string => typed.trim().toLowerCase();

export const websitePath = (slug: string): string => `/wedding/${slug}`;

/** The website API's prefix, and the published site's read (the SPA calls it; the site's HTML preloads it). */
export const WEBSITE_API = '/web-api/v2/wedding-website';
export const publicSiteApiPath = (slug: string): string => `${WEBSITE_API}/public/${encodeURIComponent(slug)}`;

/** The error code of a password-protected site's 401 (the page asks for the password). */
export const PASSWORD_REQUIRED_CODE = 'website_password';

// ---------------------------------------------------------------------------------------------
// Pure rules

/** A maps search for an address (or a place's name and address): built here, so a couple's text is only ever a query. */
export function mapUrl(...parts: string[]): string | null {
  const query = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** The countdown's words (days from daysUntilWedding, in the wedding's own time zone): '412 days to go', '1 day to go', 'Today is the day!', or null once it is over. */
export function countdownText(days: number): string | null {
  if (days > 1) return `${days.toLocaleString('en-US')} days to go`;
  if (days === 1) return '1 day to go';
  if (days === 0) return 'Today is the day!';
  return null;
}

/** A date as the site writes it: '2027-06-12' → 'Saturday, June 12, 2027'. */
export function formatSiteDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return d.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The title a shared link shows: "Alex & Jordan’s wedding". */
export const siteTitle = (firstNames: string): string => `${firstNames}’s wedding`;
