import { CARD_FORMATS, type ArtSide, type CardFormat, type CardType, type PaperShape } from '../../../../src/contracts/paper';
import { emblem, initials, n, xml } from './kit';
import { backTile, decorate, type Palette } from './motifs';

/**
 * Draws a card of the catalogue as SVG, at the card's real proportions (100 units an inch): the
 * motif's decoration, the design's wording set in its typefaces, cut to the chosen shape. Pure and
 * deterministic: the same design, colourway, side, shape and width always give the same bytes.
 */

export interface CardArtInput {
  slug: string;
  name: string;
  cardType: CardType;
  motif: string;
  format: CardFormat;
  hasFoil: boolean;
  hasPhoto: boolean;
  /** A project's own photo (a data: URI), drawn in a photo design's photo box. */
  photoHref?: string | null;
  typefaces: string[];
  textSlots: Array<{ key: string; default_text: string }>;
  colourway: { key: string; name: string } & Palette;
}

/**
 * The faces the art names first are the ones the proof PDF embeds (server/assets/fonts:
 * FACE_FILES), so the preview and the proof set the wording in the same type: DejaVu Serif (roman
 * and italic) and DejaVu Sans. The rest of each stack is only for a viewer without them.
 */
const STACKS: Record<string, string> = {
  garamond: "'DejaVu Serif',Georgia,serif",
  'italic-serif': "'DejaVu Serif',Georgia,serif",
  'small-caps': "'DejaVu Serif',Georgia,serif",
  sans: "'DejaVu Sans',Arial,sans-serif",
};

/** The font file the proof embeds for a line set in `family` (a STACKS value), roman or italic. */
export function faceFile(family: string, italic: boolean): 'DejaVuSans.ttf' | 'DejaVuSerif.ttf' | 'DejaVuSerif-Italic.ttf' {
  if (family.startsWith("'DejaVu Sans'")) return 'DejaVuSans.ttf';
  return italic ? 'DejaVuSerif-Italic.ttf' : 'DejaVuSerif.ttf';
}

type Role = 'title' | 'names' | 'amp' | 'lead' | 'body' | 'caps' | 'note' | 'rule';
interface Line {
  role: Role;
  text: string;
  /** The text slot it sets ('' for a rule). */
  slot?: string;
}

/** The order and role of each slot on the card. */
const LAYOUT: Record<CardType, Array<[string, Role]>> = {
  SAVE_THE_DATE: [
    ['heading', 'title'],
    ['names', 'names'],
    ['', 'rule'],
    ['date', 'caps'],
    ['place', 'caps'],
    ['note', 'note'],
  ],
  INVITATION: [
    ['heading', 'lead'],
    ['names', 'names'],
    ['request', 'lead'],
    ['', 'rule'],
    ['date', 'caps'],
    ['place', 'caps'],
    ['note', 'note'],
  ],
  RSVP: [
    ['heading', 'title'],
    ['deadline', 'note'],
    ['', 'rule'],
    ['line1', 'body'],
    ['line2', 'body'],
    ['line3', 'body'],
    ['line4', 'body'],
  ],
  DETAILS: [
    ['heading', 'title'],
    ['', 'rule'],
    ['block1', 'body'],
    ['block2', 'body'],
    ['block3', 'caps'],
  ],
  MENU: [
    ['heading', 'title'],
    ['', 'rule'],
    ['course1', 'body'],
    ['course2', 'body'],
    ['course3', 'body'],
    ['', 'rule'],
    ['names', 'caps'],
  ],
  PROGRAM: [
    ['heading', 'caps'],
    ['names', 'names'],
    ['', 'rule'],
    ['item1', 'body'],
    ['item2', 'body'],
    ['item3', 'body'],
    ['item4', 'body'],
  ],
  PLACE_CARD: [
    ['guest', 'names'],
    ['table', 'caps'],
  ],
  THANK_YOU: [
    ['heading', 'title'],
    ['names', 'note'],
  ],
  CHANGE_THE_DATE: [
    ['heading', 'title'],
    ['names', 'names'],
    ['', 'rule'],
    ['date', 'caps'],
    ['place', 'caps'],
    ['note', 'note'],
  ],
  HOLIDAY: [
    ['heading', 'title'],
    ['', 'rule'],
    ['names', 'caps'],
    ['note', 'note'],
  ],
  SHOWER: [
    ['heading', 'title'],
    ['names', 'lead'],
    ['', 'rule'],
    ['date', 'caps'],
    ['place', 'caps'],
  ],
};

