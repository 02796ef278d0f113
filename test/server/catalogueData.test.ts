import { ADJECTIVES, BRAND_NAMES, LOOK_COLOURS, PRODUCT_NOUNS } from '../../server/db/seed/catalogData';
import { brandDescription, draftProduct, fittingAdjective, lookImages, productAttributes } from '../../server/db/seed/catalog';
import { BRAND_MAKES, PRODUCT_TYPES, adjectiveFits, materialFor } from '../../server/db/seed/productTypes';
import { HOME_LOGOS } from '../../src/features/marketing/content/home';

/**
 * Issue 32, coherent product data: every type the seed sells has its own price range, attributes,
 * description and makers, and the seeded products follow them (no 'Material: Linen' on a bundt pan,
 * no $745 blender, no free card box).
 */

const SUBCATEGORIES = Object.keys(PRODUCT_NOUNS);
const leafCategories = SUBCATEGORIES.map((key, i) => ({ id: 100 + i, key, parentId: 1 }));
const brandRows = BRAND_NAMES.map((_, i) => ({ id: i + 1 }));
const boutiqueRows = [{ id: 1 }, { id: 2 }];
const subcategoryOfNoun = new Map(SUBCATEGORIES.flatMap((key) => PRODUCT_NOUNS[key]!.nouns.map((noun) => [noun, key])));
const drafts = Array.from({ length: 720 }, (_, i) => draftProduct(i, leafCategories, brandRows, boutiqueRows));
/** The type a name ends with (the longest: 'Monogram Robe', not 'Robe'). */
const nounOf = (name: string) =>
  [...subcategoryOfNoun.keys()].filter((noun) => name.endsWith(` ${noun}`)).sort((a, b) => b.length - a.length)[0]!;

describe('the product type table', () => {
  it('describes exactly the types the seed sells', () => {
    expect(Object.keys(PRODUCT_TYPES).sort()).toEqual([...subcategoryOfNoun.keys()].sort());
  });

  it('prices every type in a realistic range of whole dollars', () => {
    for (const [noun, type] of Object.entries(PRODUCT_TYPES)) {
      const [lo, hi] = type.price;
      expect({ noun, ok: Number.isInteger(lo) && Number.isInteger(hi) && lo >= 15 && hi > lo && hi <= 900 }).toEqual({ noun, ok: true });
    }
    expect(PRODUCT_TYPES['Blender']!.price[1]).toBeLessThanOrEqual(450);
    expect(PRODUCT_TYPES['Card Box']!.price[0]).toBeGreaterThan(0);
    expect(PRODUCT_TYPES['Wool Rug']!.price[0]).toBeGreaterThan(PRODUCT_TYPES['Bath Mat']!.price[1]);
  });

  it('gives kitchen things kitchen materials and electronics no dishwasher', () => {
    for (const noun of [
      ...PRODUCT_NOUNS['bakeware']!.nouns,
      ...PRODUCT_NOUNS['cookware']!.nouns,
      ...PRODUCT_NOUNS['small-appliances']!.nouns,
    ])
      for (const material of PRODUCT_TYPES[noun]!.materials) expect(`${noun}: ${material}`).not.toMatch(/linen|cotton|wool|velvet/i);
    for (const key of ['audio', 'smart-home', 'cameras'])
      for (const noun of PRODUCT_NOUNS[key]!.nouns) expect(`${noun}: ${PRODUCT_TYPES[noun]!.care}`).not.toMatch(/dishwasher|machine wash/i);
    expect(adjectiveFits('Linen', PRODUCT_TYPES['Bundt Pan']!)).toBe(false);
    expect(adjectiveFits('Copper', PRODUCT_TYPES['Dutch Oven']!)).toBe(true);
    expect(adjectiveFits('Handcrafted', PRODUCT_TYPES['Robot Vacuum']!)).toBe(false);
    expect(materialFor('Copper', PRODUCT_TYPES['Skillet']!, 0.9)).toBe('Copper');
    expect(materialFor('Classic', PRODUCT_TYPES['Skillet']!, 0)).toBe('Cast iron');
  });

  it('reads an experience as what it is, not as dimensions and care', () => {
    expect(productAttributes(PRODUCT_TYPES['Spa Day for Two']!, 'Classic', 0, true)).toEqual({
      What: 'A spa day for two',
      Duration: 'A full day',
      Includes: 'Two massages and full-day spa access',
      Delivery: 'An e-gift voucher, sent by email',
    });
    expect(Object.keys(productAttributes(PRODUCT_TYPES['Blender']!, 'Classic', 0, false))).toEqual([
      'Material',
      'Capacity',
      'Dimensions',
      'Care',
      'In the box',
    ]);
    expect(fittingAdjective('Handcrafted', PRODUCT_TYPES['Concert Tickets']!, true)).not.toBe('Handcrafted');
  });

  it('has every brand make something, and the home page names only brands that are sold', () => {
    for (const brand of BRAND_NAMES) expect({ brand, makes: (BRAND_MAKES[brand] ?? []).length > 0 }).toEqual({ brand, makes: true });
    for (const makes of Object.values(BRAND_MAKES)) for (const key of makes) expect(SUBCATEGORIES).toContain(key);
    for (const key of SUBCATEGORIES) expect(Object.values(BRAND_MAKES).some((m) => m.includes(key))).toBe(true);
    for (const logo of HOME_LOGOS) expect(BRAND_NAMES).toContain(logo);
    expect(brandDescription('Copper Lane')).toBe(
      'Copper Lane makes cookware, barware and wine accessories, made well and made to be used.',
    );
  });
});

describe('the seeded products', () => {
  it('are deterministic', () => {
    expect(draftProduct(17, leafCategories, brandRows, boutiqueRows)).toEqual(drafts[17]);
  });

  it('cost what their type costs, in integer cents, and none is free', () => {
    for (const d of drafts) {
      const type = PRODUCT_TYPES[nounOf(d.product.name)]!;
      for (const sku of d.skus) expect(Number.isInteger(sku.priceCents)).toBe(true);
      expect({
        name: d.product.name,
        min: d.product.minPriceCents >= type.price[0] * 100 - 100 && d.product.minPriceCents <= type.price[1] * 100,
      }).toEqual({
        name: d.product.name,
        min: true,
      });
      expect(d.product.minPriceCents).toBeGreaterThan(0);
    }
  });

  it('are made by brands that make their type, in materials their name allows', () => {
    for (const d of drafts) {
      const noun = nounOf(d.product.name);
      const type = PRODUCT_TYPES[noun]!;
      const brand = BRAND_NAMES[d.product.brandId - 1]!;
      expect(`${brand} ${BRAND_MAKES[brand]!.includes(subcategoryOfNoun.get(noun)!) ? 'makes' : 'does not make'} ${noun}`).toBe(
        `${brand} makes ${noun}`,
      );
      const adjective = d.product.name.slice(0, -noun.length - 1);
      expect(ADJECTIVES).toContain(adjective);
      if (d.product.shipMethod !== 'E-delivery') {
        expect(adjectiveFits(adjective, type)).toBe(true);
        expect(type.materials).toContain(d.product.attributes['Material']);
      }
      expect(d.product.description.startsWith(type.about)).toBe(true);
    }
  });

  it('have three views in every ratio for each look', () => {
    expect(lookImages('classic-blender-4', LOOK_COLOURS[0]!.key)['3x4']).toEqual([
      '/media/p/classic-blender-4/sage/3x4-1.svg',
      '/media/p/classic-blender-4/sage/3x4-2.svg',
      '/media/p/classic-blender-4/sage/3x4-3.svg',
    ]);
  });
});
