import {
  artSrcSet,
  artUrl,
  BAND_TIER_CENTS,
  CARD_TYPE_PRICE_PERCENT,
  CARD_TYPES,
  catalogueOfType,
  countActiveFilters,
  EMPTY_FILTERS,
  facetCounts,
  filterDesigns,
  MAX_PAPER_QUANTITY,
  MIN_PAPER_QUANTITY,
  PAPER_CATALOGUES,
  paperFiltersToQuery,
  parsePaperFilters,
  PRICE_BANDS,
  quotePrice,
  SAMPLE_LIMIT,
  SAMPLE_MESSAGES,
  sampleBody,
  tierFor,
  TIER_QUANTITIES,
  tiersFor,
  type FilterableDesign,
  type PaperOption,
} from '../../src/contracts/paper';
import { appRoutes } from '../../src/app/routeTable';

const params = (query: string) => new URLSearchParams(query);

describe('paper filters in the URL', () => {
  it('reads every filter and writes it back the same way', () => {
    const query = 'colour=green,blush&style=botanical&shape=arch&foil=1&photo=with&price=2-3&sort=price-asc';
    const filters = parsePaperFilters(params(query));
    expect(filters).toEqual({
      colour: ['blush', 'green'],
      style: ['botanical'],
      shape: ['arch'],
      foil: true,
      photo: 'with',
      price: '2-3',
      sort: 'price-asc',
    });
    // Canonical order (the filter list's), so one set of filters is one URL.
    expect(paperFiltersToQuery(filters)).toBe('colour=blush,green&style=botanical&shape=arch&foil=1&photo=with&price=2-3&sort=price-asc');
    expect(countActiveFilters(filters)).toBe(7);
  });

  it.each([
    ['', EMPTY_FILTERS],
    ['colour=plaid&style=&foil=yes&photo=maybe&price=free&sort=random', EMPTY_FILTERS],
    ['colour=GREEN', { ...EMPTY_FILTERS, colour: ['green'] }],
  ])('drops what it does not know: %s', (query, expected) => {
    expect(parsePaperFilters(params(query))).toEqual(expected);
  });

  it('writes nothing for no filters', () => expect(paperFiltersToQuery(EMPTY_FILTERS)).toBe(''));

  it('writes lists in the filter list’s order whatever order they were ticked in', () => {
    expect(paperFiltersToQuery({ ...EMPTY_FILTERS, colour: ['green', 'gold'], shape: ['arch', 'rounded'] })).toBe(
      'colour=gold,green&shape=rounded,arch',
    );
  });
});

const design = (over: Partial<FilterableDesign>): FilterableDesign => ({
  style: 'classic',
  shapes: ['rectangle'],
  has_foil: false,
  has_photo: false,
  from_price_cents: 150,
  name: 'A',
  position: 0,
  colourways: [{ family: 'white' }],
  ...over,
});

describe('filtering and counting designs', () => {
  const designs = [
    design({
      name: 'Meadow',
      position: 2,
      style: 'botanical',
      colourways: [{ family: 'green' }, { family: 'blush' }],
      from_price_cents: 205,
    }),
    design({
      name: 'Deco',
      position: 1,
      style: 'art-deco',
      has_foil: true,
      colourways: [{ family: 'black' }, { family: 'gold' }],
      from_price_cents: 269,
    }),
    design({ name: 'Photo', position: 3, style: 'modern', has_photo: true, shapes: ['rectangle', 'rounded'], from_price_cents: 159 }),
    design({ name: 'Arch', position: 0, style: 'modern', shapes: ['arch'], colourways: [{ family: 'green' }], from_price_cents: 95 }),
  ];

  it('keeps designs with any chosen colour, sorted as featured', () => {
    const kept = filterDesigns(designs, { ...EMPTY_FILTERS, colour: ['green'] });
    expect(kept.map((d) => d.name)).toEqual(['Arch', 'Meadow']);
  });

  it('combines facets (and within a facet, any value)', () => {
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, style: ['modern', 'art-deco'], foil: true }).map((d) => d.name)).toEqual(['Deco']);
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, photo: 'without' }).map((d) => d.name)).toEqual(['Arch', 'Deco', 'Meadow']);
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, shape: ['rounded', 'arch'] }).map((d) => d.name)).toEqual(['Arch', 'Photo']);
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, price: 'under-1' }).map((d) => d.name)).toEqual(['Arch']);
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, price: '2-3' }).map((d) => d.name)).toEqual(['Deco', 'Meadow']);
  });

  it('sorts by price both ways and by name', () => {
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, sort: 'price-asc' }).map((d) => d.name)).toEqual(['Arch', 'Photo', 'Meadow', 'Deco']);
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, sort: 'price-desc' }).map((d) => d.name)).toEqual([
      'Deco',
      'Meadow',
      'Photo',
      'Arch',
    ]);
    expect(filterDesigns(designs, { ...EMPTY_FILTERS, sort: 'name' }).map((d) => d.name)).toEqual(['Arch', 'Deco', 'Meadow', 'Photo']);
  });

  it('counts each value with the other facets applied, not its own', () => {
    const facets = facetCounts(designs, { ...EMPTY_FILTERS, colour: ['green'], style: ['modern'] });
    // Colour counts ignore the colour filter but keep the style one: modern designs in green (Arch), in white (Photo).
    expect(facets.colour.find((f) => f.key === 'green')!.count).toBe(1);
    expect(facets.colour.find((f) => f.key === 'white')!.count).toBe(1);
    // Style counts keep the colour filter: green designs are Meadow (botanical) and Arch (modern).
    expect(facets.style.find((f) => f.key === 'botanical')!.count).toBe(1);
    expect(facets.style.find((f) => f.key === 'modern')!.count).toBe(1);
    expect(facets.photo).toEqual({ with: 0, without: 1 });
  });
});

