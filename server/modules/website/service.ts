import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { images, registries, weddingEvents, weddingWebsites, websitePages, weddings } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { renderMarkdown } from '../../lib/markdown';
import { couplePhotoView } from '../media/images';
import { galleryOf, weddingImages } from './photoViews';
import { requireMembership } from '../wedding/service';
import { isUniqueViolation } from '../registrySettings/service';
import { formatLocation } from '../../../src/contracts/locations';
import { formatEventTime } from '../../../src/contracts/guests';
import {
  DEFAULT_ENABLED_PAGES,
  PAGE_KINDS,
  PAGE_KIND_INFO,
  PHOTO_MESSAGES,
  SLUG_TAKEN_MESSAGE,
  WEBSITE_MESSAGES,
  mapUrl,
  normaliseSlug,
  slugProblem,
  websitePageContent,
  websitePath,
  websiteTheme,
  type PageKind,
  type PublicSite,
  type SitePage,
  type SlugAvailability,
  type WebImage,
  type WebsitePhotoView,
  type WebsiteAnswer,
  type WebsitePageContent,
  type WebsitePageView,
  type WebsiteSettingsValues,
  type WebsiteThemeKey,
} from '../../../src/contracts/website';

export type WebsiteRow = typeof weddingWebsites.$inferSelect;
type PageRow = typeof websitePages.$inferSelect;
type WeddingRow = typeof weddings.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Finding the caller's site (every couple route starts here: the site is always their own: BOLA)

async function findSiteOfWedding(db: DbOrTx, weddingId: number, lock = false): Promise<WebsiteRow | null> {
  const query = db.select().from(weddingWebsites).where(eq(weddingWebsites.weddingId, weddingId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The caller's wedding's site (locked for the transaction when `lock`), or 404 'You have not made your wedding website yet.'. */
export async function requireOwnSite(db: DbOrTx, userId: number, lock = false): Promise<WebsiteRow> {
  const { weddingId } = await requireMembership(db, userId);
  const site = await findSiteOfWedding(db, weddingId, lock);
  if (!site) throw new AppError(404, WEBSITE_MESSAGES.noWebsite, { code: 'no_website' });
  return site;
}

/** A content object as stored (jsonb) read back through the contract: fields added since get their defaults. */
function contentOf(row: Pick<PageRow, 'content'>): WebsitePageContent {
  const parsed = websitePageContent.safeParse(row.content);
  return parsed.success ? parsed.data : websitePageContent.parse({});
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** Whether `slug` is free for `siteId` (its own current slug is). */
async function slugHolder(db: DbOrTx, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: weddingWebsites.id }).from(weddingWebsites).where(eq(weddingWebsites.slug, slug)).limit(1);
  return row?.id ?? null;
}

/** The first free address from the wedding's own slug: 'alex-and-jordan', then 'alex-and-jordan-2', … */
async function defaultSlug(db: DbOrTx, weddingSlug: string): Promise<string> {
  let base = normaliseSlug(weddingSlug)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 44);
  if (slugProblem(base) !== null) base = `our-wedding-${base}`.replace(/-$/, '').slice(0, 44);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (slugProblem(candidate) === null && (await slugHolder(db, candidate)) === null) return candidate;
  }
}

/** GET slug-available: whether the caller's site may move to `typed`. */
export async function slugAvailability(db: Db, userId: number, typed: string): Promise<SlugAvailability> {
  const site = await requireOwnSite(db, userId);
  const slug = normaliseSlug(typed);
  const problem = slugProblem(slug);
  if (problem) return { slug, available: false, message: problem };
  const holder = await slugHolder(db, slug);
  if (holder === null || holder === site.id) return { slug, available: true, message: null };
  return { slug, available: false, message: SLUG_TAKEN_MESSAGE };
}

// ---------------------------------------------------------------------------------------------
// The couple's side

/** POST: makes the wedding's site, unpublished, at an address from the wedding's slug, with every page (the usual ones on). */
export async function createWebsite(db: Db, userId: number): Promise<WebsiteAnswer> {
  try {
    const siteId = await db.transaction(async (tx) => {
      const { weddingId } = await requireMembership(tx, userId);
      // The wedding row's lock: both partners pressing "Create" at once make one site.
      const [wedding] = await tx.select().from(weddings).where(eq(weddings.id, weddingId)).for('update');
      if (await findSiteOfWedding(tx, weddingId)) throw conflict(WEBSITE_MESSAGES.alreadyMade);
      const [site] = await tx
        .insert(weddingWebsites)
        .values({ weddingId, slug: await defaultSlug(tx, wedding!.slug) })
        .returning({ id: weddingWebsites.id });
      await tx.insert(websitePages).values(
        PAGE_KINDS.map((kind, position) => ({
          websiteId: site!.id,
          kind,
          position,
          enabled: DEFAULT_ENABLED_PAGES.includes(kind),
          content: websitePageContent.parse({}),
        })),
      );
      return site!.id;
    });
    return answerFor(db, siteId);
  } catch (error) {
    // Another wedding took the same default address in the same instant: the couple may try again.
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN_MESSAGE);
    throw error;
  }
}