/** Size of each role, as a share of the text box's width, and the space it takes (line height). */
const SIZE: Record<Role, number> = { title: 0.15, names: 0.105, amp: 0.07, lead: 0.052, body: 0.048, caps: 0.038, note: 0.05, rule: 0.05 };
/** Tall cards set their wording larger than the width alone allows (the height is there to fill). */
const TYPE_SCALE: Partial<Record<CardType, number>> = { MENU: 1.6, PROGRAM: 1.15 };

/** Line height of each role, in ems. */
const LEADING: Record<Role, number> = { title: 1.25, names: 1.2, amp: 1.05, lead: 1.55, body: 1.55, caps: 1.6, note: 1.55, rule: 1.55 };

/**
 * Advance widths (hundredths of an em) of the printable ASCII characters, then '·', '’', 'é', in
 * DejaVu Serif (roman and italic share them) and DejaVu Sans: the widest faces the stacks fall back
 * to, so a line measured with them fits whichever face of the stack the viewer has.
 */
const ADVANCES: Record<'serif' | 'sans', number[]> = {
  serif: [
    32, 40, 46, 84, 64, 95, 89, 27, 39, 39, 50, 84, 32, 34, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 54, 100, 72,
    73, 77, 80, 73, 69, 80, 87, 40, 40, 75, 66, 102, 88, 82, 67, 82, 75, 69, 67, 84, 72, 103, 71, 66, 69, 39, 34, 39, 84, 50, 50, 60, 64,
    56, 64, 59, 37, 64, 64, 32, 31, 61, 32, 95, 64, 60, 64, 64, 48, 51, 40, 64, 56, 86, 56, 56, 53, 64, 34, 64, 84, 32, 32, 59,
  ],
  sans: [
    32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 53, 100, 68,
    69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55,
    63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84, 32, 32, 62,
  ],
};
const EXTRA_CHARS = '·’é';

/** How a role's lines are set: the face measured, capitals, and letter-spacing (units, or ems when `spacingEm`). */
interface Setting {
  face: 'serif' | 'sans';
  upper: boolean;
  spacing: number;
  spacingEm: boolean;
}

/** The setting of each role for a design whose display typeface is `display` (as wording() draws them). */
function settingOf(role: Role, display: string): Setting {
  const sans = display === 'sans';
  const capsTitle = display === 'small-caps' || sans;
  switch (role) {
    case 'title':
      return { face: sans ? 'sans' : 'serif', upper: capsTitle, spacing: capsTitle ? 3 : 0, spacingEm: false };
    case 'names':
      return { face: sans ? 'sans' : 'serif', upper: sans, spacing: sans ? 2 : 0, spacingEm: false };
    case 'caps':
      return { face: sans ? 'sans' : 'serif', upper: true, spacing: 0.18, spacingEm: true };
    default:
      return { face: 'serif', upper: false, spacing: 0, spacingEm: false };
  }
}

/** The width of `text` set at `size` units in `setting` (the widest face of its stack). */
export function measure(text: string, size: number, setting: Setting): number {
  const table = ADVANCES[setting.face];
  const shown = setting.upper ? text.toUpperCase() : text;
  let ems = 0;
  for (const ch of shown) {
    const code = ch.charCodeAt(0);
    const extra = EXTRA_CHARS.indexOf(ch);
    ems += (code >= 32 && code < 127 ? table[code - 32]! : extra >= 0 ? table[95 + extra]! : 70) / 100;
  }
  const spacing = setting.spacingEm ? setting.spacing * size : setting.spacing;
  return ems * size + spacing * shown.length;
}

