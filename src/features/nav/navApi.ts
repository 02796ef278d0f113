import { api } from '../../lib/http';
import type { CategoryNode, NavItem } from './types';

/** The navigation endpoints of server/API.md ("Navigation"); nothing else in the domain talks HTTP. */
export const navApi = {
  fetchCategories: () => api.get<{ categories: CategoryNode[] }>('/web-registry-api/v1/nav/get/categories'),
  /** Spec §8: navigation fetch failures are logged only (POST /api/v0/log/{id}). */
  logNavError: (id: string, message: string, data?: unknown) =>
    api.post<void>(`/api/v0/log/${encodeURIComponent(id)}`, { meta: { id, message }, data }),
  fetchLegacyNav: () => api.get<{ items: NavItem[] }>('/website-nav/web-api/legacyNav'),
  /** Spec §2 boutique nav: New Arrivals, the boutique's categories, Invites & Paper. */
  fetchWeddingShopNav: () => api.get<{ items: NavItem[]; invites_paper_guest_path: string }>('/web-registry-api/v1/nav/wedding-shop'),
};
