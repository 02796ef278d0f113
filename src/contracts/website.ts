import { z } from 'zod';
import { MAX_ID, text } from './inputs';
import { isCalendarDate } from './weddingDates';
import { WEBSITE_THEME_KEYS, type WebsiteThemeKey } from './websiteThemes';
import { CROP_MESSAGES } from './imageCrop';
import {
  MARKDOWN_MAX,
  MAX_FAQS,
  MAX_LINKS,
  MAX_PEOPLE,
  MAX_PLACES,
  PAGE_KINDS,
  CAPTION_MAX,
  PHOTO_MESSAGES,
  PAGE_TITLE_MAX,
  PLACE_KINDS,
  SLUG_INVALID_MESSAGE,
  WEBSITE_MESSAGES,
  isHttpUrl,
  normaliseSlug,
  slugProblem,
} from './websiteRules';

/**
 * The couple's wedding website (issue 28): its address, theme, pages and who may open it, and the
 * site a guest reads at /wedding/{slug}. Shared by the SPA (src/features/website) and the server
 * (server/modules/website); server/API.md "The wedding website" documents the routes.
 */

export * from './websiteRules';
export { WEBSITE_THEMES, WEBSITE_THEME_KEYS, websiteTheme, type WebsiteTheme, type WebsiteThemeKey } from './websiteThemes';

const markdown = text(MARKDOWN_MAX, { type: 'must be text', tooLong: WEBSITE_MESSAGES.markdownTooLong });
const shortText = (max: number) => text(max, { type: 'must be text', tooLong: `must be ${max} characters or fewer` });

/** An outside address a couple links to: http(s) only, so no `javascript:` or `data:` address reaches a guest. */
export const httpUrl = text(500, { type: WEBSITE_MESSAGES.link, tooLong: 'must be 500 characters or fewer' }).refine(
  isHttpUrl,
  WEBSITE_MESSAGES.link,
);

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
  /** Their photo: an upload from POST people-photos (square), or null. */
  photo_id: z.uuid({ message: PHOTO_MESSAGES.personPhotoGone }).nullable().default(null),
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

export const websiteSlug = z
  .string({ message: SLUG_INVALID_MESSAGE })
  .max(200, SLUG_INVALID_MESSAGE)
  .transform(normaliseSlug)
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

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
// Photos: the gallery and wedding party photos

const cropValue = z
  .string({ message: CROP_MESSAGES.number })
  .regex(/^\d{1,6}$/, CROP_MESSAGES.number)
  .transform(Number)
  .optional();
/**
 * The query of an upload (POST photos, POST people-photos; the body is the file itself): the crop
 * in the upright picture's pixels, all four or none (none: the whole picture; a wedding party
 * photo is then cut square from the middle). Whether it fits the picture is checked once it is read.
 */
export const photoCropQuery = z
  .object({ x: cropValue, y: cropValue, width: cropValue, height: cropValue })
  .strict()
  .refine(
    (q) => [q.x, q.y, q.width, q.height].every((v) => v === undefined) || [q.x, q.y, q.width, q.height].every((v) => v !== undefined),
    {
      message: CROP_MESSAGES.partial,
    },
  )
  .transform((q) => (q.x === undefined ? null : { x: q.x, y: q.y!, width: q.width!, height: q.height! }));
export type PhotoCropQuery = z.input<typeof photoCropQuery>;

export const photoIdParams = z.object({
  id: z.coerce
    .number({ message: 'must be a photo id' })
    .int('must be a photo id')
    .min(1, 'must be a photo id')
    .max(MAX_ID, 'must be a photo id'),
});

/** PATCH photos/{id}: the caption under the photo (empty for none). */
export const photoCaptionBody = z
  .object({ caption: text(CAPTION_MAX, { type: 'must be text', tooLong: PHOTO_MESSAGES.captionTooLong }) })
  .strict();
export type PhotoCaptionBody = z.input<typeof photoCaptionBody>;

/** PUT photo-order: every photo of the gallery once, first to last. */
export const photoOrderBody = z.object({
  ids: z
    .array(
      z.number({ message: PHOTO_MESSAGES.order }).int(PHOTO_MESSAGES.order).min(1, PHOTO_MESSAGES.order).max(MAX_ID, PHOTO_MESSAGES.order),
    )
    .max(1000, PHOTO_MESSAGES.order)
    .refine((ids) => new Set(ids).size === ids.length, PHOTO_MESSAGES.order),
});
export type PhotoOrderBody = z.input<typeof photoOrderBody>;

/** An uploaded picture as a page shows it: its 640 webp, every width in `src_set`, its 1280 for a lightbox, its upright size. */
export const webImage = z.object({
  id: z.string(),
  url: z.string(),
  src_set: z.string(),
  large_url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type WebImage = z.infer<typeof webImage>;

/** A gallery photo as the couple edits it. */
export const websitePhotoView = webImage.extend({ photo_id: z.number(), caption: z.string(), position: z.number() });
export type WebsitePhotoView = z.infer<typeof websitePhotoView>;

/** POST people-photos: the stored (square) picture, to put in a person's `photo_id`. */
export const personPhotoAnswer = z.object({ photo: webImage });
export type PersonPhotoAnswer = z.infer<typeof personPhotoAnswer>;

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
  people: z.array(z.object({ name: z.string(), role: z.string(), note: z.string(), photo: webImage.nullable() })),
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
  /** The Photos page's gallery, in the couple's order (empty when the page is off). */
  gallery: z.array(webImage.extend({ caption: z.string() })),
  pages: z.array(sitePage),
});
export type PublicSite = z.infer<typeof publicSite>;

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
  /** The Photos page's gallery, in order. */
  photos: z.array(websitePhotoView),
  /** The site as guests will see it once published, with every page switched on shown. */
  preview: publicSite,
});
export type WebsiteAnswer = z.infer<typeof websiteAnswer>;
