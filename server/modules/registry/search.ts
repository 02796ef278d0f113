import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { REGISTRY_MOVED_CODE, REGISTRY_MOVED_MESSAGE } from '../../../src/contracts/registrySettings';
import { redirectTarget } from '../registrySettings/service';
import type { JsonAnswer } from '../../lib/jsonAnswer';
import {
  findRegistryWithWedding,
  isMember,
  REGISTRY_NOT_FOUND_MESSAGE,
  toHeader,
  type RegistryHeader,
  type RegistryWithWedding,
} from './access';
import { publicItem, type CollectionView, type ItemView, type Snapshot } from './items';
import type { RegistryKey, RegistryReadCache } from './readCache';
import type { Filter, FilterType, RegistrySummary, SearchBody, Sort } from '../../../src/contracts/registry';
import { registrySummary } from './summary';
import { BEFORE_WEDDING, BEFORE_WEDDING_LABEL, deliveryEstimate, keptByArrivesBefore } from '../../../src/contracts/deliveryEstimate';
import { isAfterWedding } from '../../../src/contracts/weddingDay';

export const PRICE_BUCKETS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '0-5000', label: 'Under $50' },
  { value: '5000-10000', label: '$50 to $100' },
  { value: '10000-25000', label: '$100 to $250' },
  { value: '25000-50000', label: '$250 to $500' },
  { value: '50000-', label: '$500 and up' },
];
const LABELS: Record<string, string> = {
  AVAILABLE: 'Available',
  PURCHASED: 'Purchased',
  CONFETTI: 'Confetti',
  EXTERNAL: 'Other stores',
  PRODUCT: 'Gifts',
  CASH_FUND: 'Cash funds',
  GIFT_CARD: 'Gift cards',
};
const TYPE_LABELS: Record<string, string> = { ...LABELS, EXTERNAL: 'From other stores' };

interface Facet {
  type: FilterType;
  values: Array<{ value: string; label: string; count: number }>;
}

/** Whether the item matches one filter value (values of one filter are OR-ed by the caller). */
function matchesValue(item: ItemView, type: FilterType, value: string): boolean {
  switch (type) {
    case 'PRICE': {
      if (item.price_cents === null) return false;
      const [min, max] = value.split('-');
      return item.price_cents >= Number(min) && (max === '' || max === undefined || item.price_cents < Number(max));
    }
    case 'CATEGORY':
      return item.category_key === value;
    case 'AVAILABILITY':
      return value === 'AVAILABLE' ? item.is_available : item.remaining === 0;
    case 'STORE':
      return value === 'EXTERNAL' ? item.kind === 'EXTERNAL' : item.kind !== 'EXTERNAL';
    case 'TYPE':
      return item.kind === value;
    case 'DELIVERY':
      // BEFORE_WEDDING: cash funds stay, other stores' gifts go, ours by their estimate (deliveryEstimate.ts).
      return keptByArrivesBefore(item.kind, item.delivery);
  }
}

function matchesFilters(item: ItemView, filters: Filter[], except?: FilterType): boolean {
  return filters.every((f) => f.type === except || f.values.length === 0 || f.values.some((v) => matchesValue(item, f.type, v)));
}

/**
 * Facet counts: each filter type counted under every OTHER filter, so a chosen value never zeroes its siblings.
 * DELIVERY is offered only while there is a wedding date to arrive before (`canArriveBefore`).
 */
export function computeFacets(items: ItemView[], filters: Filter[], canArriveBefore = false): Facet[] {
  const count = (type: FilterType, value: string) =>
    items.filter((i) => matchesFilters(i, filters, type) && matchesValue(i, type, value)).length;
  const categories = new Map<string, string>();
  for (const item of items) if (item.category_key) categories.set(item.category_key, item.category_name ?? item.category_key);
  const chosen = (type: FilterType) => new Set(filters.filter((f) => f.type === type).flatMap((f) => f.values));
  const present = (type: FilterType, values: Array<{ value: string; label: string }>) =>
    values.map((v) => ({ ...v, count: count(type, v.value) })).filter((v) => v.count > 0 || chosen(type).has(v.value));
  return [
    { type: 'PRICE', values: present('PRICE', [...PRICE_BUCKETS]) },
    {
      type: 'CATEGORY',
      values: present(
        'CATEGORY',
        [...categories].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
      ),
    },
    {
      type: 'AVAILABILITY',
      values: present(
        'AVAILABILITY',
        ['AVAILABLE', 'PURCHASED'].map((value) => ({ value, label: LABELS[value]! })),
      ),
    },
    {
      type: 'STORE',
      values: present(
        'STORE',
        ['CONFETTI', 'EXTERNAL'].map((value) => ({ value, label: LABELS[value]! })),
      ),
    },
    {
      type: 'TYPE',
      values: present(
        'TYPE',
        ['PRODUCT', 'CASH_FUND', 'EXTERNAL', 'GIFT_CARD'].map((value) => ({ value, label: TYPE_LABELS[value]! })),
      ),
    },
    { type: 'DELIVERY', values: canArriveBefore ? present('DELIVERY', [{ value: BEFORE_WEDDING, label: BEFORE_WEDDING_LABEL }]) : [] },
  ];
}