/** Words of `text` in lines no wider than `maxW`, balanced (no lone word left on a last line). */
function wrap(text: string, maxW: number, width: (s: string) => number): string[] {
  if (width(text) <= maxW) return [text];
  const greedy = wrapGreedy(text, maxW, width);
  let best = greedy;
  for (let w = maxW * 0.95; w > maxW * 0.4; w *= 0.95) {
    const narrower = wrapGreedy(text, w, width);
    if (narrower.length > greedy.length) break;
    best = narrower;
  }
  return best;
}

function wrapGreedy(text: string, maxW: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && width(`${current} ${word}`) > maxW) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

interface SetLine {
  role: Role;
  text: string;
  size: number;
  slot?: string;
}

/**
 * Sets the lines in the box: wraps long ones by their measured width, shrinks those that cannot
 * wrap until they fit the width, then scales everything down until it fits the height.
 */
function setLines(lines: Line[], boxW: number, boxH: number, display: string, typeScale = 1): { lines: SetLine[]; height: number } {
  let scale = typeScale;
  // Italics lean past their advance and spaced capitals carry a last space: a margin for both.
  const fit = boxW * 0.95;
  for (let attempt = 0; attempt < 8; attempt++) {
    const set: SetLine[] = [];
    for (const line of lines) {
      const size = SIZE[line.role] * boxW * scale;
      if (line.role === 'rule') {
        set.push({ role: 'rule', text: '', size });
        continue;
      }
      const setting = settingOf(line.role, display);
      const width = (s: string) => measure(s, size, setting);
      const wrappable = line.role === 'body' || line.role === 'lead' || line.role === 'note';
      // Capitals break at their separators ('Saturday, June 14 · four o’clock') rather than shrink.
      const caps = line.role === 'caps' && width(line.text) > fit && line.text.includes(' · ');
      const parts = wrappable ? wrap(line.text, fit, width) : caps ? line.text.split(' · ') : [line.text];
      // What still does not fit (a long word, a line that cannot wrap) shrinks to the width.
      const widest = Math.max(...parts.map(width));
      const fitted = widest > fit ? (size * fit) / widest : size;
      for (const part of parts) set.push({ role: line.role, text: part, size: fitted, slot: line.slot });
    }
    const height = set.reduce((sum, l) => sum + l.size * LEADING[l.role], 0);
    if (height <= boxH || attempt === 7) return { lines: set, height };
    scale *= Math.max(0.6, boxH / height);
  }
  return { lines: [], height: 0 };
}

const FOIL_MOTIFS = new Set(['deco', 'laurel']);

/** The SVG path (or shapes) a card is cut to. */
function shapeClip(shape: PaperShape, W: number, H: number): string {
  const m = Math.min(W, H);
  switch (shape) {
    case 'rounded':
      return `<rect width="${W}" height="${H}" rx="${n(m * 0.06)}"/>`;
    case 'arch': {
      const r = Math.min(W / 2, H / 2);
      return `<path d="M0 ${H} V${n(r)} A ${n(r)} ${n(r)} 0 0 1 ${n(r)} 0 H${n(W - r)} A ${n(r)} ${n(r)} 0 0 1 ${W} ${n(r)} V${H} Z"/>`;
    }
    case 'scalloped': {
      const s = m / 36;
      const circles: string[] = [`<rect x="${n(s)}" y="${n(s)}" width="${n(W - 2 * s)}" height="${n(H - 2 * s)}"/>`];
      const along = (x0: number, y0: number, x1: number, y1: number) => {
        const count = Math.round(Math.hypot(x1 - x0, y1 - y0) / (2 * s));
        for (let i = 0; i <= count; i++)
          circles.push(`<circle cx="${n(x0 + ((x1 - x0) * i) / count)}" cy="${n(y0 + ((y1 - y0) * i) / count)}" r="${n(s)}"/>`);
      };
      along(s, s, W - s, s);
      along(W - s, s, W - s, H - s);
      along(W - s, H - s, s, H - s);
      along(s, H - s, s, s);
      return circles.join('');
    }
    default:
      return `<rect width="${W}" height="${H}"/>`;
  }
}

function textOf(slots: CardArtInput['textSlots'], key: string): string {
  return slots.find((s) => s.key === key)?.default_text ?? '';
}