describe('price tiers', () => {
  it('publishes six tiers from 10 cards, each band falling with quantity', () => {
    expect(TIER_QUANTITIES).toEqual([10, 25, 50, 100, 150, 200]);
    for (const band of PRICE_BANDS) {
      const cents = BAND_TIER_CENTS[band];
      expect(cents).toHaveLength(TIER_QUANTITIES.length);
      for (let i = 1; i < cents.length; i++) expect(cents[i]).toBeLessThan(cents[i - 1]!);
    }
  });

  it.each([
    ['signature', 'INVITATION', [349, 299, 259, 229, 215, 205]],
    ['signature', 'RSVP', [209, 179, 155, 137, 129, 123]],
    ['essential', 'PLACE_CARD', [126, 108, 94, 81, 76, 72]],
    ['luxe', 'MENU', [404, 350, 305, 269, 251, 242]],
  ] as const)('%s %s: %j cents per card', (band, type, expected) => {
    expect(tiersFor(band, type).map((t) => t.unit_cents)).toEqual(expected);
  });

  it('has a size percentage for every card type', () => {
    for (const type of CARD_TYPES) expect(CARD_TYPE_PRICE_PERCENT[type]).toBeGreaterThan(0);
  });

  it('finds the tier a quantity reaches', () => {
    const tiers = tiersFor('signature', 'INVITATION');
    expect(tierFor(tiers, 9)).toBeNull();
    expect(tierFor(tiers, 10)!.min_quantity).toBe(10);
    expect(tierFor(tiers, 99)!.min_quantity).toBe(50);
    expect(tierFor(tiers, 100)!.min_quantity).toBe(100);
    expect(tierFor(tiers, 500)!.min_quantity).toBe(200);
  });
});

describe('the price calculator', () => {
  const tiers = tiersFor('signature', 'INVITATION');
  const options: PaperOption[] = [
    { kind: 'STOCK', key: 'signature', label: 'Signature', description: '', price_cents: 0, swatch: null },
    { kind: 'STOCK', key: 'cotton', label: 'Cotton', description: '', price_cents: 60, swatch: null },
    { kind: 'FOIL', key: 'gold', label: 'Gold foil', description: '', price_cents: 75, swatch: '#c9a227' },
    { kind: 'LINER', key: 'pattern', label: 'Pattern liner', description: '', price_cents: 55, swatch: null },
  ];

  it('prices the included options at the tier price', () => {
    const out = quotePrice(tiers, options, {}, 100);
    expect(out).toEqual({
      ok: true,
      quote: {
        quantity: 100,
        tier: { min_quantity: 100, unit_cents: 229 },
        options_cents: 0,
        per_card_cents: 229,
        total_cents: 22900,
        next: { min_quantity: 150, per_card_cents: 215 },
      },
    });
  });

  it('adds each chosen option per card, and shows the next tier with them', () => {
    const out = quotePrice(tiers, options, { STOCK: 'cotton', FOIL: 'gold', LINER: 'pattern' }, 60);
    expect(out.ok && out.quote).toMatchObject({
      options_cents: 190,
      per_card_cents: 259 + 190,
      total_cents: 60 * 449,
      next: { min_quantity: 100, per_card_cents: 229 + 190 },
    });
  });

  it('has no next tier at the top one', () => {
    const out = quotePrice(tiers, options, {}, 250);
    expect(out.ok && out.quote.next).toBeNull();
  });

  it.each([0, 9, MAX_PAPER_QUANTITY + 1, 12.5, Number.NaN])('refuses quantity %p with the rule', (qty) => {
    expect(quotePrice(tiers, options, {}, qty)).toEqual({
      ok: false,
      message: `Choose a quantity from ${MIN_PAPER_QUANTITY} to ${MAX_PAPER_QUANTITY}.`,
    });
  });

  it('refuses an option the design does not offer', () => {
    expect(quotePrice(tiers, options, { SHAPE: 'arch' }, 100)).toEqual({
      ok: false,
      message: 'That option is not offered for this design.',
    });
  });
});

