import { createHash } from 'node:crypto';
import { LOOK_COLOURS } from '../../db/seed/catalogData';
import { escapeHtml as escapeXml } from '../../lib/html';

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

/** A still life: a backdrop, a shadowed object in the look's colour, shaped by the product's hash. */
export function productSvg(slug: string, lookKey: string, ratio: string, view: number): string {
  const [w, h] = RATIO_SIZE[ratio] ?? RATIO_SIZE['1x1']!;
  const seed = hashInt(slug);
  const colour = lookColour(lookKey);
  const backdrop = BACKDROPS[(seed + view) % BACKDROPS.length]!;
  const cx = w / 2;
  const cy = h * 0.55;
  const shape = seed % 4;
  const size = Math.min(w, h) * (view === 1 ? 0.32 : 0.26);
  const object =
    shape === 0
      ? `<ellipse cx="${cx}" cy="${cy}" rx="${size * 1.2}" ry="${size}" fill="${colour}"/><ellipse cx="${cx}" cy="${cy - size * 0.7}" rx="${size * 1.05}" ry="${size * 0.28}" fill="#ffffff" fill-opacity="0.35"/>`
      : shape === 1
        ? `<rect x="${cx - size}" y="${cy - size * 1.2}" width="${size * 2}" height="${size * 2.2}" rx="${size * 0.35}" fill="${colour}"/><rect x="${cx - size * 0.7}" y="${cy - size * 0.9}" width="${size * 0.5}" height="${size * 1.6}" rx="${size * 0.2}" fill="#ffffff" fill-opacity="0.25"/>`
        : shape === 2
          ? `<path d="M${cx - size * 0.6} ${cy - size * 1.3} h${size * 1.2} l${size * 0.5} ${size * 2.4} h-${size * 2.2} z" fill="${colour}"/><circle cx="${cx}" cy="${cy - size * 1.3}" r="${size * 0.6}" fill="${colour}" fill-opacity="0.8"/>`
          : `<circle cx="${cx}" cy="${cy}" r="${size * 1.1}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${size * 0.55}" fill="#ffffff" fill-opacity="0.3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(titleFromSlug(slug))}">
<rect width="${w}" height="${h}" fill="${backdrop}"/>
<ellipse cx="${cx}" cy="${cy + size * 1.25}" rx="${size * 1.3}" ry="${size * 0.18}" fill="#000000" fill-opacity="0.08"/>
${object}
</svg>`;
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
