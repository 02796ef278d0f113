import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { images, weddings } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { verifyPassword } from '../../lib/passwords';
import { usePageHeaders } from '../../plugins/securityHeaders';
import { isMember } from '../registry/access';
import { imageUrl } from '../../../src/contracts/media';
import { addImageBodyParser, imageBody } from '../media/routes';
import { addPersonPhoto, addPhoto, removePhoto, reorderPhotos, setCaption } from './photos';
import { galleryOf } from './photoViews';
import { formatLocation } from '../../../src/contracts/locations';
import * as c from '../../../src/contracts/website';
import { isUnlocked, setUnlockCookie } from './access';
import { findInvitation, saveRsvp } from './rsvp';
import { rsvpFindBody, rsvpSaveBody } from '../../../src/contracts/websiteRsvp';
import { spaPageHtml } from '../../lib/routePreloads';
import { withSiteHead } from './pageHtml';
import {
  coupleFirstNames,
  createWebsite,
  findPublishedSite,
  getWebsite,
  publicSiteView,
  reorderPages,
  setPassword,
  slugAvailability,
  updatePage,
  updateSettings,
  type WebsiteRow,
} from './service';

const BASE = '/web-api/v2/wedding-website';
const noStore = { 'cache-control': 'private, no-store' };

/**
 * The wedding website (issue 28; server/API.md "The wedding website"). The couple's routes act on
 * the caller's own wedding's site, found through wedding_members: none takes a site id (BOLA). The
 * guest's routes take a slug and answer only a published site.
 */
