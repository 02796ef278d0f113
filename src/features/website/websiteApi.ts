import { api } from '../../lib/http';
import type {
  PageKind,
  PageOrderBody,
  PublicSite,
  SlugAvailability,
  WebsiteAnswer,
  WebsitePageBody,
  WebsitePasswordBody,
  WebsiteSettingsBody,
} from '../../contracts/website';
import type { RsvpFindBody, RsvpInvitation, RsvpSaveBody } from '../../contracts/websiteRsvp';

const BASE = '/web-api/v2/wedding-website';

/** server/API.md "The wedding website"; nothing else in the domain talks HTTP. */
export const websiteApi = {
  get: (): Promise<WebsiteAnswer> => api.get<WebsiteAnswer>(BASE),
  create: (): Promise<WebsiteAnswer> => api.post<WebsiteAnswer>(BASE),
  saveSettings: ({ body }: { body: WebsiteSettingsBody }): Promise<WebsiteAnswer> => api.put<WebsiteAnswer>(`${BASE}/settings`, body),
  setPassword: (body: WebsitePasswordBody): Promise<WebsiteAnswer> => api.put<WebsiteAnswer>(`${BASE}/password`, body),
  savePage: ({ kind, body }: { kind: PageKind; body: WebsitePageBody }): Promise<WebsiteAnswer> =>
    api.put<WebsiteAnswer>(`${BASE}/pages/${kind}`, body),
  reorder: (body: PageOrderBody): Promise<WebsiteAnswer> => api.put<WebsiteAnswer>(`${BASE}/page-order`, body),
  slugAvailable: (slug: string): Promise<SlugAvailability> => api.get<SlugAvailability>(`${BASE}/slug-available`, { slug }),
  publicSite: (slug: string): Promise<PublicSite> => api.get<PublicSite>(`${BASE}/public/${encodeURIComponent(slug)}`),
  rsvpFind: ({ slug, body }: { slug: string; body: RsvpFindBody }): Promise<RsvpInvitation> =>
    api.post<RsvpInvitation>(`${BASE}/public/${encodeURIComponent(slug)}/rsvp/find`, body),
  rsvpSave: ({ slug, body }: { slug: string; body: RsvpSaveBody }): Promise<RsvpInvitation> =>
    api.put<RsvpInvitation>(`${BASE}/public/${encodeURIComponent(slug)}/rsvp`, body),
  unlock: ({ slug, password }: { slug: string; password: string }): Promise<PublicSite> =>
    api.post<PublicSite>(`${BASE}/public/${encodeURIComponent(slug)}/unlock`, { password }),
};