export async function getWebsite(db: Db, userId: number): Promise<WebsiteAnswer> {
  const site = await requireOwnSite(db, userId);
  return answerFor(db, site.id);
}

/** PUT settings: what was sent changes, under the site row's lock. */
export async function updateSettings(db: Db, userId: number, body: WebsiteSettingsValues): Promise<WebsiteAnswer> {
  try {
    const siteId = await db.transaction(async (tx) => {
      const site = await requireOwnSite(tx, userId, true);
      const changes: Partial<typeof weddingWebsites.$inferInsert> = {};
      if (body.slug !== undefined && body.slug !== site.slug) {
        const holder = await slugHolder(tx, body.slug);
        if (holder !== null && holder !== site.id) throw conflict(SLUG_TAKEN_MESSAGE, { fields: { slug: SLUG_TAKEN_MESSAGE } });
        changes.slug = body.slug;
      }
      if (body.theme !== undefined) changes.theme = body.theme;
      if (body.hide_from_search !== undefined) changes.hideFromSearch = body.hide_from_search;
      if (body.rsvp_deadline !== undefined) changes.rsvpDeadline = body.rsvp_deadline;
      if (body.published !== undefined && body.published !== site.published) {
        changes.published = body.published;
        if (body.published) changes.publishedAt = new Date();
      }
      await touch(tx, site.id, changes);
      return site.id;
    });
    return answerFor(db, siteId);
  } catch (error) {
    // Two couples taking the same free address at once: the second update meets the unique index.
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN_MESSAGE, { fields: { slug: SLUG_TAKEN_MESSAGE } });
    throw error;
  }
}

export async function touch(tx: Tx, siteId: number, changes: Partial<typeof weddingWebsites.$inferInsert>): Promise<void> {
  await tx
    .update(weddingWebsites)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(weddingWebsites.id, siteId));
}

/**
 * PUT password: sets (argon2id, hashed before the transaction) or removes the site password. The
 * version moves either way, so every guest's unlock cookie for the old password stops working.
 */
export async function setPassword(db: Db, userId: number, password: string | null): Promise<WebsiteAnswer> {
  await requireOwnSite(db, userId);
  const passwordHash = password === null ? null : await hashPassword(password);
  const siteId = await db.transaction(async (tx) => {
    const site = await requireOwnSite(tx, userId, true);
    await touch(tx, site.id, { passwordHash, passwordVersion: site.passwordVersion + 1 });
    return site.id;
  });
  return answerFor(db, siteId);
}

/** PUT pages/{kind}: on or off, and/or the page's whole content. */
export async function updatePage(
  db: Db,
  userId: number,
  kind: PageKind,
  body: { enabled?: boolean; content?: WebsitePageContent },
): Promise<WebsiteAnswer> {
  if (kind === 'HOME' && body.enabled === false)
    throw badRequest(WEBSITE_MESSAGES.homeOn, { fields: { enabled: WEBSITE_MESSAGES.homeOn } });
  const siteId = await db.transaction(async (tx) => {
    const site = await requireOwnSite(tx, userId, true);
    if (kind === 'WEDDING_PARTY' && body.content !== undefined) await keepPeoplePhotos(tx, site.weddingId, body.content);
    const changes: Partial<typeof websitePages.$inferInsert> = { updatedAt: new Date() };
    if (body.enabled !== undefined) changes.enabled = body.enabled;
    if (body.content !== undefined) changes.content = body.content;
    await tx
      .update(websitePages)
      .set(changes)
      .where(and(eq(websitePages.websiteId, site.id), eq(websitePages.kind, kind)));
    await touch(tx, site.id, {});
    return site.id;
  });
  return answerFor(db, siteId);
}

/**
 * The wedding party's photos as saved: each person's `photo_id` must be a wedding party upload of
 * this wedding (never another couple's picture), and uploads no longer used by anyone are deleted
 * with every size (a replaced or removed photo, or one uploaded and then dropped from the draft).
 */
