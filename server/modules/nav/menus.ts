import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, collections } from '../../db/schema';
import { loadCategoryTree } from './service';
import type { CategoryNode, LegacyNavAnswer, NavItem, WeddingShopNavAnswer } from '../../../src/contracts/nav';

/** Spec §2: the brand menu shows the first 7 brands. */
export const BRAND_MENU_LIMIT = 7;

const item = (
  identifier: string,
  title: string,
  path: string,
  parent: string | null,
  children: NavItem[] = [],
  businessUnit: NavItem['businessUnit'] = 'WEDDING_REGISTRY',
): NavItem => ({
  id: parent ? `${parent}.${identifier}` : identifier,
  identifier,
  title,
  path,
  parent,
  businessUnit,
  children,
  showCaret: children.length > 0,
  dockRight: false,
  centerDropdown: false,
});

const categoryItems = (nodes: CategoryNode[], parent: string | null): NavItem[] =>
  nodes.map((node) => item(node.key, node.name, `/shop/category/${node.key}`, parent, categoryItems(node.children, node.key)));

/** Spec §2 'Registry top menu': New Arrivals, Collections, Brands (first 7), the categories, Cash Funds. */
export async function loadLegacyNav(db: Db): Promise<LegacyNavAnswer> {
  const [tree, brandRows, collectionRows] = await Promise.all([
    loadCategoryTree(db),
    db
      .select({ slug: brands.slug, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.position), asc(brands.name))
      .limit(BRAND_MENU_LIMIT),
    db
      .select({ slug: collections.slug, name: collections.name })
      .from(collections)
      .where(eq(collections.kind, 'collection'))
      .orderBy(asc(collections.position), asc(collections.id)),
  ]);
  return {
    items: [
      item('newArrivals', 'New Arrivals', '/shop/category/new-arrivals', null),
      item(
        'collections',
        'Collections',
        '/shop/gift-collections/starter-collections',
        null,
        collectionRows.map((c) => item(c.slug, c.name, `/shop/collection/${c.slug}`, 'collections')),
      ),
      item('brands', 'Brands', '/shop/brands', null, [
        ...brandRows.map((b) => item(b.slug, b.name, `/shop/brand/${b.slug}`, 'brands')),
        item('allBrands', 'All brands', '/shop/brands', 'brands'),
      ]),
      ...categoryItems(tree, null),
      item('cashFunds', 'Cash Funds', '/shop/honeymoon-cash-funds', null, [
        item('cashHoneymoonFunds', 'Cash & Honeymoon Funds', '/shop/honeymoon-cash-funds', 'cashFunds'),
        item('giftCards', 'Gift Cards', '/shop/category/gift-cards', 'cashFunds'),
      ]),
    ],
  };
}

/**
 * Spec §2 'Boutique nav': New Arrivals, the boutique's own categories, and Invites & Paper
 * (/wedding-planning/paper; guests get /universal — both paths are sent, the SPA picks).
 */
export async function loadWeddingShopNav(db: Db): Promise<WeddingShopNavAnswer> {
  const tree = await loadCategoryTree(db, { boutiqueOnly: true });
  return {
    items: [
      item('newArrivals', 'New Arrivals', '/shop/category/wedding-shop', null),
      ...categoryItems(tree, null),
      item('invitesPaper', 'Invites & Paper', '/wedding-planning/paper', null, [], 'INVITATIONS'),
    ],
    invites_paper_guest_path: '/universal',
  };
}