/**
 * The items with their delivery estimates (src/contracts/deliveryEstimate.ts) against the couple's
 * shipping state and the wedding date as guests know it (none when the couple hide it).
 */
export function withDelivery(registry: RegistryWithWedding, items: ItemView[], now: Date): { items: ItemView[]; canArriveBefore: boolean } {
  const weddingDate = registry.hideDateAndLocation ? null : registry.weddingDate;
  const address = registry.shipState ? { state: registry.shipState, country: 'US' } : null;
  const withEstimates = items.map((item) => ({
    ...item,
    delivery: deliveryEstimate({
      kind: item.kind,
      shipMethod: item.shipping?.method ?? null,
      shipMaxDays: item.shipping?.max_days ?? null,
      isPersonalized: item.shipping?.personalized ?? false,
      inStock: item.in_stock,
      address,
      weddingDate,
      timeZone: registry.timeZone,
      now,
    }),
  }));
  return { items: withEstimates, canArriveBefore: weddingDate !== null && !isAfterWedding(weddingDate, registry.timeZone, now) };
}

const byFeatured = (a: ItemView, b: ItemView) => a.position - b.position || a.id - b.id;

/** Sorts a copy; every order ends with the id so it is stable. Unpriced items go last in price orders. */
export function sortItems(items: ItemView[], sort: Sort): ItemView[] {
  const price = (i: ItemView, missing: number) => i.price_cents ?? missing;
  const out = [...items];
  switch (sort) {
    case 'FEATURED':
      return out.sort(byFeatured);
    case 'PRICE_LOW_HIGH':
      return out.sort((a, b) => price(a, Infinity) - price(b, Infinity) || a.id - b.id);
    case 'PRICE_HIGH_LOW':
      return out.sort((a, b) => price(b, -Infinity) - price(a, -Infinity) || a.id - b.id);
    case 'NEWEST':
      return out.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    case 'MOST_WANTED':
      return out.sort((a, b) => Number(b.most_wanted) - Number(a.most_wanted) || byFeatured(a, b));
  }
}

export interface SearchResult {
  registry: RegistryHeader;
  viewer: { is_owner: boolean; can_edit: boolean };
  summary: RegistrySummary | null;
  collections: CollectionView[];
  uncollected_count: number;
  facets: Facet[];
  filters: Filter[];
  sort: Sort;
  total: number;
  page: number;
  /** Null when every matching gift was asked for (no page_size). */
  page_size: number | null;
  page_count: number;
  items: ItemView[] | null;
  groups: Array<{ collection_id: number | null; name: string; items: ItemView[] }> | null;
}

/**
 * The registry as the caller may see it: published, or theirs (anything else is a 404 like a
 * missing one). Guests read the cache's row copy; the couple read their row fresh, so their own
 * edits show at once.
 */
export async function visibleRegistry(reads: RegistryReadCache, key: RegistryKey, userId: number | null) {
  const copy = await reads.registry(key);
  if (!copy) {
    // An old key the couple changed (kept 12 months): the SPA goes to the new one.
    const moved = 'slug' in key ? await redirectTarget(reads.db, key.slug, userId) : null;
    if (moved) throw new AppError(404, REGISTRY_MOVED_MESSAGE, { code: REGISTRY_MOVED_CODE, registry_key: moved });
    throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
  }
  const owner = userId !== null && (await isMember(reads.db, copy.weddingId, userId));
  const registry = owner ? await findRegistryWithWedding(reads.db, key) : copy;
  // Unpublished and PRIVATE registries are the couple's alone; LINK_ONLY ones open by their link.
  if (!registry || ((!registry.isPublished || registry.visibility === 'PRIVATE') && !owner)) throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
  return { registry, owner };
}

const registryKeyOf = (body: SearchBody): RegistryKey =>
  'registry_key' in body ? { slug: body.registry_key } : { id: body.registry_object_id };