async function keepPeoplePhotos(tx: Tx, weddingId: number, content: WebsitePageContent): Promise<void> {
  const used = [...new Set(content.people.map((p) => p.photo_id).filter((id): id is string => id !== null))];
  if (used.length > 0) {
    const own = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(inArray(images.id, used), eq(images.weddingId, weddingId), eq(images.purpose, PERSON_PHOTO_PURPOSE)));
    if (own.length !== used.length) {
      const index = content.people.findIndex((p) => p.photo_id !== null && !own.some((o) => o.id === p.photo_id));
      throw badRequest(PHOTO_MESSAGES.personPhotoGone, {
        code: 'photo_gone',
        fields: { [`content.people.${index}.photo_id`]: PHOTO_MESSAGES.personPhotoGone },
      });
    }
  }
  await tx
    .delete(images)
    .where(
      and(
        eq(images.weddingId, weddingId),
        eq(images.purpose, PERSON_PHOTO_PURPOSE),
        ...(used.length > 0 ? [notInArray(images.id, used)] : []),
      ),
    );
}

/** images.purpose of the website's pictures. */
export const PERSON_PHOTO_PURPOSE = 'WEBSITE_PERSON';
export const GALLERY_PHOTO_PURPOSE = 'WEBSITE_PHOTO';

/** PUT page-order: every kind once; positions follow the list. */
export async function reorderPages(db: Db, userId: number, kinds: readonly PageKind[]): Promise<WebsiteAnswer> {
  const siteId = await db.transaction(async (tx) => {
    const site = await requireOwnSite(tx, userId, true);
    // One statement: position = the kind's index in the list.
    const cases = sql.join(
      kinds.map((kind, i) => sql`when ${kind} then ${i}::int`),
      sql` `,
    );
    await tx
      .update(websitePages)
      .set({ position: sql`case ${websitePages.kind} ${cases} end`, updatedAt: new Date() })
      .where(eq(websitePages.websiteId, site.id));
    await touch(tx, site.id, {});
    return site.id;
  });
  return answerFor(db, siteId);
}

async function pagesOf(db: DbOrTx, siteId: number): Promise<PageRow[]> {
  return db
    .select()
    .from(websitePages)
    .where(eq(websitePages.websiteId, siteId))
    .orderBy(asc(websitePages.position), asc(websitePages.kind));
}

export async function answerFor(db: DbOrTx, siteId: number): Promise<WebsiteAnswer> {
  const [site] = await db.select().from(weddingWebsites).where(eq(weddingWebsites.id, siteId));
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, site!.weddingId));
  const pages = await pagesOf(db, siteId);
  const views: WebsitePageView[] = pages.map((p) => ({ kind: p.kind, enabled: p.enabled, position: p.position, content: contentOf(p) }));
  const photos = await galleryOf(db, siteId);
  return {
    website: {
      id: site!.id,
      slug: site!.slug,
      path: websitePath(site!.slug),
      theme: websiteTheme(site!.theme).key as WebsiteThemeKey,
      published: site!.published,
      published_at: site!.publishedAt?.toISOString() ?? null,
      has_password: site!.passwordHash !== null,
      hide_from_search: site!.hideFromSearch,
      rsvp_deadline: site!.rsvpDeadline,
      updated_at: site!.updatedAt.toISOString(),
    },
    pages: views,
    photos,
    preview: await siteView(db, site!, wedding!, pages, photos),
  };
}

// ---------------------------------------------------------------------------------------------
// The guest's side

/** A published site by its address, or null (unknown, or not published: the same 404 to a guest). */
export async function findPublishedSite(db: DbOrTx, slug: string): Promise<WebsiteRow | null> {
  const [row] = await db
    .select()
    .from(weddingWebsites)
    .where(and(eq(weddingWebsites.slug, slug), eq(weddingWebsites.published, true)))
    .limit(1);
  return row ?? null;
}

/** The site a guest reads: its switched-on pages in the couple's order. */
export async function publicSiteView(db: DbOrTx, site: WebsiteRow): Promise<PublicSite> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, site.weddingId));
  return siteView(db, site, wedding!, await pagesOf(db, site.id));
}

export const coupleFirstNames = (w: Pick<WeddingRow, 'ownerFirstName' | 'partnerFirstName'>): string =>
  w.partnerFirstName ? `${w.ownerFirstName} & ${w.partnerFirstName}` : w.ownerFirstName;
const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/**
 * A site as guests see it: every free text the couple wrote is sent as text (the SPA renders it as
 * text) and every markdown field as sanitised HTML (server/lib/markdown.ts), so no script a couple
 * (or someone in their account) typed reaches a guest's browser.
 */
