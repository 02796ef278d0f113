import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The token of the newest link to `path` (e.g. '/account/confirm') mailed to `to`, read from the
 * development outbox page. Mail may leave after the answer (a background job), so this polls
 * until it is there.
 */
export async function mailedToken(request: APIRequestContext, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w-]+)`);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/outbox')).text();
        // Newest first: the first article to that address with such a link.
        const article = html.split('<article>').find((a) => a.includes(`To ${to} ·`) && pattern.test(a));
        token = article ? pattern.exec(article)![1] : undefined;
        return token;
      },
      { message: `a mail to ${to} with a ${path} link` },
    )
    .toBeTruthy();
  return token!;
}

/** Calls the API as the SPA does: JSON, the CSRF cookie echoed in its header; fails on a non-2xx answer. */
export async function callApi<T>(api: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const csrfToken = async () => (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (method !== 'GET' && !(await csrfToken())) await callApi(api, 'GET', '/website-nav/web-api/v1/user/context');
  const token = (await csrfToken()) ?? '';
  const res = await api.fetch(url, { method, data, headers: { 'x-xsrf-token': token } });
  expect(res.ok(), `${method} ${url} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A new account made through the API the way a person makes one: sign-up (or /onboard/new with
 * `onboarding`), then the mailed link, which signs `api` in.
 */
export async function signUpThroughMail(
  api: APIRequestContext,
  user: { email: string; password: string; first_name: string; last_name: string },
  onboarding?: { wedding: Record<string, unknown> },
): Promise<void> {
  const signup = { ...user, business_unit_source: 'WEDDING_REGISTRY' };
  if (onboarding)
    await callApi(api, 'POST', '/web-api/v2/onboard/new', {
      business_unit_feature: 'WEDDING_REGISTRY',
      existing_account: false,
      user: signup,
      wedding: onboarding.wedding,
    });
  else await callApi(api, 'POST', '/website-nav/web-api/v1/user/create', signup);
  const token = await mailedToken(api, user.email, '/account/confirm');
  await callApi(api, 'POST', '/website-nav/web-api/v1/user/confirm', { token });
}
