import { z } from 'zod';

/** Navigation across the wire (server/API.md "Navigation"): the category tree and the menus. */

/** Spec §3 'Navigation category tree'. */
export interface CategoryNode {
  key: string;
  name: string;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.object({
  key: z.string(),
  name: z.string(),
  get children() {
    return z.array(categoryNode);
  },
});

/** GET /web-registry-api/v1/nav/get/categories. */
export const categoriesAnswer = z.object({ categories: z.array(categoryNode) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswer>;

/** Spec §3 'Nav item' (the fields the SPA uses). */
export interface NavItem {
  id: string;
  identifier: string;
  title: string;
  path: string;
  parent: string | null;
  businessUnit: 'WEDDING_REGISTRY' | 'INVITATIONS';
  children: NavItem[];
  showCaret: boolean;
  dockRight: boolean;
  centerDropdown: boolean;
}
export const navItem: z.ZodType<NavItem> = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  path: z.string(),
  parent: z.string().nullable(),
  businessUnit: z.enum(['WEDDING_REGISTRY', 'INVITATIONS']),
  get children() {
    return z.array(navItem);
  },
  showCaret: z.boolean(),
  dockRight: z.boolean(),
  centerDropdown: z.boolean(),
});

/** GET /website-nav/web-api/legacyNav: the registry top menu. */
export const legacyNavAnswer = z.object({ items: z.array(navItem) });
export type LegacyNavAnswer = z.infer<typeof legacyNavAnswer>;

/** GET /web-registry-api/v1/nav/wedding-shop: the boutique nav; guests' Invites & Paper link goes to the guest path. */
export const weddingShopNavAnswer = z.object({ items: z.array(navItem), invites_paper_guest_path: z.string() });
export type WeddingShopNavAnswer = z.infer<typeof weddingShopNavAnswer>;
