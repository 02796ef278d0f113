import { readPageBrand } from './pageBrand';

/**
 * What an outside store's product page says about the product, for "add a gift by its web
 * address" (issue 26). Pure: no network, no DOM; table-tested in test/unit/productPage.test.ts.
 * Each field is read from the first source that has it:
 * - title: Open Graph `og:title`, schema.org Product JSON-LD `name`, then the page's `<title>`;
 * - price: `product:price:amount` (or `og:price:amount`), then the Product's `offers.price`
 *   (`lowPrice`, `priceSpecification.price`); only in US dollars (a page naming another currency
 *   gives no price), as integer cents;
 * - image: `og:image` (`og:image:secure_url`, `og:image:url`), then the Product's `image`
 *   (a URL, a list, or an ImageObject's `url`), made absolute against the page's address;
 * - brand: only when asked (flag giftImportBrandExtraction): readPageBrand (pageBrand.ts);
 * - store name: `og:site_name`.
 */
export interface ProductPageData {
  title: string | null;
  priceCents: number | null;
  imageUrl: string | null;
  brand: string | null;
  storeName: string | null;
}

/** The largest price the registry takes ($100,000: src/contracts/registry.ts externalProductBody). */
export const MAX_PRICE_CENTS = 10_000_000;

export function readProductPage(html: string, pageUrl: string, options: { brand: boolean }): ProductPageData {
  const meta = metaTags(html);
  const product = jsonLdProduct(html);
  const currency = (meta.get('product:price:currency') ?? meta.get('og:price:currency') ?? product?.currency ?? 'USD').toUpperCase();
  const metaPrice = meta.get('product:price:amount') ?? meta.get('og:price:amount');
  const price = currency === 'USD' ? (priceToCents(metaPrice ?? null) ?? priceToCents(product?.price ?? null)) : null;
  const image = meta.get('og:image:secure_url') ?? meta.get('og:image') ?? meta.get('og:image:url') ?? product?.image ?? null;
  return {
    title: clean(meta.get('og:title') ?? null, 200) ?? clean(product?.name ?? null, 200) ?? clean(titleTag(html), 200),
    priceCents: price,
    imageUrl: image ? absoluteHttpUrl(decodeEntities(image).trim(), pageUrl) : null,
    brand: options.brand ? readPageBrand(html) : null,
    storeName: clean(meta.get('og:site_name') ?? null, 80),
  };
}

// ---------------------------------------------------------------------------------------------
// price

/**
 * A price as written on a page, in integer cents, or null when it is not one: '49.99' → 4999,
 * '$1,299.00' → 129900, '1.299,95' → 129995, '49,5' → 4950, 120 → 12000. Negative, empty, more
 * than $100,000 or with more than two decimals after the separator's reading: null.
 */
export function priceToCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    return inRange(Math.round(value * 100));
  }
  const text = value.replace(/[\s\u00a0]/g, '').replace(/^(US\$|USD|\$)|(USD|\$)$/i, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let whole: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the later one is the decimal separator, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const [intPart, frac = ''] = splitLast(text, decimal);
    whole = intPart.replace(/[.,]/g, '');
    fraction = frac;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = text.split(sep);
    const tail = parts[parts.length - 1]!;
    // '1,299' and '1.299.000' group thousands; '49.5', '49,95' and '1299.00' carry decimals.
    if (parts.length > 2 || (sep === ',' && tail.length === 3)) {
      if (parts.slice(1).some((p) => p.length !== 3)) return null;
      whole = parts.join('');
    } else {
      whole = parts[0]!;
      fraction = tail;
    }
  } else whole = text;
  if (fraction.length > 2 || !/^\d*$/.test(fraction) || !/^\d+$/.test(whole)) return null;
  return inRange(Number(whole) * 100 + Number(fraction.padEnd(2, '0') || '0'));
}

const splitLast = (text: string, sep: string): [string, string] => {
  const at = text.lastIndexOf(sep);
  return [text.slice(0, at), text.slice(at + 1)];
};
const inRange = (cents: number): number | null => (Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_PRICE_CENTS ? cents : null);

