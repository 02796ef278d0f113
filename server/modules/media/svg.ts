import { createHash } from 'node:crypto';
import { LOOK_COLOURS } from '../../db/seed/catalogData';
import { escapeHtml as escapeXml } from '../../lib/html';
import { slugify } from '../../db/seed/random';
import { PRODUCT_DRAWINGS, paintOf, shade } from './productArt';

/** Product and fund imagery is drawn here, deterministically, so nothing is ever downloaded. */

const RATIO_SIZE: Record<string, [number, number]> = { '1x1': [600, 600], '3x4': [600, 800], '2x3': [600, 900] };
const BACKDROPS = ['#f3efe8', '#eef2ef', '#f5ece9', '#edf0f4', '#f4f1e6'];

function hashInt(value: string): number {
  return createHash('sha1').update(value).digest().readUInt32BE(0);
}

export function lookColour(key: string): string {
  return LOOK_COLOURS.find((c) => c.key === key)?.hex ?? '#d4a12a';
}

/** Title from a slug like 'modern-dutch-oven-12' → 'Modern Dutch Oven'. */
export function titleFromSlug(slug: string): string {
  return slug
    .replace(/-\d+$/, '')
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** The product types the art knows, by the slug of their name ('dutch-oven' → 'Dutch Oven'). */
const TYPE_BY_SLUG = new Map(Object.keys(PRODUCT_DRAWINGS).map((noun) => [slugify(noun), noun]));

/**
 * A product's type from its slug: the longest known type name its slug ends with
 * ('copper-dutch-oven-12' → 'Dutch Oven', 'confetti-gift-card' → 'Gift Card'), or null.
 */
export function productTypeOfSlug(slug: string): string | null {
  const words = slug.replace(/-\d+$/, '').split('-');
  for (let k = 0; k < words.length; k++) {
    const type = TYPE_BY_SLUG.get(words.slice(k).join('-'));
    if (type) return type;
  }
  return null;
}

/** The views drawn of every product: 1 the whole thing, 2 a close-up, 3 in a room. */
export const PRODUCT_VIEWS = ['front', 'detail', 'in-use'] as const;

/**
 * A product's picture: its type's drawing (productArt.ts) in the look's colour, seen whole, close
 * up or in use on a table in a room; a plain still life for a slug of no known type.
 */
export function productSvg(slug: string, lookKey: string, ratio: string, view: number): string {
  const [w, h] = RATIO_SIZE[ratio] ?? RATIO_SIZE['1x1']!;
  const seed = hashInt(slug);
  const colour = lookColour(lookKey);
  const backdrop = BACKDROPS[seed % BACKDROPS.length]!;
  const type = productTypeOfSlug(slug);
  const draw = type ? PRODUCT_DRAWINGS[type]! : null;
  const art = draw ? draw(paintOf(colour)) : fallbackArt(colour);
  const label = escapeXml(`${titleFromSlug(slug)}${view === 2 ? ', close up' : view === 3 ? ', in use' : ''}`);
  const side = Math.min(w, h);
  let body: string;
  if (view === 2) {
    // A close-up: the drawing's upper middle, twice as large, on a slightly darker backdrop.
    const scale = (side / 200) * 1.9;
    body = `<rect width="${w}" height="${h}" fill="${shade(backdrop, -0.04)}"/><g transform="translate(${w / 2 - 100 * scale} ${h / 2 - 115 * scale}) scale(${scale})">${art}</g>`;
  } else if (view === 3) {
    // In use: on a table by a window, with a plant beside it.
    const tableTop = h * 0.68;
    const scale = (side / 200) * 0.62;
    body = [
      `<rect width="${w}" height="${h}" fill="${shade(backdrop, -0.02)}"/>`,
      `<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.34}" height="${h * 0.36}" rx="4" fill="#dfeaf0" stroke="#ffffff" stroke-width="10"/>`,
      `<path d="M${w * 0.25} ${h * 0.1} V${h * 0.46} M${w * 0.08} ${h * 0.28} H${w * 0.42}" stroke="#ffffff" stroke-width="6"/>`,
      `<rect y="${tableTop}" width="${w}" height="${h - tableTop}" fill="#c69c6d"/><rect y="${tableTop}" width="${w}" height="${h * 0.025}" fill="#a97f52"/>`,
      `<g transform="translate(${w * 0.84} ${tableTop})"><path d="M-18 0 L-14 -40 H14 L18 0 Z" fill="#e9e2d6" stroke="#00000026"/><path d="M0 -40 Q-30 -80 -24 -110 M0 -40 Q4 -90 10 -120 M0 -40 Q26 -70 30 -100" fill="none" stroke="#5f8f55" stroke-width="6" stroke-linecap="round"/></g>`,
      `<ellipse cx="${w / 2}" cy="${tableTop + h * 0.01}" rx="${70 * scale}" ry="${8 * scale}" fill="#000000" fill-opacity="0.12"/>`,
      `<g transform="translate(${w / 2 - 100 * scale} ${tableTop - 180 * scale + h * 0.01}) scale(${scale})">${art}</g>`,
    ].join('');
  } else {
    const scale = (side / 200) * 0.82;
    const floor = h / 2 + 80 * scale;
    body = [
      `<rect width="${w}" height="${h}" fill="${backdrop}"/>`,
      `<ellipse cx="${w / 2}" cy="${floor}" rx="${80 * scale}" ry="${9 * scale}" fill="#000000" fill-opacity="0.08"/>`,
      `<g transform="translate(${w / 2 - 100 * scale} ${floor - 180 * scale}) scale(${scale})">${art}</g>`,
    ].join('');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">
${body}
</svg>`;
}

/** The shape drawn for a slug of no known type (an abstract vessel). */
function fallbackArt(colour: string): string {
  return `<ellipse cx="100" cy="120" rx="60" ry="50" fill="${colour}" stroke="#00000033"/><ellipse cx="100" cy="86" rx="52" ry="14" fill="#ffffff" fill-opacity="0.35"/>`;
}

export function swatchSvg(lookKey: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="${lookColour(lookKey)}" stroke="#00000022" stroke-width="2"/></svg>`;
}

/** Cash-fund and vendor-style scenic images: a horizon with sun and hills in a palette from the slug. */
export function sceneSvg(slug: string, width = 800, height = 600): string {
  const seed = hashInt(slug);
  const palettes = [
    ['#f6d6b8', '#e98a5d', '#2f6f73', '#184e52'],
    ['#dbe9f4', '#f4c27a', '#5b8c5a', '#2e5a3a'],
    ['#f3e1ea', '#d97b93', '#7a6fa3', '#463d6b'],
    ['#e6f1ec', '#f2b84b', '#3f7f95', '#1f4f63'],
  ];
  const [sky, sun, hill1, hill2] = palettes[seed % palettes.length]!;
  const sunX = width * (0.25 + ((seed >>> 3) % 50) / 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(titleFromSlug(slug))}">
<rect width="${width}" height="${height}" fill="${sky}"/>
<circle cx="${sunX}" cy="${height * 0.38}" r="${height * 0.13}" fill="${sun}"/>
<path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${hill1}"/>
<path d="M0 ${height * 0.82} Q ${width * 0.4} ${height * 0.7} ${width} ${height * 0.85} V ${height} H 0 Z" fill="${hill2}"/>
</svg>`;
}