async function siteView(
  db: DbOrTx,
  site: WebsiteRow,
  wedding: WeddingRow,
  pages: PageRow[],
  photos?: WebsitePhotoView[],
): Promise<PublicSite> {
  const enabled = pages.filter((p) => p.enabled);
  const needs = (kind: PageKind) => enabled.some((p) => p.kind === kind);
  const party = enabled.find((p) => p.kind === 'WEDDING_PARTY');
  const personPhotoIds = party ? contentOf(party).people.flatMap((p) => (p.photo_id ? [p.photo_id] : [])) : [];
  const [events, registry, photo, gallery, personPhotos] = await Promise.all([
    needs('SCHEDULE')
      ? db
          .select()
          .from(weddingEvents)
          .where(eq(weddingEvents.weddingId, wedding.id))
          .orderBy(asc(weddingEvents.eventDate), asc(weddingEvents.startTime), asc(weddingEvents.sortOrder), asc(weddingEvents.id))
      : Promise.resolve([]),
    needs('REGISTRY')
      ? db
          .select({ slug: registries.slug })
          .from(registries)
          .where(and(eq(registries.weddingId, wedding.id), eq(registries.isPublished, true), ne(registries.visibility, 'PRIVATE')))
          .orderBy(asc(registries.id))
          .limit(1)
      : Promise.resolve([]),
    wedding.couplePhotoId ? couplePhotoView(db, wedding.couplePhotoId) : Promise.resolve(null),
    needs('PHOTOS') ? (photos ?? galleryOf(db, site.id)) : Promise.resolve([]),
    weddingImages(db, wedding.id, personPhotoIds),
  ]);
  const schedule = events.map((e) => ({
    id: e.id,
    name: e.name,
    date: e.eventDate,
    time: e.startTime ? formatEventTime(e.startTime) : null,
    place: e.place,
    address: e.address,
    map_url: mapUrl(e.place, e.address),
  }));
  const registryPath = registry[0] ? `/registry/${registry[0].slug}` : null;
  const pagesShown = enabled
    .map((p) => sitePage(p.kind, contentOf(p), personPhotos))
    .filter((page) =>
      hasSomethingToShow(page, { events: schedule.length, registry: registryPath !== null, photo: photo !== null || gallery.length > 0 }),
    );
  return {
    slug: site.slug,
    theme: websiteTheme(site.theme).key as WebsiteThemeKey,
    hide_from_search: site.hideFromSearch,
    couple: {
      first_names: coupleFirstNames(wedding),
      owner_name: fullName(wedding.ownerFirstName, wedding.ownerLastName),
      partner_name: fullName(wedding.partnerFirstName, wedding.partnerLastName),
    },
    wedding_date: wedding.weddingDate,
    place: formatLocation(wedding.city, wedding.stateProvince),
    venue: wedding.ceremonyVenue || wedding.receptionVenue,
    time_zone: wedding.timeZone,
    photo: photo ? { url: photo.url, src_set: photo.src_set, width: photo.width, height: photo.height } : null,
    rsvp_deadline: site.rsvpDeadline,
    schedule,
    registry_path: registryPath,
    gallery: gallery.map(({ id, url, src_set, large_url, width, height, caption }) => ({
      id,
      url,
      src_set,
      large_url,
      width,
      height,
      caption,
    })),
    pages: pagesShown,
  };
}

/**
 * A switched-on page with nothing in it yet (no text, no places, no questions…) is left out, so a
 * guest never meets an empty heading. Home and RSVP always show: the site opens with Home (its
 * countdown), and RSVP holds the reply form.
 */
function hasSomethingToShow(page: SitePage, has: { events: number; registry: boolean; photo: boolean }): boolean {
  if (page.kind === 'HOME' || page.kind === 'RSVP' || page.body_html !== '') return true;
  switch (page.kind) {
    case 'SCHEDULE':
      return has.events > 0;
    case 'TRAVEL':
      return page.places.length > 0;
    case 'WEDDING_PARTY':
      return page.people.length > 0;
    case 'FAQ':
      return page.faqs.length > 0;
    case 'REGISTRY':
      return has.registry || page.links.length > 0;
    case 'PHOTOS':
      return has.photo;
    default:
      return false;
  }
}

function sitePage(kind: PageKind, c: WebsitePageContent, personPhotos: Map<string, WebImage>): SitePage {
  return {
    kind,
    anchor: PAGE_KIND_INFO[kind].anchor,
    title: c.title || PAGE_KIND_INFO[kind].title,
    body_html: renderMarkdown(c.body),
    show_countdown: c.show_countdown,
    show_photo: c.show_photo,
    places: kind === 'TRAVEL' ? c.places.map((p) => ({ ...p, map_url: mapUrl(p.name, p.address) })) : [],
    people:
      kind === 'WEDDING_PARTY'
        ? c.people.map((p) => ({ name: p.name, role: p.role, note: p.note, photo: (p.photo_id && personPhotos.get(p.photo_id)) || null }))
        : [],
    faqs: kind === 'FAQ' ? c.faqs.map((f) => ({ question: f.question, answer_html: renderMarkdown(f.answer) })) : [],
    links: kind === 'REGISTRY' ? c.links : [],
  };
}
