import { z } from 'zod';
import { text } from './inputs';
import { isCalendarDate } from './weddingDates';
import { WEBSITE_THEME_KEYS, type WebsiteThemeKey } from './websiteThemes';

/**
 * The couple's wedding website (issue 28): its address, theme, pages and who may open it, and the
 * site a guest reads at /wedding/{slug}. Shared by the SPA (src/features/website) and the server
 * (server/modules/website); server/API.md "The wedding website" documents the routes.
 */

export { WEBSITE_THEMES, WEBSITE_THEME_KEYS, websiteTheme, type WebsiteTheme, type WebsiteThemeKey } from './websiteThemes';

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
    hint: 'The people standing with you, and their roles.',
  },
  PHOTOS: { label: 'Photos', title: 'Photos', anchor: 'photos', hint: 'A few words about your photos, and your couple photo.' },
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

const markdown = text(MARKDOWN_MAX, { type: 'must be text', tooLong: WEBSITE_MESSAGES.markdownTooLong });
const shortText = (max: number) => text(max, { type: 'must be text', tooLong: `must be ${max} characters or fewer` });

/** An outside address a couple links to: http(s) only, so no `javascript:` or `data:` address reaches a guest. */
export const httpUrl = text(500, { type: WEBSITE_MESSAGES.link, tooLong: 'must be 500 characters or fewer' }).refine(
  isHttpUrl,
  WEBSITE_MESSAGES.link,
);
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

const place = z.object({
  kind: z.enum(PLACE_KINDS, { message: 'Choose what kind of place this is.' }).default('HOTEL'),
  name: shortText(120).min(1, 'Enter the place’s name.'),
  address: shortText(200).default(''),
  note: shortText(500).default(''),
  /** A booking link (a hotel's room block). */
  url: text(500, { type: WEBSITE_MESSAGES.link, tooLong: 'must be 500 characters or fewer' })
    .refine((v) => v === '' || isHttpUrl(v), WEBSITE_MESSAGES.link)
    .default(''),
});
const person = z.object({
  name: shortText(80).min(1, 'Enter the person’s name.'),
  role: shortText(80).default(''),
  note: shortText(300).default(''),
});
const faq = z.object({
  question: shortText(200).min(1, 'Enter the question.'),
  answer: text(2000, { type: 'must be text', tooLong: 'must be 2,000 characters or fewer' }).default(''),
});
const outsideLink = z.object({
  label: shortText(80).min(1, 'Enter a name for the link.'),
  url: httpUrl,
});

/**
 * A page's content as the couple writes it. One shape for every kind (the editor shows the fields
 * a kind uses; the site reads only those): `body` is markdown, rendered and sanitised by the server.
 */
export const websitePageContent = z
  .object({
    /** The page's heading on the site; empty: the kind's own title. */
    title: shortText(PAGE_TITLE_MAX).default(''),
    body: markdown.default(''),
    /** HOME: a countdown to the day, and the couple photo (set on "Your wedding"). */
    show_countdown: z.boolean({ message: 'must be true or false' }).default(true),
    show_photo: z.boolean({ message: 'must be true or false' }).default(true),
    /** TRAVEL */
    places: z.array(place).max(MAX_PLACES, `A page can list at most ${MAX_PLACES} places.`).default([]),
    /** WEDDING_PARTY */
    people: z.array(person).max(MAX_PEOPLE, `A page can list at most ${MAX_PEOPLE} people.`).default([]),
    /** FAQ: each answer is markdown too. */
    faqs: z.array(faq).max(MAX_FAQS, `A page can have at most ${MAX_FAQS} questions.`).default([]),
    /** REGISTRY: registries elsewhere. */
    links: z.array(outsideLink).max(MAX_LINKS, `A page can have at most ${MAX_LINKS} links.`).default([]),
  })
  .strip();
export type WebsitePageContent = z.output<typeof websitePageContent>;
export type WebsitePageContentInput = z.input<typeof websitePageContent>;
export const emptyPageContent = (): WebsitePageContent => websitePageContent.parse({});

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

export const websiteSlug = z
  .string({ message: SLUG_INVALID_MESSAGE })
  .max(200, SLUG_INVALID_MESSAGE)
  .transform(normaliseSlug)
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const websitePath = (slug: string): string => `/wedding/${slug}`;

// ---------------------------------------------------------------------------------------------
// Request bodies

/** PUT /web-api/v2/wedding-website/settings: any of the fields (at least one). */
export const websiteSettingsBody = z
  .object({
    slug: websiteSlug.optional(),
    theme: z.enum(WEBSITE_THEME_KEYS as [WebsiteThemeKey, ...WebsiteThemeKey[]], { message: WEBSITE_MESSAGES.theme }).optional(),
    published: z.boolean({ message: 'must be true or false' }).optional(),
    hide_from_search: z.boolean({ message: 'must be true or false' }).optional(),
    rsvp_deadline: text(10, { type: WEBSITE_MESSAGES.deadline, tooLong: WEBSITE_MESSAGES.deadline })
      .refine(isCalendarDate, WEBSITE_MESSAGES.deadline)
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), WEBSITE_MESSAGES.changeSomething);
export type WebsiteSettingsBody = z.input<typeof websiteSettingsBody>;
export type WebsiteSettingsValues = z.output<typeof websiteSettingsBody>;