/**
 * POST registryCollection/search (spec §7). Returns the answer and its ETag, or `notModified` when
 * the caller's If-None-Match already names it. The couple's own view (with the summary) carries no
 * ETag; a guest answer is the same for everyone at one version and is kept serialised (readCache.ts).
 */
export async function searchRegistry(
  reads: RegistryReadCache,
  body: SearchBody,
  userId: number | null,
  ifNoneMatch: string | undefined,
  now: Date,
): Promise<
  | { notModified: true; etag: string }
  | { notModified: false; etag: string | null; result: SearchResult }
  | { notModified: false; etag: string; json: JsonAnswer }
> {
  const { registry, owner } = await visibleRegistry(reads, registryKeyOf(body), userId);
  const isOwner = owner && body.preview_as_guest !== true;
  const etag = isOwner ? null : reads.etag(registry, body, owner, now);
  if (etag && ifNoneMatch === etag) return { notModified: true, etag };
  if (etag) {
    const json = await reads.guestAnswer(registry, body, etag, !owner, now, async () =>
      buildResult(reads.db, registry, await reads.snapshot(registry), body, owner, false, now),
    );
    return { notModified: false, etag, json };
  }
  return {
    notModified: false,
    etag,
    result: await buildResult(reads.db, registry, await reads.snapshot(registry), body, owner, isOwner, now),
  };
}

async function buildResult(
  db: Db,
  registry: RegistryWithWedding,
  snapshot: Snapshot,
  body: SearchBody,
  owner: boolean,
  isOwner: boolean,
  now: Date,
): Promise<SearchResult> {
  const collectionId = 'collection_object_id' in body ? (body.collection_object_id ?? null) : null;
  if (collectionId !== null && !snapshot.collections.some((c) => c.id === collectionId)) throw notFound('Collection not found');
  // Estimates are made per answer: they follow today (the answer's ETag names the day).
  const estimated = withDelivery(registry, snapshot.items, now);
  const scoped = collectionId === null ? estimated.items : estimated.items.filter((i) => i.collection_id === collectionId);
  const sort = body.sort ?? 'FEATURED';
  const matching = sortItems(
    scoped.filter((i) => matchesFilters(i, body.filters)),
    sort,
  ).map(publicItem);
  const grouped = 'grouped_by_collection' in body && body.grouped_by_collection === true;
  const buckets: Array<{ collection_id: number | null; name: string }> = [
    ...snapshot.collections.map((c) => ({ collection_id: c.id, name: c.name })),
    { collection_id: null, name: 'Other gifts' },
  ];
  // Grouped, the gifts run collection by collection ('Other gifts' last), and a page cuts that run.
  const ordered = grouped ? buckets.flatMap((g) => matching.filter((i) => i.collection_id === g.collection_id)) : matching;
  const paged = pageOf(ordered, body.page ?? 1, body.page_size);
  const groups: SearchResult['groups'] = grouped
    ? buckets
        .map((g) => ({ ...g, items: paged.items.filter((i) => i.collection_id === g.collection_id) }))
        .filter((g) => g.items.length > 0)
    : null;
  const result: SearchResult = {
    registry: toHeader(registry, snapshot.items.length, now),
    viewer: { is_owner: owner, can_edit: isOwner },
    summary: isOwner ? await registrySummary(db, registry, snapshot.items, snapshot.collections.length, now) : null,
    collections: snapshot.collections,
    uncollected_count: snapshot.items.filter((i) => i.collection_id === null).length,
    facets: computeFacets(scoped, body.filters, estimated.canArriveBefore),
    filters: body.filters,
    sort,
    total: matching.length,
    page: paged.page,
    page_size: paged.pageSize,
    page_count: paged.pageCount,
    items: grouped ? null : paged.items,
    groups,
  };
  return result;
}

/** One page of the gifts (every gift without a page size); a page past the end is empty. */
export function pageOf<T>(
  items: T[],
  page: number,
  pageSize: number | undefined,
): { items: T[]; page: number; pageSize: number | null; pageCount: number } {
  if (pageSize === undefined) return { items, page: 1, pageSize: null, pageCount: 1 };
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
  };
}

/** GET registry/public/{slug}: the guest page's header. */
export async function publicHeader(
  reads: RegistryReadCache,
  slug: string,
  userId: number | null,
  ifNoneMatch: string | undefined,
  now: Date,
) {
  const { registry } = await visibleRegistry(reads, { slug }, userId);
  const etag = reads.etag(registry, 'header', false, now);
  if (ifNoneMatch === etag) return { notModified: true as const, etag };
  const snapshot = await reads.snapshot(registry);
  return { notModified: false as const, etag, result: { registry: toHeader(registry, snapshot.items.length, now) } };
}
