import type { RegistryGroup, RegistryItem, RegistrySearchRequest, RegistrySearchResponse } from './types';

/** The request without its page: two requests with the same view ask for pages of the same run of gifts. */
const viewOf = ({ page: _page, ...rest }: RegistrySearchRequest) => JSON.stringify(rest);

/**
 * Whether `arg` asks for the page right after the ones shown, for the view shown: a 'more' answer
 * that arrives after the guest changed a filter (or that repeats a page) is dropped.
 */
export function isNextPage(
  shown: { request: RegistrySearchRequest | null; data: RegistrySearchResponse | null },
  arg: RegistrySearchRequest,
): boolean {
  return !!shown.request && !!shown.data && viewOf(shown.request) === viewOf(arg) && arg.page === shown.data.page + 1;
}

/** Gifts not already shown (a gift can move between pages when the couple edits the registry meanwhile). */
const unseen = (shown: Set<number>, items: RegistryItem[]) => items.filter((i) => !shown.has(i.id));

/** Every gift shown so far, in order. */
export function giftsShown(data: Pick<RegistrySearchResponse, 'items' | 'groups'>): RegistryItem[] {
  return data.items ?? (data.groups ?? []).flatMap((g) => g.items);
}

/**
 * The shown pages with the next one appended: flat lists are joined; groups continue the group of
 * the same collection, or follow as new groups. The header, facets and counts are the newer answer's.
 */
export function appendPage(data: RegistrySearchResponse, next: RegistrySearchResponse): RegistrySearchResponse {
  const shown = new Set(giftsShown(data).map((i) => i.id));
  let groups: RegistryGroup[] | null = null;
  if (data.groups || next.groups) {
    groups = (data.groups ?? []).map((g) => ({ ...g, items: [...g.items] }));
    for (const group of next.groups ?? []) {
      const items = unseen(shown, group.items);
      const same = groups.find((g) => g.collection_id === group.collection_id);
      if (same) same.items.push(...items);
      else if (items.length) groups.push({ ...group, items });
    }
  }
  return {
    ...next,
    items: data.items || next.items ? [...(data.items ?? []), ...unseen(shown, next.items ?? [])] : null,
    groups,
  };
}