// ---------------------------------------------------------------------------------------------
// meta tags, <title>

const META = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([a-zA-Z:_-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

/** The first content of each meta property / name (lower-cased keys). */
function metaTags(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const tag of html.match(META) ?? []) {
    const attrs: Record<string, string> = {};
    for (const a of tag.matchAll(ATTRIBUTE)) attrs[a[1]!.toLowerCase()] = a[3] ?? a[4] ?? a[5] ?? '';
    const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').toLowerCase();
    if (key && attrs.content !== undefined && attrs.content.trim() !== '' && !found.has(key)) found.set(key, attrs.content);
  }
  return found;
}

function titleTag(html: string): string | null {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? match[1]! : null;
}

// ---------------------------------------------------------------------------------------------
// JSON-LD

const SCRIPT = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;

interface LdProduct {
  name: string | null;
  image: string | null;
  price: string | number | null;
  currency: string | null;
}

const isProductType = (type: unknown) =>
  (Array.isArray(type) ? type : [type]).some((t) => typeof t === 'string' && /(^|\/)(Product|ProductGroup|IndividualProduct)$/.test(t));

function jsonLdProduct(html: string): LdProduct | null {
  for (const match of html.matchAll(SCRIPT)) {
    let data: unknown;
    try {
      data = JSON.parse(match[1]!.trim());
    } catch {
      continue; // a broken block: try the next
    }
    const node = findProduct(data, 0);
    if (node) return productOf(node);
  }
  return null;
}

function findProduct(node: unknown, depth: number): Record<string, unknown> | null {
  if (depth > 6 || node === null || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findProduct(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = node as Record<string, unknown>;
  if (isProductType(record['@type'])) return record;
  return findProduct(record['@graph'], depth + 1) ?? findProduct(record.mainEntity, depth + 1);
}

function productOf(node: Record<string, unknown>): LdProduct {
  const offer = firstOffer(node.offers ?? node.hasVariant);
  return {
    name: typeof node.name === 'string' ? node.name : null,
    image: imageOf(node.image),
    price: offer?.price ?? null,
    currency: offer?.currency ?? null,
  };
}

function firstOffer(value: unknown, depth = 0): { price: string | number; currency: string | null } | null {
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const offer = firstOffer(item, depth + 1);
      if (offer) return offer;
    }
    return null;
  }
  const o = value as Record<string, unknown>;
  const spec = (Array.isArray(o.priceSpecification) ? o.priceSpecification[0] : o.priceSpecification) as
    Record<string, unknown> | undefined;
  const price = [o.price, o.lowPrice, spec?.price].find((p): p is string | number => typeof p === 'string' || typeof p === 'number');
  const currency = [o.priceCurrency, spec?.priceCurrency].find((c): c is string => typeof c === 'string');
  if (price !== undefined) return { price, currency: currency ?? null };
  return firstOffer(o.offers, depth + 1);
}

function imageOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? imageOf(value[0]) : null;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const url = record.url ?? record.contentUrl;
    return typeof url === 'string' ? url : null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// text

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  trade: '™',
  reg: '®',
  copy: '©',
};
const codePoint = (n: number, whole: string) => (n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : whole);

export function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d{1,7});/g, (whole, n: string) => codePoint(Number(n), whole))
    .replace(/&#x([0-9a-f]{1,6});/gi, (whole, n: string) => codePoint(parseInt(n, 16), whole))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/** Entities decoded, tags and control characters dropped, whitespace collapsed, at most `max` characters; null when empty. */
function clean(value: string | null, max: number): string | null {
  if (value === null) return null;
  const text = decodeEntities(value.replace(/<[^>]*>/g, ' '))
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max).trim() : null;
}

/** An http(s) address made absolute against the page's; null for anything else (data:, javascript:). */
function absoluteHttpUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.toString().length <= 2000 ? url.toString() : null;
  } catch {
    return null;
  }
}