describe('catalogues and art URLs', () => {
  it('lists every card type in exactly one catalogue', () => {
    for (const type of CARD_TYPES) expect(PAPER_CATALOGUES.filter((c) => c.card_types.includes(type))).toHaveLength(1);
    expect(catalogueOfType('RSVP').slug).toBe('enclosures');
    expect(PAPER_CATALOGUES.map((c) => c.path)).toContain('/wedding-planning/bridal-shower');
  });

  it('versions art URLs and offers every width in the srcset', () => {
    expect(artUrl('gilded-deco-invitation', 'onyx-gold', 'front', 'rectangle', 640)).toBe(
      '/media/paper/v3/gilded-deco-invitation/onyx-gold/front-rectangle-640.svg',
    );
    expect(artSrcSet('a', 'b', 'back', 'arch')).toBe(
      '/media/paper/v3/a/b/back-arch-320.svg 320w, /media/paper/v3/a/b/back-arch-640.svg 640w, /media/paper/v3/a/b/back-arch-960.svg 960w',
    );
  });
});

describe('the sample request', () => {
  const body = {
    name: 'Maya Okafor',
    email: 'maya@example.com',
    address1: '12 Orchard Lane',
    city: 'Hudson',
    state_code: 'ny',
    zip_code: ' 12534 ',
    samples: [{ design: 'gilded-deco-invitation', colourway: 'onyx-gold' }],
  };
  const message = (input: unknown) => {
    const out = sampleBody.safeParse(input);
    return out.success ? null : out.error.issues[0]!.message;
  };

  it('normalises the state and ZIP', () => {
    expect(sampleBody.parse(body)).toMatchObject({ state_code: 'NY', zip_code: '12534', address2: '' });
  });

  it('allows 5 and no more', () => {
    expect(SAMPLE_LIMIT).toBe(5);
    const five = Array.from({ length: 5 }, (_, i) => ({ design: `d-${i}`, colourway: 'c' }));
    expect(message({ ...body, samples: five })).toBeNull();
    expect(message({ ...body, samples: [...five, { design: 'd-9', colourway: 'c' }] })).toBe('You can order up to 5 free sample cards.');
  });

  it.each([
    [{ samples: [] }, 'Choose at least one design to sample.'],
    [{ samples: [body.samples[0], body.samples[0]] }, 'Each sample must be a different design or colour.'],
    [{ name: ' ' }, 'Please enter your name.'],
    [{ zip_code: '1253' }, 'Please enter a 5-digit ZIP code.'],
    [{ state_code: 'ZZ' }, 'Please choose your state.'],
    [{ email: 'maya' }, 'Please enter a valid email address.'],
  ])('refuses %j: %s', (change, expected) => {
    expect(message({ ...body, ...change })).toBe(expected);
  });

  it('says how many a person has left', () => {
    expect(SAMPLE_MESSAGES.used(2, 5)).toBe(
      'Free samples are limited to 5 a person and you have 2 left. Remove 3 from your sample box and try again.',
    );
    expect(SAMPLE_MESSAGES.used(0, 1)).toBe('You have already ordered your 5 free sample cards.');
  });
});

describe('the paper routes', () => {
  it('gives every catalogue its page under its own title, and the customiser, projects and digital save-the-dates theirs', () => {
    for (const c of PAPER_CATALOGUES) {
      const route = appRoutes.find((r) => r.path === c.path);
      expect(route).toMatchObject({ title: c.title });
      expect(route?.load).toBeDefined();
    }
    for (const path of [
      '/wedding-planning/paper',
      '/universal',
      '/wedding-planning/universal',
      '/wedding-planning/suites/shop',
      // The customiser and its projects (issue 30, "Making a card").
      '/wedding-planning/projects',
      '/wedding-planning/projects/:id',
      '/wedding-planning/paper/design/:slug/customize',
      // Digital save-the-dates (issue 30, merged from h/dstd).
      '/wedding-planning/digital/save-the-date',
    ])
      expect(appRoutes.find((r) => r.path === path)?.load).toBeDefined();
  });
});
