import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { weddings } from './accounts';
import { images } from './wedding';

/**
 * The couple's wedding website (issue 28; src/contracts/website.ts is the contract, server/API.md
 * "The wedding website" the routes). One site per wedding, at /wedding/{slug}.
 */
export const weddingWebsites = pgTable(
  'wedding_websites',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .unique()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** The site's address, /wedding/{slug}: lower-case letters, digits and single hyphens. */
    slug: text('slug').notNull().unique(),
    /** A key of WEBSITE_THEMES (src/contracts/websiteThemes.ts). */
    theme: text('theme').notNull().default('classic'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** argon2id of the site password (server/lib/passwords.ts), or null for an open site. */
    passwordHash: text('password_hash'),
    /** Moves whenever the password changes or is removed: guests' unlock cookies carry it, so old ones stop working. */
    passwordVersion: integer('password_version').notNull().default(0),
    /** "Hide from search engines": the site's page and API answers carry noindex. */
    hideFromSearch: boolean('hide_from_search').notNull().default(false),
    /** The last day guests can answer (in the wedding's time zone), shown on the RSVP page. */
    rsvpDeadline: date('rsvp_deadline', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wedding_websites_slug_lower', sql`${t.slug} = lower(${t.slug})`)],
);

/**
 * A site's pages: every kind exists once per site (created with the site), on or off, in the
 * couple's order. `content` is the page's fields as the couple wrote them (websitePageContent);
 * markdown is turned into sanitised HTML when a site is read, never stored as HTML.
 */
export const websitePages = pgTable(
  'website_pages',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => weddingWebsites.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['HOME', 'STORY', 'SCHEDULE', 'TRAVEL', 'WEDDING_PARTY', 'PHOTOS', 'THINGS_TO_DO', 'FAQ', 'REGISTRY', 'RSVP'],
    }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    position: integer('position').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.kind] }), index('website_pages_order_idx').on(t.websiteId, t.position)],
);

/**
 * The Photos page's gallery: the site's uploaded pictures (images with purpose WEBSITE_PHOTO), each
 * with a caption, in the couple's order. Removing a photo deletes its image (and every size).
 */
export const websitePhotos = pgTable(
  'website_photos',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => weddingWebsites.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .unique()
      .references(() => images.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('website_photos_order_idx').on(t.websiteId, t.position)],
);