/** PUT /web-api/v2/wedding-website/password: a password, or null to open the site to anyone with the link. */
export const websitePasswordBody = z.object({
  password: text(64, { trim: false, type: WEBSITE_MESSAGES.passwordTooShort, tooLong: WEBSITE_MESSAGES.passwordTooLong })
    .min(4, WEBSITE_MESSAGES.passwordTooShort)
    .nullable(),
});
export type WebsitePasswordBody = z.input<typeof websitePasswordBody>;

export const pageKindParams = z.object({ kind: z.enum(PAGE_KINDS, { message: 'is not a page of the website' }) });

/** PUT /web-api/v2/wedding-website/pages/{kind}: switch it on or off, and/or its whole content. */
export const websitePageBody = z
  .object({
    enabled: z.boolean({ message: 'must be true or false' }).optional(),
    content: websitePageContent.optional(),
  })
  .strict()
  .refine((b) => b.enabled !== undefined || b.content !== undefined, WEBSITE_MESSAGES.changeSomething);
export type WebsitePageBody = z.input<typeof websitePageBody>;

/** PUT /web-api/v2/wedding-website/page-order: every kind once, first to last. */
export const pageOrderBody = z.object({
  kinds: z
    .array(z.enum(PAGE_KINDS, { message: WEBSITE_MESSAGES.pageOrder }))
    .length(PAGE_KINDS.length, WEBSITE_MESSAGES.pageOrder)
    .refine((kinds) => new Set(kinds).size === PAGE_KINDS.length, WEBSITE_MESSAGES.pageOrder)
    .refine((kinds) => kinds[0] === 'HOME', WEBSITE_MESSAGES.homeFirst),
});
export type PageOrderBody = z.input<typeof pageOrderBody>;

export const slugAvailableQuery = z.object({ slug: z.string({ message: 'Enter a web address to check.' }).max(200, SLUG_INVALID_MESSAGE) });
export const slugAvailability = z.object({ slug: z.string(), available: z.boolean(), message: z.string().nullable() });
export type SlugAvailability = z.infer<typeof slugAvailability>;

export const publicSlugParams = z.object({ slug: z.string().max(200) });
export const unlockBody = z.object({
  password: text(200, { trim: false, type: WEBSITE_MESSAGES.wrongPassword, tooLong: WEBSITE_MESSAGES.wrongPassword }).min(
    1,
    'Enter the site password.',
  ),
});

// ---------------------------------------------------------------------------------------------
// Answers

const photo = z.object({ url: z.string(), src_set: z.string(), width: z.number(), height: z.number() });

/**
 * A page as a guest's browser receives it: text fields as plain text (the page shows them as
 * text), markdown already rendered to sanitised HTML (`*_html`).
 */
export const sitePage = z.object({
  kind: z.enum(PAGE_KINDS),
  anchor: z.string(),
  title: z.string(),
  body_html: z.string(),
  show_countdown: z.boolean(),
  show_photo: z.boolean(),
  places: z.array(
    z.object({
      kind: z.enum(PLACE_KINDS),
      name: z.string(),
      address: z.string(),
      note: z.string(),
      url: z.string(),
      map_url: z.string().nullable(),
    }),
  ),
  people: z.array(z.object({ name: z.string(), role: z.string(), note: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer_html: z.string() })),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type SitePage = z.infer<typeof sitePage>;

/** GET /web-api/v2/wedding-website/public/{slug}: the published site (and the couple's preview). */
export const publicSite = z.object({
  slug: z.string(),
  theme: z.enum(WEBSITE_THEME_KEYS as [WebsiteThemeKey, ...WebsiteThemeKey[]]),
  hide_from_search: z.boolean(),
  couple: z.object({ first_names: z.string(), owner_name: z.string(), partner_name: z.string() }),
  wedding_date: z.string().nullable(),
  /** e.g. 'Brooklyn, NY' */
  place: z.string(),
  venue: z.string(),
  time_zone: z.string(),
  photo: photo.nullable(),
  rsvp_deadline: z.string().nullable(),
  schedule: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      date: z.string().nullable(),
      time: z.string().nullable(),
      place: z.string(),
      address: z.string(),
      map_url: z.string().nullable(),
    }),
  ),
  /** The couple's Confetti registry, when guests may see it. */
  registry_path: z.string().nullable(),
  pages: z.array(sitePage),
});
export type PublicSite = z.infer<typeof publicSite>;

/** The error code of a password-protected site's 401 (the page asks for the password). */
export const PASSWORD_REQUIRED_CODE = 'website_password';

export const websitePageView = z.object({
  kind: z.enum(PAGE_KINDS),
  enabled: z.boolean(),
  position: z.number(),
  content: websitePageContent,
});
export type WebsitePageView = z.infer<typeof websitePageView>;

/** The couple's answer (GET /web-api/v2/wedding-website and every write). */
export const websiteAnswer = z.object({
  website: z.object({
    id: z.number(),
    slug: z.string(),
    path: z.string(),
    theme: z.enum(WEBSITE_THEME_KEYS as [WebsiteThemeKey, ...WebsiteThemeKey[]]),
    published: z.boolean(),
    published_at: z.string().nullable(),
    has_password: z.boolean(),
    hide_from_search: z.boolean(),
    rsvp_deadline: z.string().nullable(),
    updated_at: z.string(),
  }),
  pages: z.array(websitePageView),
  /** The site as guests will see it once published, with every page switched on shown. */
  preview: publicSite,
});
export type WebsiteAnswer = z.infer<typeof websiteAnswer>;

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
