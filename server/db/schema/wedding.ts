import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An owner's invitation to their partner (issue 25). Only the link token's SHA-256 is stored;
 * valid 7 days, single use; revoking or accepting ends it.
 */
export const weddingInvitations = pgTable(
  'wedding_invitations',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wedding_invitations_wedding_idx').on(t.weddingId)],
);

/**
 * Uploaded pictures (couple photo now; website and album photos later). The original is never
 * kept: sharp re-encodes it into a few widths (EXIF stripped), stored here so that every API
 * process serves the same bytes.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it is for: 'COUPLE_PHOTO', later 'WEBSITE', 'ALBUM'. */
    purpose: text('purpose').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_wedding_idx').on(t.weddingId, t.purpose)],
);

/** One encoded size of an image: served at /media/images/{id}/{width}.{format}. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format', { enum: ['webp', 'jpeg'] }).notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

/** A registry's old URL keys keep working as permanent redirects for 12 months after a change. */
export const registrySlugRedirects = pgTable(
  'registry_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    registryId: integer('registry_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registry_slug_redirects_registry_idx').on(t.registryId),
    check('registry_slug_redirects_lower', sql`${t.oldSlug} = lower(${t.oldSlug})`),
  ],
);