export async function websiteRoutes(app: FastifyInstance): Promise<void> {
  const secureCookies = app.config.env === 'production' || app.config.env === 'staging';

  defineRoute(app, {
    method: 'GET',
    url: BASE,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return getWebsite(app.db, userId);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: BASE,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.status(201);
      return createWebsite(app.db, userId);
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/settings`,
    requireUser: true,
    body: c.websiteSettingsBody,
    handler: ({ body, userId }) => updateSettings(app.db, userId, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/password`,
    requireUser: true,
    body: c.websitePasswordBody,
    handler: ({ body, userId }) => setPassword(app.db, userId, body.password),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/pages/:kind`,
    requireUser: true,
    params: c.pageKindParams,
    body: c.websitePageBody,
    handler: ({ body, params, userId }) => updatePage(app.db, userId, params.kind, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/page-order`,
    requireUser: true,
    body: c.pageOrderBody,
    handler: ({ body, userId }) => reorderPages(app.db, userId, body.kinds),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/slug-available`,
    requireUser: true,
    query: c.slugAvailableQuery,
    handler: async ({ query, userId }, _request, reply) => {
      reply.headers(noStore);
      return slugAvailability(app.db, userId, query.slug);
    },
  });

  // ---------------------------------------------------------------------------------------------
  // Photos: the gallery and the wedding party's photos. An upload's body is the file itself
  // (image/* or application/octet-stream, at most 10 MB); the crop is in the query.

  addImageBodyParser(app);
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/photos`,
    requireUser: true,
    query: c.photoCropQuery,
    handler: async ({ query, userId }, request, reply) => {
      const bytes = imageBody(request.body);
      reply.status(201);
      return addPhoto(app.db, userId, bytes, query);
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${BASE}/photos/:id`,
    requireUser: true,
    params: c.photoIdParams,
    body: c.photoCaptionBody,
    handler: ({ params, body, userId }) => setCaption(app.db, userId, params.id, body.caption),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${BASE}/photos/:id`,
    requireUser: true,
    params: c.photoIdParams,
    handler: ({ params, userId }) => removePhoto(app.db, userId, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/photo-order`,
    requireUser: true,
    body: c.photoOrderBody,
    handler: ({ body, userId }) => reorderPhotos(app.db, userId, body.ids),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/people-photos`,
    requireUser: true,
    query: c.photoCropQuery,
    handler: async ({ query, userId }, request, reply) => {
      const bytes = imageBody(request.body);
      reply.status(201).header('cache-control', 'private, no-store');
      return addPersonPhoto(app.db, userId, bytes, query);
    },
  });

  // ---------------------------------------------------------------------------------------------
  // Guests

  /** The published site at `slug` a request may read, or the 404 / 401 it gets instead. */
  async function readableSite(request: FastifyRequest, reply: FastifyReply, slug: string): Promise<WebsiteRow> {
    const site = c.slugProblem(slug) === null ? await findPublishedSite(app.db, slug) : null;
    if (!site) throw notFound(c.WEBSITE_MESSAGES.notFound);
    if (site.hideFromSearch) reply.header('x-robots-tag', 'noindex, nofollow');
    // The couple reach their own protected site without its password.
    if (!isUnlocked(request, app.config.appSecret, site) && !(await isMember(app.db, site.weddingId, request.session?.userId))) {
      throw new AppError(401, c.WEBSITE_MESSAGES.passwordRequired, { code: c.PASSWORD_REQUIRED_CODE });
    }
    return site;
  }

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/public/:slug`,
    params: c.publicSlugParams,
    handler: async ({ params }, request, reply) => {
      // Not in shared caches: a protected site's answer depends on the cookie, and a couple's edits show at once.
      reply.header('cache-control', 'private, no-cache');
      const site = await readableSite(request, reply, params.slug);
      return publicSiteView(app.db, site);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/public/:slug/unlock`,
    params: c.publicSlugParams,
    body: c.unlockBody,
    config: { rateLimit: app.rateLimits.websitePassword },
    handler: async ({ params, body }, _request, reply) => {
      reply.headers(noStore);
      const site = c.slugProblem(params.slug) === null ? await findPublishedSite(app.db, params.slug) : null;
      if (!site) throw notFound(c.WEBSITE_MESSAGES.notFound);
      if (site.passwordHash !== null && !(await verifyPassword(site.passwordHash, body.password))) {
        throw new AppError(403, c.WEBSITE_MESSAGES.wrongPassword, {
          code: 'wrong_password',
          fields: { password: c.WEBSITE_MESSAGES.wrongPassword },
        });
      }
      setUnlockCookie(reply, app.config.appSecret, site, secureCookies);
      return publicSiteView(app.db, site);
    },
  });

  // Online RSVP: the same access as the site (a protected site's password first), then the name.
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/public/:slug/rsvp/find`,
    params: c.publicSlugParams,
    body: rsvpFindBody,
    config: { rateLimit: app.rateLimits.websiteRsvp },
    handler: async ({ params, body }, request, reply) => {
      reply.headers(noStore);
      const site = await readableSite(request, reply, params.slug);
      return findInvitation(app.db, app.config.appSecret, site, body.first_name, body.last_name, new Date());
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/public/:slug/rsvp`,
    params: c.publicSlugParams,
    body: rsvpSaveBody,
    config: { rateLimit: app.rateLimits.websiteRsvp },
    handler: async ({ params, body }, request, reply) => {
      reply.headers(noStore);
      const site = await readableSite(request, reply, params.slug);
      return saveRsvp(app, site, body, new Date());
    },
  });

  // The page a shared link opens: the SPA's HTML with the site's title, description and photo for
  // link previews (and robots meta when hidden). A protected site's names stay private: its
  // preview says only that it is a wedding website. An unknown or unpublished site is a 404 page.
  let pageHtml: ((pathname: string) => string) | null | undefined;
  defineRoute(app, {
    method: 'GET',
    url: '/wedding/:slug',
    params: c.publicSlugParams,
    handler: async ({ params }, request, reply) => {
      // /wedding/setup, /wedding/join and other SPA pages under /wedding/ are the SPA's as usual.
      if (c.slugProblem(params.slug) !== null) return reply.callNotFound();
      if (pageHtml === undefined) pageHtml = spaPageHtml(app.config.distDir);
      if (pageHtml === null) return reply.callNotFound();
      const site = await findPublishedSite(app.db, params.slug);
      const origin = `${request.protocol}://${request.host}`;
      const url = `${origin}${c.websitePath(params.slug)}`;
      usePageHeaders(reply).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!site) {
        reply.status(404);
        return withSiteHead(pageHtml(request.url), {
          title: 'Wedding website not found',
          description: c.WEBSITE_MESSAGES.notFound,
          image: null,
          url,
          noindex: true,
        });
      }
      if (site.hideFromSearch) reply.header('x-robots-tag', 'noindex, nofollow');
      return withSiteHead(pageHtml(c.websitePath(site.slug)), await headFor(site, url, origin));
    },
  });

  async function imageSize(id: string) {
    const [image] = await app.db
      .select({ id: images.id, width: images.width, height: images.height })
      .from(images)
      .where(eq(images.id, id));
    return image ?? null;
  }

  async function headFor(site: WebsiteRow, url: string, origin: string) {
    if (site.passwordHash !== null) {
      return {
        title: 'A wedding website on Confetti',
        description: 'This wedding website is password protected.',
        image: null,
        url,
        noindex: site.hideFromSearch,
      };
    }
    const [w] = await app.db.select().from(weddings).where(eq(weddings.id, site.weddingId));
    const when = w!.weddingDate ? c.formatSiteDate(w!.weddingDate) : null;
    const where = formatLocation(w!.city, w!.stateProvince);
    const description =
      [when, where].filter(Boolean).join(' · ') || `Our wedding website: the day, travel and everything you need to know.`;
    // The couple photo, else the gallery's first photo: its stored 1280-wide JPEG (previews want JPEG or PNG).
    const [first] = w!.couplePhotoId ? [] : await galleryOf(app.db, site.id);
    const picture = w!.couplePhotoId
      ? await imageSize(w!.couplePhotoId)
      : first
        ? { id: first.id, width: first.width, height: first.height }
        : null;
    return {
      title: c.siteTitle(coupleFirstNames(w!)),
      description,
      image: picture ? { url: `${origin}${imageUrl(picture.id, 1280, 'jpeg')}`, ...previewSize(picture) } : null,
      url,
      noindex: site.hideFromSearch,
      preloadApi: c.publicSiteApiPath(site.slug),
    };
  }
}

/** The size of an image's 1280-wide variant (never enlarged), for og:image:width / height. */
export function previewSize(image: { width: number; height: number }): { width: number; height: number } {
  const width = Math.min(image.width, 1280);
  return { width, height: Math.round((image.height * width) / image.width) };
}
