import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../lib/html';

/** Small drawing helpers shared by the motifs: a seeded random stream, numbers, and escaping. */

/** A deterministic stream of numbers in [0, 1) from a text seed (mulberry32). */
export function randomStream(seed: string): () => number {
  let state = createHash('sha1').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number as SVG wants it: at most 1 decimal place, no trailing zeros. */
export const n = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

export const xml = (value: string): string => escapeHtml(value);

/** A leaf: a pointed ellipse of length `len` at (x, y), rotated by `angle` degrees. */
export function leaf(x: number, y: number, len: number, angle: number, fill: string, opacity = 1, stroke?: string): string {
  const w = len * 0.36;
  const d = `M0 0 Q ${n(len / 2)} ${n(-w)} ${n(len)} 0 Q ${n(len / 2)} ${n(w)} 0 0 Z`;
  const strokeAttr = stroke ? ` stroke="${stroke}" stroke-width="1" fill-opacity="${opacity}"` : ` fill-opacity="${opacity}"`;
  const vein = stroke ? `<path d="M0 0 L ${n(len * 0.85)} 0" stroke="${stroke}" stroke-width="0.6"/>` : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="${fill}"${strokeAttr}/>${vein}</g>`;
}

/** A small five-petalled flower. */
export function flower(x: number, y: number, r: number, petal: string, centre: string, opacity = 1): string {
  const petals = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return `<ellipse cx="${n(x + Math.cos(rad) * r * 0.55)}" cy="${n(y + Math.sin(rad) * r * 0.55)}" rx="${n(r * 0.5)}" ry="${n(r * 0.32)}" transform="rotate(${a} ${n(x + Math.cos(rad) * r * 0.55)} ${n(y + Math.sin(rad) * r * 0.55)})" fill="${petal}" fill-opacity="${opacity}"/>`;
    })
    .join('');
  return `${petals}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="${centre}"/>`;
}

/** A six-armed snowflake. */
export function snowflake(x: number, y: number, r: number, colour: string, opacity: number): string {
  const arms = [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = x + Math.cos(rad) * r;
      const ey = y + Math.sin(rad) * r;
      const bx = x + Math.cos(rad) * r * 0.55;
      const by = y + Math.sin(rad) * r * 0.55;
      const b1 = ((a + 35) * Math.PI) / 180;
      const b2 = ((a - 35) * Math.PI) / 180;
      return `M${n(x)} ${n(y)} L${n(ex)} ${n(ey)} M${n(bx)} ${n(by)} L${n(bx + Math.cos(b1) * r * 0.3)} ${n(by + Math.sin(b1) * r * 0.3)} M${n(bx)} ${n(by)} L${n(bx + Math.cos(b2) * r * 0.3)} ${n(by + Math.sin(b2) * r * 0.3)}`;
    })
    .join(' ');
  return `<path d="${arms}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${n(Math.max(r * 0.09, 0.8))}" stroke-linecap="round" fill="none"/>`;
}

/** The back's emblem: a couple's initials ('Olivia & James' → 'O & J'), else one surname's ('The Bennett Family' → 'B'). */
export function emblem(names: string): string {
  const [a, b] = initials(names);
  if (/&| and /i.test(names)) return `${a} & ${b}`;
  const words = names.split(/\s+/).filter((w) => /^[A-Z]/.test(w) && !/^(The|Family)$/.test(w));
  return (words.at(-1)?.[0] ?? a).toUpperCase();
}

/** Initials of 'Olivia & James' → ['O', 'J']. */
export function initials(names: string): [string, string] {
  const parts = names
    .replace(/^with love,\s*/i, '')
    .split(/\s*&\s*|\s+and\s+/i)
    .map((p) => p.trim())
    .filter(Boolean);
  return [(parts[0]?.[0] ?? 'O').toUpperCase(), (parts[1]?.[0] ?? parts[0]?.split(' ')[1]?.[0] ?? 'J').toUpperCase()];
}
