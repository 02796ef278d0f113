import type { FundType, RegistryFilter, RegistryHeader, RegistryItem, RegistrySort } from './types';

type Names = Pick<RegistryHeader, 'owner_first_name' | 'owner_last_name' | 'partner_first_name' | 'partner_last_name'>;

/** 'Alex Morgan & Jordan Lee' (a partner without a name is left out). */
export function coupleNames(n: Names): string {
  const owner = [n.owner_first_name, n.owner_last_name].filter(Boolean).join(' ');
  const partner = [n.partner_first_name, n.partner_last_name].filter(Boolean).join(' ');
  return partner ? `${owner} & ${partner}` : owner;
}

/** 'Alex & Jordan' for headings. */
export function coupleFirstNames(n: Names): string {
  return [n.owner_first_name, n.partner_first_name].filter(Boolean).join(' & ');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2027-06-12' → 'June 12, 2027' (the date is a calendar day: no time zone shifts it). */
export function formatWeddingDate(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return null;
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}`;
}

export const MONTH_NAMES = MONTHS;

export const FUND_TYPES: { value: FundType; label: string }[] = [
  { value: 'HONEYMOON', label: 'Honeymoon' },
  { value: 'HOME', label: 'Home' },
  { value: 'EXPERIENCE', label: 'Experience' },
  { value: 'CHARITY', label: 'Charity' },
  { value: 'CUSTOM', label: 'Something else' },
];

export const SORTS: { value: RegistrySort; label: string }[] = [
  { value: 'FEATURED', label: 'Featured' },
  { value: 'MOST_WANTED', label: 'Most wanted' },
  { value: 'PRICE_LOW_HIGH', label: 'Price: low to high' },
  { value: 'PRICE_HIGH_LOW', label: 'Price: high to low' },
  { value: 'NEWEST', label: 'Newest' },
];

/** The guest page's filters live in the URL (shareable, reload-safe). */
export const FILTER_PARAMS = { PRICE: 'price', CATEGORY: 'category', AVAILABILITY: 'availability', DELIVERY: 'delivery' } as const;
export type UrlFilterType = keyof typeof FILTER_PARAMS;

export interface ViewParams {
  filters: RegistryFilter[];
  sort: RegistrySort;
  grouped: boolean;
}

/** URL → filters, sort and view (grouped by collection unless ?view=all). */
export function viewParamsFromSearch(search: URLSearchParams): ViewParams {
  const filters: RegistryFilter[] = [];
  for (const type of Object.keys(FILTER_PARAMS) as UrlFilterType[]) {
    const values = search.getAll(FILTER_PARAMS[type]).filter(Boolean);
    if (values.length > 0) filters.push({ type, values: [...new Set(values)].sort() });
  }
  const sortParam = search.get('sort');
  const sort = SORTS.find((s) => s.value === sortParam)?.value ?? 'FEATURED';
  return { filters, sort, grouped: search.get('view') !== 'all' };
}

/** Filters, sort and view → URL (the preview flag is kept by the caller). */
export function viewParamsToSearch({ filters, sort, grouped }: ViewParams, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (keep?.get('preview')) out.set('preview', keep.get('preview')!);
  for (const f of filters) {
    const name = FILTER_PARAMS[f.type as UrlFilterType];
    if (name) f.values.forEach((v) => out.append(name, v));
  }
  if (sort !== 'FEATURED') out.set('sort', sort);
  if (!grouped) out.set('view', 'all');
  return out;
}

/** Purchased in full (nothing left to buy); cash funds are never 'purchased'. */
export const isFullyPurchased = (item: RegistryItem) => item.kind !== 'CASH_FUND' && item.remaining === 0;

/** A cash fund's progress toward its goal, 0–100 (null without a goal). */
export function fundPercent(item: RegistryItem): number | null {
  const goal = item.cash_fund?.goal_cents;
  if (!goal) return null;
  return Math.min(100, Math.round(((item.cash_fund?.contributed_cents ?? 0) / goal) * 100));
}

/** The public address of a registry. */
export const registryPath = (key: string) => `/registry/${encodeURIComponent(key)}`;
export const registryUrl = (key: string, origin: string = window.location.origin) => `${origin}${registryPath(key)}`;

/** '25', '49.99', '$1,200' → cents; '' → undefined; anything else → NaN. */
export function parseDollars(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (cleaned === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/**
 * Whether a sort orders the gifts of the whole registry (price, newest, most wanted) rather than
 * keeping the couple's arrangement (Featured). Grouped by collection, the server applies a sort
 * inside each collection only (server/API.md), so a guest who picks "Price: low to high" expects,
 * and gets, one list: all gifts, cheapest first.
 */
export const sortsAcrossRegistry = (sort: RegistrySort) => sort !== 'FEATURED';

/** The sort select's change: an ordering sort chosen while grouped opens the all-gifts view. */
export function viewParamsWithSort(params: ViewParams, sort: RegistrySort): ViewParams {
  return { ...params, sort, grouped: params.grouped && !sortsAcrossRegistry(sort) };
}
