import { listingQueryOf, type ListingScope } from '../../server/modules/shop/listingQuery';
import type { ListingQuery } from '../../src/contracts/shop';

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ sort: 'featured', page: 1, page_size: 24, ...over });
const kitchen: ListingScope = { by: 'topCategory', id: 1, countsKey: 'category:1' };

/** The listing statement is rendered once per shape (server/modules/shop/listingQuery.ts); only its values change. */
describe('listing statement', () => {
  it('keeps one text per shape and puts the request in its parameters', () => {
    const a = listingQueryOf(kitchen, query({ page: 3 }));
    const b = listingQueryOf({ by: 'topCategory', id: 7, countsKey: 'category:7' }, query({ page: 1, page_size: 48 }));
    expect(b.sql).toBe(a.sql);
    expect(a.params).toEqual(expect.arrayContaining([1, 'category:1', 24, 48]));
    expect(b.params).toEqual(expect.arrayContaining([7, 'category:7', 48, 0]));
  });

  it('renders another text when the shape changes: sort, filters, brand count, scope', () => {
    const base = listingQueryOf(kitchen, query()).sql;
    const others = [
      listingQueryOf(kitchen, query({ sort: 'price_asc' })),
      listingQueryOf(kitchen, query({ min_price: 1000 })),
      listingQueryOf(kitchen, query({ max_price: 1000 })),
      listingQueryOf(kitchen, query({ in_stock: 'true' })),
      listingQueryOf(kitchen, query({ brand: 'a' })),
      listingQueryOf(kitchen, query({ brand: 'a,b' })),
      listingQueryOf({ by: 'category', id: 1, countsKey: 'category:1' }, query()),
      listingQueryOf({ by: 'search', q: 'copper' }, query()),
    ].map((q) => q.sql);
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('never writes a value into the text', () => {
    const q = listingQueryOf(
      { by: 'search', q: "o'brien copper" },
      query({ brand: 'saltbox-home,hearth-and-co', min_price: 1234, max_price: 98765 }),
    );
    for (const value of ["o'brien", 'saltbox-home', '1234', '98765']) expect(q.sql).not.toContain(value);
    expect(q.params).toEqual(expect.arrayContaining(["o'brien copper", 'saltbox-home', 'hearth-and-co', 1234, 98765]));
  });
});
