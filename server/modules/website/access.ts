import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '../../lib/tokens';
import type { WebsiteRow } from './service';

/**
 * A guest who typed a site's password is remembered by this browser: a cookie per site, signed
 * with the app secret over the site, its password version and its password hash. Changing or
 * removing the password moves the version (and the hash), so every earlier cookie stops opening it.
 */
export const UNLOCK_COOKIE_DAYS = 90;

export const unlockCookieName = (siteId: number): string => `wsite_${siteId}`;

function signature(secret: string, site: Pick<WebsiteRow, 'id' | 'passwordVersion' | 'passwordHash'>): string {
  return hmac(secret, `wedding-website:${site.id}:${site.passwordVersion}:${site.passwordHash ?? ''}`);
}

export function isUnlocked(request: FastifyRequest, secret: string, site: WebsiteRow): boolean {
  if (site.passwordHash === null) return true;
  const cookie = request.cookies[unlockCookieName(site.id)];
  return typeof cookie === 'string' && safeEqual(cookie, signature(secret, site));
}

export function setUnlockCookie(reply: FastifyReply, secret: string, site: WebsiteRow, secure: boolean): void {
  reply.setCookie(unlockCookieName(site.id), signature(secret, site), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: UNLOCK_COOKIE_DAYS * 24 * 60 * 60,
  });
}
