import { appendPage, giftsShown, isNextPage } from '../../src/features/registry/registryPages';
import type { RegistryGroup, RegistryItem, RegistrySearchRequest, RegistrySearchResponse } from '../../src/features/registry/types';

const gift = (id: number, collection_id: number | null = null) => ({ id, collection_id, title: `Gift ${id}` }) as RegistryItem;
const answer = (over: Partial<RegistrySearchResponse>): RegistrySearchResponse =>
  ({ total: 5, page: 1, page_size: 2, page_count: 3, items: null, groups: null, facets: [], ...over }) as RegistrySearchResponse;
const ids = (groups: RegistryGroup[] | null) => (groups ?? []).map((g) => [g.collection_id, g.items.map((i) => i.id)]);

describe('registry pages', () => {
  const request: RegistrySearchRequest = { registry_key: 'k', filters: [], flattened_view: true, page: 1, page_size: 2 };

  it('takes only the next page of the view shown', () => {
    const shown = { request, data: answer({ page: 1 }) };
    expect(isNextPage(shown, { ...request, page: 2 })).toBe(true);
    expect(isNextPage(shown, { ...request, page: 3 })).toBe(false);
    expect(isNextPage(shown, { ...request, page: 1 })).toBe(false);
    expect(isNextPage(shown, { ...request, page: 2, sort: 'NEWEST' })).toBe(false);
    expect(isNextPage(shown, { ...request, page: 2, filters: [{ type: 'TYPE', values: ['PRODUCT'] }] })).toBe(false);
    expect(isNextPage({ request: null, data: null }, { ...request, page: 2 })).toBe(false);
  });

  it('joins flat pages, skipping a gift already shown, and takes the newer counts', () => {
    const merged = appendPage(
      answer({ items: [gift(1), gift(2)] }),
      answer({ page: 2, total: 6, page_count: 3, items: [gift(2), gift(3)] }),
    );
    expect(merged.items!.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(merged).toMatchObject({ page: 2, total: 6, groups: null });
  });

  it('continues the group of the same collection and adds new groups after it', () => {
    const first = answer({ groups: [{ collection_id: 10, name: 'Kitchen', items: [gift(1, 10), gift(2, 10)] }] });
    const second = answer({
      page: 2,
      groups: [
        { collection_id: 10, name: 'Kitchen', items: [gift(3, 10)] },
        { collection_id: null, name: 'Other gifts', items: [gift(4)] },
      ],
    });
    const merged = appendPage(first, second);
    expect(ids(merged.groups)).toEqual([
      [10, [1, 2, 3]],
      [null, [4]],
    ]);
    expect(merged.items).toBeNull();
    expect(giftsShown(merged).map((i) => i.id)).toEqual([1, 2, 3, 4]);
    // The first answer is left as it was.
    expect(ids(first.groups)).toEqual([[10, [1, 2]]]);
  });
});
