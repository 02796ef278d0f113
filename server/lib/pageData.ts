import { communityReadPaths } from '../../src/contracts/community';
import { inspirationReadPaths } from '../../src/contracts/inspiration';
import { escapeHtml } from './html';

/**
 * The first API read of a client page, keyed by its route pattern (src/app/routeTable.ts), for the
 * page's HTML to preload (<link rel=preload as=fetch>): the answer is on its way while the scripts
 * load, and the SPA's call, which must ask for the very same URL with credentials, takes it.
 * Only for a page opened without a query (a later page or a filter reads another URL), and only
 * where a route's params name a read the SPA will make (null: none, e.g. an id that is no id).
 * The wedding website's page adds its own (server/modules/website/routes.ts).
 */
export const PAGE_DATA_READS: Record<string, (params: Record<string, string>) => string | null> = {
  '/community': () => communityReadPaths.boards(),
  '/community/boards/:slug': ({ slug }) => (/^[a-z0-9-]{1,60}$/.test(slug ?? '') ? communityReadPaths.boardThreads(slug!) : null),
  '/community/threads/:id': ({ id }) => (/^[1-9][0-9]{0,9}$/.test(id ?? '') ? communityReadPaths.thread(id!) : null),
  '/inspiration': () => inspirationReadPaths.weddings(),
  '/inspiration/weddings/:slug': ({ slug }) => (/^[a-z0-9-]{1,120}$/.test(slug ?? '') ? inspirationReadPaths.wedding(slug!) : null),
};

/** A route pattern's params in a pathname it matches ('/a/:id', '/a/7' → { id: '7' }). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  want.forEach((segment, i) => {
    if (segment.startsWith(':') && got[i] !== undefined) {
      try {
        params[segment.slice(1)] = decodeURIComponent(got[i]);
      } catch {
        params[segment.slice(1)] = '';
      }
    }
  });
  return params;
}

/** The preload tag of an API read, credentials included as the SPA's axios sends them. */
export const dataPreloadTag = (apiPath: string): string =>
  `<link rel="preload" href="${escapeHtml(apiPath)}" as="fetch" crossorigin="use-credentials">`;

/** The data preload tag for a page of route `pattern` at `pathname` (with `search`), or ''. */
export function pageDataTag(pattern: string, pathname: string, search: string): string {
  const read = PAGE_DATA_READS[pattern];
  if (!read || search !== '') return '';
  const apiPath = read(routeParams(pattern, pathname));
  return apiPath ? dataPreloadTag(apiPath) : '';
}
