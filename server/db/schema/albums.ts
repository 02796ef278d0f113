import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';
import { images } from './wedding';
import type { Spread } from '../../../src/contracts/albums';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A photo album being made (issue 31, "Photo albums"; src/contracts/albums.ts is the contract). It
 * belongs to the wedding (both partners build it). `spreads` is the builder's layout (a photo id
 * per slot); `version` counts saves (a save from an older version is refused). Once ordered
 * (`ordered_at`) it is frozen: no save, upload or removal changes it.
 */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Keys of ALBUM_SIZES and ALBUM_COVERS; pages one of ALBUM_PAGE_COUNTS. */
    size: text('size').notNull(),
    cover: text('cover').notNull(),
    pages: integer('pages').notNull(),
    coverPhotoId: integer('cover_photo_id'),
    spreads: jsonb('spreads').$type<Spread[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('albums_wedding_idx').on(t.weddingId), check('albums_pages_even', sql`${t.pages} > 0 and ${t.pages} % 2 = 0`)],
);

/**
 * An album's photo, from its upload to its processed picture. UPLOADING while its chunks arrive
 * (album_upload_chunks: the original bytes, as sent); PROCESSING once every byte is here and the
 * job `albums.processPhoto` is queued; READY with the re-encoded picture (`image_id`, its web sizes;
 * `print_jpeg`, the print size; EXIF gone) and the original's pixel size and taken time; FAILED
 * with a message when the bytes are not a photo.
 */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull().unique().defaultRandom(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: ['UPLOADING', 'PROCESSING', 'READY', 'FAILED'] })
      .notNull()
      .default('UPLOADING'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    width: integer('width'),
    height: integer('height'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    printJpeg: bytea('print_jpeg'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('album_photos_album_idx').on(t.albumId, t.id)],
);

/** An upload's bytes as they arrive, one row per chunk at its offset; deleted once the photo is processed. */
export const albumUploadChunks = pgTable(
  'album_upload_chunks',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => albumPhotos.id, { onDelete: 'cascade' }),
    offset: integer('offset').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.offset] })],
);
