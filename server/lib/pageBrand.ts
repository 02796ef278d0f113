/**
 * Flag giftImportBrandExtraction (spec §9): the brand of a product page, for the outside-gift
 * importer (issue 26) to call on the HTML it fetched. Pure: no network, no DOM; tested in
 * test/unit/pageBrand.test.ts. Sources, best first:
 * 1. schema.org JSON-LD (`<script type="application/ld+json">`): a Product's `brand` (a Brand or
 *    Organization with `name`, or a plain string), also inside `@graph` and arrays;
 * 2. `<meta property="og:brand">` / `product:brand` (Open Graph product tags), or `name="brand"`.
 * Returns null when the page names none. Entities are decoded; whitespace collapsed; at most 100 characters.
 */
export function readPageBrand(html: string): string | null {
  return brandFromJsonLd(html) ?? brandFromMeta(html);
}

const SCRIPT = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi;

function brandFromJsonLd(html: string): string | null {
  for (const match of html.matchAll(SCRIPT)) {
    let data: unknown;
    try {
      data = JSON.parse(match[1]!.trim());
    } catch {
      continue; // a broken block on the page: try the next
    }
    const brand = findBrand(data, 0);
    if (brand) return brand;
  }
  return null;
}

const isProduct = (type: unknown) =>
  (Array.isArray(type) ? type : [type]).some((t) => typeof t === 'string' && /(^|\/)(Product|ProductGroup|IndividualProduct)$/.test(t));

function findBrand(node: unknown, depth: number): string | null {
  if (depth > 6 || node === null || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const brand = findBrand(item, depth + 1);
      if (brand) return brand;
    }
    return null;
  }
  const record = node as Record<string, unknown>;
  if (isProduct(record['@type'])) {
    const brand = brandName(record.brand) ?? brandName(record.manufacturer);
    if (brand) return brand;
  }
  return findBrand(record['@graph'], depth + 1) ?? findBrand(record.mainEntity, depth + 1);
}

function brandName(value: unknown): string | null {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return brandName(value[0]);
  if (value && typeof value === 'object') {
    const name = (value as Record<string, unknown>).name;
    return typeof name === 'string' ? clean(name) : null;
  }
  return null;
}

const META = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([a-zA-Z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
const BRAND_KEYS = ['og:brand', 'product:brand', 'brand'];

function brandFromMeta(html: string): string | null {
  const found = new Map<string, string>();
  for (const tag of html.match(META) ?? []) {
    const attrs: Record<string, string> = {};
    for (const a of tag.matchAll(ATTRIBUTE)) attrs[a[1]!.toLowerCase()] = a[3] ?? a[4] ?? a[5] ?? '';
    const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
    if (BRAND_KEYS.includes(key) && attrs.content && !found.has(key)) found.set(key, attrs.content);
  }
  for (const key of BRAND_KEYS) {
    const value = found.get(key);
    const brand = value ? clean(value) : null;
    if (brand) return brand;
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function clean(value: string): string | null {
  const decoded = value
    .replace(/&#(\d{1,7});/g, (whole, n: string) => codePoint(Number(n), whole))
    .replace(/&#x([0-9a-f]{1,6});/gi, (whole, n: string) => codePoint(parseInt(n, 16), whole))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  return decoded ? decoded.slice(0, 100) : null;
}

/** A numeric entity's character; an out-of-range or NUL one stays as written. */
const codePoint = (n: number, whole: string) => (n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : whole);
