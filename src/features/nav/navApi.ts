import type { LogBody } from '../../contracts/log';
import { api } from '../../lib/http';
import type { CategoriesAnswer, LegacyNavAnswer, WeddingShopNavAnswer } from '../../contracts/nav';

/** The navigation endpoints of server/API.md ("Navigation"); nothing else in the domain talks HTTP. */
export const navApi = {
  fetchCategories: () => api.get<CategoriesAnswer>('/web-registry-api/v1/nav/get/categories'),
  /** Spec §8: navigation fetch failures are logged only (POST /api/v0/log/{id}). */
  logNavError: (id: string, message: string, data?: unknown) =>
    api.post<void>(`/api/v0/log/${encodeURIComponent(id)}`, { meta: { id, message }, data } satisfies LogBody),
  fetchLegacyNav: () => api.get<LegacyNavAnswer>('/website-nav/web-api/legacyNav'),
  /** Spec §2 boutique nav: New Arrivals, the boutique's categories, Invites & Paper. */
  fetchWeddingShopNav: () => api.get<WeddingShopNavAnswer>('/web-registry-api/v1/nav/wedding-shop'),
};