/** The card's size in units (100 an inch). */
export function cardUnits(format: CardFormat): { W: number; H: number } {
  const f = CARD_FORMATS[format];
  return { W: Math.round(f.width * 100), H: Math.round(f.height * 100) };
}

export function drawCard(
  design: CardArtInput,
  side: ArtSide,
  shape: PaperShape,
  width: number,
  options: { wording?: boolean } = {},
): string {
  const { W, H } = cardUnits(design.format);
  const p = design.colourway;
  const names = textOf(design.textSlots, 'names') || 'Olivia & James';
  const monogram = initials(names);
  const height = Math.round((width * H) / W);
  const label = `${design.name}, ${design.colourway.name}, ${side}`;
  const foil = design.hasFoil && FOIL_MOTIFS.has(design.motif);

  let defs = '';
  let body = '';
  let edge: string | undefined;
  if (side === 'front') {
    const deco = decorate(
      design.motif,
      { W, H, palette: p, seed: design.slug, photo: design.hasPhoto, photoHref: design.photoHref, foil },
      monogram,
    );
    defs = deco.defs;
    edge = deco.edge;
    const words = options.wording === false ? '' : wording(design, deco.box, deco.ink ?? p.ink, foil);
    body = `${deco.under}${words}${deco.over}`;
  } else {
    const r = Math.min(W, H) * 0.16;
    const stack = STACKS['italic-serif'];
    defs = `<pattern id="tile" width="40" height="40" patternUnits="userSpaceOnUse">${backTile(design.motif, p)}</pattern>`;
    body = `<rect width="${W}" height="${H}" fill="${p.soft}" fill-opacity="0.35"/><rect width="${W}" height="${H}" fill="url(#tile)"/><circle cx="${n(W / 2)}" cy="${n(H / 2)}" r="${n(r)}" fill="${p.paper}" stroke="${p.accent}" stroke-width="1.2"/><text x="${n(W / 2)}" y="${n(H / 2 + r * 0.16)}" text-anchor="middle" font-family="${stack}" font-style="italic" font-size="${n(r * 0.55)}" fill="${p.ink}">${xml(emblem(names))}</text>`;
  }
  const clip = edge ? `<path d="${edge}"/>` : shapeClip(shape, W, H);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${xml(label)}"><defs><clipPath id="card">${clip}</clipPath>${defs}</defs><g clip-path="url(#card)"><rect width="${W}" height="${H}" fill="${p.paper}"/>${body}</g></svg>`;
}

/** One line of a card's wording where it is set: centred on `x`, its baseline at `y` (card units). */
export interface PlacedLine {
  role: Role;
  /** The text slot the line sets ('' for a rule). */
  slot: string;
  /** As printed (capitals already applied); '' for a rule. */
  text: string;
  x: number;
  y: number;
  size: number;
  /** The rule's half width, else 0. */
  ruleHalf: number;
  family: string;
  italic: boolean;
  letterSpacing: number;
  fill: string;
  opacity: number;
}

/**
 * The wording of a card's front, line by line, where the art sets it: the preview's SVG and the
 * proof PDF both draw these lines, so the proof holds exactly the preview's text.
 */
export function cardWording(design: CardArtInput): { W: number; H: number; lines: PlacedLine[] } {
  const { W, H } = cardUnits(design.format);
  const p = design.colourway;
  const names = textOf(design.textSlots, 'names') || 'Olivia & James';
  const foil = design.hasFoil && FOIL_MOTIFS.has(design.motif);
  const deco = decorate(
    design.motif,
    { W, H, palette: p, seed: design.slug, photo: design.hasPhoto, photoHref: design.photoHref, foil },
    initials(names),
  );
  return { W, H, lines: placeWording(design, deco.box, deco.ink ?? p.ink, foil) };
}

function placeWording(design: CardArtInput, box: { x: number; y: number; w: number; h: number }, ink: string, foil: boolean): PlacedLine[] {
  const lines: Line[] = LAYOUT[design.cardType]
    .map(([key, role]): Line => ({ role, text: role === 'rule' ? '' : textOf(design.textSlots, key), slot: key }))
    .filter((l) => l.role === 'rule' || l.text)
    .flatMap((l): Line[] => {
      // Two full names stack, with the ampersand between them, as invitations set them.
      const pair = l.role === 'names' && l.text.length > 16 ? l.text.split(' & ') : null;
      return pair?.length === 2
        ? [
            { role: 'names', text: pair[0]!, slot: l.slot },
            { role: 'amp', text: '&', slot: l.slot },
            { role: 'names', text: pair[1]!, slot: l.slot },
          ]
        : [l];
    });
  const display = design.typefaces[0] ?? 'italic-serif';
  const { lines: set, height } = setLines(lines, box.w, box.h, display, TYPE_SCALE[design.cardType]);
  const serif = STACKS.garamond!;
  const titleStack = STACKS[display] ?? STACKS['italic-serif']!;
  const titleItalic = display === 'italic-serif' || display === 'garamond';
  const titleCaps = display === 'small-caps' || display === 'sans';
  const namesStack = display === 'sans' ? STACKS.sans! : STACKS['italic-serif']!;
  const capsStack = display === 'sans' ? STACKS.sans! : STACKS['small-caps']!;
  const accentFill = foil ? 'url(#foil)' : design.colourway.accent;
  const cx = box.x + box.w / 2;
  let y = box.y + (box.h - height) / 2;
  const out: PlacedLine[] = [];
  for (const l of set) {
    const lh = l.size * LEADING[l.role];
    const baseline = y + lh * 0.72;
    y += lh;
    const line: PlacedLine = {
      role: l.role,
      slot: l.slot ?? '',
      text: l.text,
      x: cx,
      y: baseline,
      size: l.size,
      ruleHalf: 0,
      family: serif,
      italic: false,
      letterSpacing: 0,
      fill: ink,
      opacity: 1,
    };
    switch (l.role) {
      case 'rule':
        out.push({ ...line, y: baseline - lh * 0.25, ruleHalf: (box.w * 0.22) / 2, fill: accentFill });
        continue;
      case 'title':
        Object.assign(line, { family: titleStack, italic: titleItalic, letterSpacing: titleCaps ? 3 : 0, fill: foil ? accentFill : ink });
        if (titleCaps) line.text = line.text.toUpperCase();
        break;
      case 'names':
        Object.assign(line, { family: namesStack, italic: display !== 'sans', letterSpacing: display === 'sans' ? 2 : 0 });
        if (display === 'sans') line.text = line.text.toUpperCase();
        break;
      case 'amp':
        Object.assign(line, { family: STACKS['italic-serif'], italic: true, fill: accentFill });
        break;
      case 'caps':
        Object.assign(line, { family: capsStack, letterSpacing: l.size * 0.18, text: line.text.toUpperCase() });
        break;
      case 'note':
        Object.assign(line, { family: STACKS['italic-serif'], italic: true, opacity: 0.85 });
        break;
      default:
        break;
    }
    out.push(line);
  }
  return out;
}

/** The wording, centred in the box. */
function wording(design: CardArtInput, box: { x: number; y: number; w: number; h: number }, ink: string, foil: boolean): string {
  return placeWording(design, box, ink, foil)
    .map((l) => {
      if (l.role === 'rule')
        return `<path d="M${n(l.x - l.ruleHalf)} ${n(l.y)} H${n(l.x - 6)} M${n(l.x + 6)} ${n(l.y)} H${n(l.x + l.ruleHalf)}" stroke="${l.fill}" stroke-width="1"/><circle cx="${n(l.x)}" cy="${n(l.y)}" r="2" fill="${l.fill}"/>`;
      const italic = l.italic ? ' font-style="italic"' : '';
      const spacing = l.letterSpacing ? ` letter-spacing="${n(l.letterSpacing)}"` : '';
      const opacity = l.opacity !== 1 ? ` fill-opacity="${l.opacity}"` : '';
      return `<text x="${n(l.x)}" y="${n(l.y)}" text-anchor="middle" font-size="${n(l.size)}" font-family="${l.family}"${italic}${spacing} fill="${l.fill}"${opacity}>${xml(l.text)}</text>`;
    })
    .join('');
}
