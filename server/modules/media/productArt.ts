/**
 * Vector illustrations of the catalog's products, one drawing per product type (the noun of a
 * seeded product's name: 'Dutch Oven', 'Bath Towel Set', 'Bluetooth Speaker' ...), drawn in the
 * look's colour. Pure and deterministic: the same type and colour always give the same SVG.
 *
 * Every drawing works in a 200 × 200 box whose floor is y = 180 and whose middle is x = 100;
 * productSvg (svg.ts) places it on the canvas for each view (front, detail, in use).
 */

export interface Paint {
  /** The look's colour. */
  c: string;
  /** Darker and lighter shades of it. */
  d: string;
  l: string;
}
type Draw = (p: Paint) => string;

const STEEL = '#c9ced5';
const STEEL_D = '#8d949e';
const WOOD = '#c0915e';
const WOOD_D = '#8a6239';
const GLASS = '#dcecf1';
const PAPER = '#fbf8f2';
const INK = '#2f2b28';
const WINE = '#8c2f3c';
const GREEN = '#5f8f55';
const FLAME = '#f2b33d';

/** A colour moved toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export function paintOf(colour: string): Paint {
  return { c: colour, d: shade(colour, -0.28), l: shade(colour, 0.35) };
}

// ---------------------------------------------------------------------------------------------
// primitives

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const circ = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"${extra}/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width = 3, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const glassy = ' fill-opacity="0.55" stroke="#7f9aa3" stroke-width="1.5"';
const outline = ' stroke="#00000033" stroke-width="1.2"';

/** A pot seen from the side: body, rim, lid and handles. */
function pot(o: { w: number; h: number; lid?: 'dome' | 'flat' | false; handle: 'loops' | 'long' | 'both' }): Draw {
  return ({ c, d, l }) => {
    const x = 100 - o.w / 2;
    const top = 180 - o.h;
    const parts = [
      r(x, top, o.w, o.h, c, 10, outline),
      r(x, top, o.w, 8, d, 3),
      r(x + 6, top + 14, 6, o.h - 24, l, 3, ' fill-opacity="0.6"'),
    ];
    if (o.handle === 'loops' || o.handle === 'both') {
      parts.push(r(x - 14, top + 10, 16, 9, d, 4), r(x + o.w - 2, top + 10, 16, 9, d, 4));
    }
    if (o.handle === 'long' || o.handle === 'both')
      parts.push(r(x + o.w - 2, top + 8, 58, 9, o.handle === 'both' ? STEEL_D : d, 4, outline));
    if (o.lid === 'dome') parts.push(p(`M${x - 2} ${top} Q100 ${top - 34} ${x + o.w + 2} ${top} Z`, c, outline), circ(100, top - 18, 7, d));
    if (o.lid === 'flat') parts.push(e(100, top - 3, o.w / 2 + 2, 6, c, outline), r(93, top - 14, 14, 9, d, 3));
    return parts.join('');
  };
}

/** A shallow pan from above-front with a long handle. */
function pan(o: { rx: number; depth: number; wok?: boolean }): Draw {
  return ({ c, d }) => {
    const cy = 150;
    return [
      r(100 + o.rx - 8, cy - 8, 70, 10, d, 5, outline),
      o.wok
        ? p(`M${100 - o.rx} ${cy} Q100 ${cy + o.depth * 2.2} ${100 + o.rx} ${cy} Z`, c, outline)
        : p(
            `M${100 - o.rx} ${cy} L${100 - o.rx + 8} ${cy + o.depth} L${100 + o.rx - 8} ${cy + o.depth} L${100 + o.rx} ${cy} Z`,
            c,
            outline,
          ),
      e(100, cy, o.rx, o.rx * 0.32, d, outline),
      e(100, cy + 1, o.rx - 7, o.rx * 0.32 - 5, '#2f2f33'),
    ].join('');
  };
}

const knifeShape = (
  blade: string,
  handle: string,
  x: number,
  y: number,
  len: number,
  angle: number,
  style: 'chef' | 'santoku' | 'bread' | 'paring' | 'steak',
) => {
  const bh = style === 'paring' || style === 'steak' ? 9 : style === 'bread' ? 11 : 20;
  const tip = style === 'santoku' ? `Q${len} ${-bh} ${len} 0` : `L${len} 0`;
  const teeth =
    style === 'bread' || style === 'steak'
      ? line(Array.from({ length: Math.floor(len / 6) }, (_, i) => `M${i * 6} 0 l3 -3 l3 3`).join(' '), STEEL_D, 1)
      : '';
  const dimples = style === 'santoku' ? [0.3, 0.45, 0.6].map((f) => e(len * f, -bh / 2, 3, 2, STEEL_D)).join('') : '';
  return g(
    `translate(${x} ${y}) rotate(${angle})`,
    p(`M0 0 L0 ${-bh} Q${len * 0.7} ${-bh} ${len * 0.96} ${-bh / 3} ${tip} Z`, blade, outline) +
      teeth +
      dimples +
      r(-len * 0.55, -bh / 2 - 5, len * 0.55, 12, handle, 5, outline) +
      circ(-len * 0.4, -bh / 2 + 1, 1.8, STEEL) +
      circ(-len * 0.15, -bh / 2 + 1, 1.8, STEEL),
  );
};

const plate = (cx: number, cy: number, rx: number, c: string, d: string) =>
  e(cx, cy, rx, rx * 0.3, c, outline) + e(cx, cy - 1, rx * 0.68, rx * 0.19, d, ' fill-opacity="0.35"');

const stack = (n: number, draw: (i: number) => string) => Array.from({ length: n }, (_, i) => draw(i)).join('');

/** Folded textiles in a pile, each with a fold line and a stripe. */
function foldedPile(o: { n: number; w: number; h: number; stripe?: boolean; pattern?: 'quilt' | 'knit' | 'fringe' | 'tie' }): Draw {
  return ({ c, d, l }) =>
    stack(o.n, (i) => {
      const y = 180 - (i + 1) * o.h;
      const x = 100 - o.w / 2 + (i % 2) * 4;
      const fill = i % 2 ? l : c;
      let body =
        r(x, y, o.w, o.h, fill, o.h / 2.6, outline) + line(`M${x + 6} ${y + o.h / 2} H${x + o.w - 6}`, d, 1, ' stroke-opacity="0.4"');
      if (o.stripe) body += r(x + o.w - 22, y, 8, o.h, d, 0, ' fill-opacity="0.6"');
      if (o.pattern === 'quilt')
        body += stack(6, (k) =>
          r(x + 8 + k * ((o.w - 16) / 6), y + 3, (o.w - 16) / 6 - 3, o.h - 6, k % 2 ? d : PAPER, 1, ' fill-opacity="0.5"'),
        );
      if (o.pattern === 'knit')
        body += line(
          stack(Math.floor(o.w / 10), (k) => `M${x + 6 + k * 10} ${y + 3} l4 ${o.h / 2 - 3} l4 ${-(o.h / 2 - 3)}`),
          d,
          1.5,
        );
      if (o.pattern === 'fringe' && i === o.n - 1)
        body += line(
          stack(Math.floor(o.w / 6), (k) => `M${x + 4 + k * 6} ${y + o.h} v8`),
          d,
          1.5,
        );
      if (o.pattern === 'tie' && i === o.n - 1) body += r(90, 180 - o.n * o.h, 20, o.n * o.h, PAPER, 2, outline);
      return body;
    });
}

const stemGlass = (x: number, bowl: 'wine' | 'flute' | 'coupe', fill?: string, tint?: string) => {
  const bowlPath =
    bowl === 'wine'
      ? `M${x - 20} 80 Q${x - 22} 128 ${x} 130 Q${x + 22} 128 ${x + 20} 80 Z`
      : bowl === 'flute'
        ? `M${x - 11} 60 L${x - 8} 128 Q${x} 134 ${x + 8} 128 L${x + 11} 60 Z`
        : `M${x - 30} 104 Q${x} 140 ${x + 30} 104 Z`;
  const drink =
    fill && bowl === 'wine'
      ? p(`M${x - 20} 106 Q${x - 20} 128 ${x} 129 Q${x + 20} 128 ${x + 20} 106 Z`, fill)
      : fill && bowl === 'flute'
        ? p(`M${x - 9.5} 80 L${x - 8} 127 Q${x} 132 ${x + 8} 127 L${x + 9.5} 80 Z`, fill)
        : fill
          ? p(`M${x - 24} 110 Q${x} 134 ${x + 24} 110 Z`, fill)
          : '';
  return (
    drink +
    p(bowlPath, GLASS, glassy) +
    r(x - 2, bowl === 'coupe' ? 122 : 130, 4, bowl === 'coupe' ? 54 : 46, tint ?? GLASS, 1, glassy) +
    e(x, 178, 18, 4, tint ?? GLASS, glassy)
  );
};

const bottle = (x: number, colour: string, h = 110) =>
  p(
    `M${x - 12} 180 V${180 - h * 0.6} Q${x - 12} ${180 - h * 0.72} ${x - 4} ${180 - h * 0.8} V${180 - h} H${x + 4} V${180 - h * 0.8} Q${x + 12} ${180 - h * 0.72} ${x + 12} ${180 - h * 0.6} V180 Z`,
    colour,
    outline,
  ) + r(x - 9, 180 - h * 0.45, 18, h * 0.22, PAPER, 2);

const flower = (x: number, y: number, colour: string) =>
  stack(5, (k) => circ(x + 6 * Math.cos((k * 2 * Math.PI) / 5), y + 6 * Math.sin((k * 2 * Math.PI) / 5), 5, colour)) +
  circ(x, y, 3.5, FLAME);

const stem = (x1: number, y1: number, x2: number, y2: number) =>
  line(`M${x1} ${y1} Q${(x1 + x2) / 2 + 6} ${(y1 + y2) / 2} ${x2} ${y2}`, GREEN, 2.5);

const candle = (x: number, w: number, h: number, colour: string) =>
  r(x - w / 2, 180 - h, w, h, colour, 3, outline) +
  line(`M${x} ${180 - h} v-6`, INK, 1.5) +
  p(`M${x} ${180 - h - 20} Q${x + 6} ${180 - h - 10} ${x} ${180 - h - 6} Q${x - 6} ${180 - h - 10} ${x} ${180 - h - 20} Z`, FLAME);

/** A card (ticket, voucher) with a picture drawn on it. */
function voucher(icon: Draw, label: string): Draw {
  return (paint) =>
    r(28, 60, 144, 100, PAPER, 8, outline) +
    r(28, 60, 144, 22, paint.c, 8) +
    r(28, 74, 144, 8, paint.c) +
    `<text x="100" y="76" text-anchor="middle" font-family="Georgia, serif" font-size="12" fill="${PAPER}">${label}</text>` +
    g('translate(62 86) scale(0.38)', icon(paint)) +
    line('M100 88 V152', '#00000026', 1.5, ' stroke-dasharray="4 4"') +
    line('M112 112 H156 M112 124 H148 M112 136 H152', '#00000040', 3);
}

// ---------------------------------------------------------------------------------------------
// the drawings, by product type

const mixer: Draw = ({ c, d }) =>
  r(50, 166, 110, 14, c, 7, outline) +
  p('M128 166 V96 Q128 70 104 66 L60 62 Q40 62 40 80 Q40 96 60 98 L112 100 V166 Z', c, outline) +
  e(60, 80, 8, 8, d) +
  p('M56 112 H112 L106 160 H62 Z', STEEL, outline) +
  line('M84 100 V124', STEEL_D, 4);

const blender: Draw = ({ c, d }) =>
  r(64, 140, 72, 40, c, 8, outline) +
  circ(100, 160, 8, d) +
  p('M66 140 L60 48 H140 L134 140 Z', GLASS, glassy) +
  p('M70 130 L66 92 H134 L130 130 Z', '#9cc98a', ' fill-opacity="0.7"') +
  r(56, 40, 88, 12, INK, 4) +
  line('M140 60 Q162 64 158 96 Q156 118 136 120', INK, 6);

const toaster: Draw = ({ c, d }) =>
  p('M40 180 V96 Q40 76 60 76 H140 Q160 76 160 96 V180 Z', c, outline) +
  r(62, 70, 30, 16, '#d8a561', 4) +
  r(108, 70, 30, 16, '#d8a561', 4) +
  r(58, 80, 38, 5, INK, 2) +
  r(104, 80, 38, 5, INK, 2) +
  r(150, 110, 16, 8, d, 3) +
  line('M50 168 H150', d, 2);

const kettle: Draw = ({ c, d }) =>
  r(58, 168, 84, 12, INK, 5) +
  p('M66 168 L72 84 Q100 70 128 84 L134 168 Z', c, outline) +
  p('M72 96 L46 78 L50 74 L74 88 Z', c, outline) +
  line('M128 92 Q156 96 152 130 Q150 150 134 152', d, 8) +
  r(88, 72, 24, 8, d, 3);

const espresso: Draw = ({ c, d }) =>
  r(36, 60, 128, 120, c, 10, outline) +
  r(36, 60, 128, 22, d, 10) +
  r(60, 96, 80, 10, STEEL_D, 3) +
  r(84, 106, 32, 12, STEEL, 3) +
  r(116, 108, 40, 7, INK, 3) +
  circ(60, 78, 9, PAPER, outline) +
  line('M60 78 L65 74', INK, 1.5) +
  r(82, 148, 36, 26, PAPER, 4, outline) +
  r(42, 172, 116, 6, STEEL_D, 2);

const processor: Draw = ({ c, d }) =>
  r(50, 138, 100, 42, c, 8, outline) +
  circ(100, 160, 7, d) +
  p('M56 138 L60 76 H140 L144 138 Z', GLASS, glassy) +
  e(100, 76, 40, 6, GLASS, glassy) +
  r(120, 44, 18, 34, GLASS, 3, glassy) +
  p('M80 118 L120 104 L100 124 Z', STEEL_D);

const airFryer: Draw = ({ c, d }) =>
  r(50, 52, 100, 128, c, 22, outline) +
  r(58, 108, 84, 62, d, 10) +
  r(86, 128, 28, 10, INK, 5) +
  r(74, 66, 52, 26, '#1d2a2f', 6) +
  `<text x="100" y="84" text-anchor="middle" font-family="monospace" font-size="13" fill="#7fd1c7">180°</text>`;

const speaker: Draw = ({ c, d }) =>
  r(34, 98, 132, 70, c, 34, outline) +
  circ(70, 133, 22, d) +
  circ(130, 133, 22, d) +
  circ(70, 133, 8, INK) +
  circ(130, 133, 8, INK) +
  r(90, 102, 20, 5, d, 2);

const recordPlayer: Draw = ({ c, d }) =>
  p('M24 150 L44 112 H176 L156 150 Z', c, outline) +
  r(24, 150, 132, 18, d, 2) +
  e(94, 130, 44, 13, INK) +
  e(94, 130, 14, 4, '#c4483a') +
  line('M150 118 L142 138 L118 134', STEEL_D, 3);

const headphones: Draw = ({ c, d }) =>
  line('M56 130 Q56 52 100 52 Q144 52 144 130', d, 9) + r(40, 118, 30, 50, c, 12, outline) + r(130, 118, 30, 50, c, 12, outline);

const soundbar: Draw = ({ c, d }) =>
  r(16, 118, 168, 36, c, 14, outline) + stack(14, (k) => line(`M${30 + k * 10} 126 v20`, d, 2)) + e(100, 160, 70, 4, '#00000022');

const smartSpeaker: Draw = ({ c, d }) =>
  r(70, 78, 60, 102, c, 14, outline) +
  e(100, 80, 30, 8, d) +
  e(100, 80, 18, 3, '#67b6e9') +
  stack(8, (k) => line(`M76 ${96 + k * 10} H124`, d, 1, ' stroke-opacity="0.5"'));

const doorbell: Draw = ({ c, d }) =>
  r(78, 40, 44, 136, c, 20, outline) +
  circ(100, 72, 14, INK) +
  circ(100, 72, 6, '#3a5f8a') +
  circ(100, 140, 14, d) +
  circ(100, 140, 8, '#8fd3ff');

const thermostat: Draw = ({ c, d }) =>
  circ(100, 120, 54, STEEL, outline) +
  circ(100, 120, 44, c) +
  circ(100, 120, 34, INK) +
  `<text x="100" y="128" text-anchor="middle" font-family="sans-serif" font-size="22" fill="${FLAME}">70</text>` +
  line('M100 90 V96', d, 2);

const robotVacuum: Draw = ({ c, d }) =>
  e(100, 150, 74, 26, d, outline) + e(100, 142, 74, 26, c, outline) + e(100, 134, 18, 6, INK) + circ(132, 146, 4, '#6bd36b');

const instantCamera: Draw = ({ c, d }) =>
  r(40, 70, 120, 106, c, 16, outline) +
  circ(100, 126, 30, d) +
  circ(100, 126, 18, INK) +
  circ(94, 120, 5, '#ffffff55') +
  r(52, 80, 26, 18, INK, 4) +
  r(126, 82, 14, 10, PAPER, 2);

const filmCamera: Draw = ({ c, d }) =>
  r(30, 86, 140, 80, INK, 10, outline) +
  r(30, 100, 140, 52, c, 0) +
  r(80, 72, 40, 18, INK, 4) +
  circ(100, 128, 32, '#2b2b2b') +
  circ(100, 128, 22, STEEL_D) +
  circ(100, 128, 12, '#111111') +
  r(136, 78, 18, 10, d, 3);

const photoPrinter: Draw = ({ c, d }) =>
  r(50, 110, 100, 60, c, 12, outline) +
  r(62, 62, 76, 54, PAPER, 2, outline) +
  r(68, 68, 64, 40, '#8fb7c9') +
  p('M68 108 L92 86 L110 100 L122 90 L132 108 Z', GREEN) +
  r(60, 150, 80, 6, d, 3);

const strap: Draw = ({ c, d }) =>
  line('M40 70 Q100 200 160 70', c, 14) +
  line('M40 70 Q100 200 160 70', d, 2, ' stroke-dasharray="6 6"') +
  r(30, 56, 20, 18, STEEL_D, 3) +
  r(150, 56, 20, 18, STEEL_D, 3);

const tent: Draw = ({ c, d }) =>
  p('M20 180 L100 64 L180 180 Z', c, outline) +
  p('M100 64 L76 180 H124 Z', d) +
  line('M100 64 V54 M20 180 L10 186 M180 180 L190 186', INK, 2);

const sleepingBag: Draw = ({ c, d }) =>
  r(30, 120, 140, 58, c, 28, outline) +
  e(46, 149, 18, 27, d) +
  stack(4, (k) => line(`M${74 + k * 22} 124 v52`, d, 2, ' stroke-opacity="0.5"')) +
  r(60, 118, 110, 4, INK);

const campStove: Draw = ({ c, d }) =>
  r(46, 124, 108, 52, c, 6, outline) +
  r(50, 110, 100, 10, STEEL_D, 2) +
  circ(76, 150, 8, d) +
  circ(124, 150, 8, d) +
  p('M86 110 Q92 92 100 104 Q108 90 114 110 Z', '#4aa3df');

const hammock: Draw = ({ c, d }) =>
  line('M16 40 V180 M184 40 V180', WOOD_D, 7) +
  line('M16 60 L40 100 M184 60 L160 100', INK, 1.5) +
  p('M40 100 Q100 160 160 100 Q100 140 40 100 Z', c, outline) +
  stack(5, (k) => line(`M${52 + k * 24} 106 Q${58 + k * 24} 128 ${60 + k * 22} 138`, d, 1.5));

const cooler: Draw = ({ c, d }) =>
  r(36, 96, 128, 84, c, 10, outline) + r(32, 86, 136, 20, PAPER, 6, outline) + r(80, 70, 40, 10, d, 4) + line('M86 80 v8 M114 80 v8', d, 3);

const grill: Draw = ({ c, d }) =>
  line('M70 150 L52 180 M130 150 L148 180 M100 152 V180', INK, 4) +
  p('M40 108 Q100 182 160 108 Z', c, outline) +
  p('M40 108 Q100 40 160 108 Z', d, outline) +
  circ(100, 62, 6, INK) +
  line('M40 108 H160', STEEL_D, 2);

const pizzaOven: Draw = ({ c, d }) =>
  r(34, 156, 132, 24, d, 4, outline) +
  p('M40 156 Q100 40 160 156 Z', c, outline) +
  p('M76 156 Q100 112 124 156 Z', INK) +
  p('M88 156 Q100 136 112 156 Z', FLAME) +
  r(124, 52, 14, 40, STEEL_D);

const smokerBox: Draw = ({ c }) =>
  p('M60 130 L90 100 H160 L130 130 Z', STEEL, outline) +
  r(60, 130, 70, 34, c, 2, outline) +
  p('M130 130 L160 100 V134 L130 164 Z', STEEL_D) +
  stack(3, (k) => line(`M${80 + k * 22} 94 q6 -12 0 -24 q-6 -12 0 -24`, '#9aa1a8', 2.5));

const grillCover: Draw = ({ c, d }) =>
  p('M44 180 L50 96 Q100 52 150 96 L156 180 Z', c, outline) +
  line('M56 140 H144', d, 2, ' stroke-dasharray="6 5"') +
  r(82, 110, 36, 18, d, 3);

const grillTools: Draw = ({ c }) =>
  g('rotate(-12 100 110)', r(74, 40, 10, 50, c, 4, outline) + r(76, 90, 6, 70, STEEL) + r(70, 160, 18, 16, STEEL, 2)) +
  g(
    'rotate(0 100 110)',
    r(96, 40, 10, 50, c, 4, outline) + r(98, 90, 6, 66, STEEL) + line('M96 156 V176 M101 156 V176 M106 156 V176', STEEL, 3),
  ) +
  g('rotate(12 100 110)', r(118, 40, 10, 50, c, 4, outline) + r(120, 90, 6, 70, STEEL) + r(114, 156, 18, 22, STEEL, 3));

const watering: Draw = ({ c, d }) =>
  p('M56 180 L62 100 H130 L136 180 Z', c, outline) +
  p('M130 120 L176 82 L180 88 L136 134 Z', c, outline) +
  e(178, 84, 8, 5, d) +
  line('M72 100 Q96 60 122 100', d, 6);

const herbKit: Draw = ({ c, d }) =>
  stack(3, (k) => {
    const x = 52 + k * 48;
    return (
      stem(x, 134, x - 6, 96) +
      stem(x, 134, x + 8, 100) +
      e(x - 8, 96, 8, 4, GREEN) +
      e(x + 10, 100, 8, 4, GREEN) +
      p(`M${x - 20} 134 H${x + 20} L${x + 15} 180 H${x - 15} Z`, k === 1 ? d : c, outline)
    );
  });

const planters: Draw = ({ c, d }) =>
  p('M40 124 H100 L94 180 H46 Z', c, outline) +
  p('M108 140 H156 L151 180 H113 Z', d, outline) +
  line('M70 124 Q60 80 50 92 M70 124 Q78 74 92 84', GREEN, 5) +
  e(132, 132, 20, 10, GREEN);

const gardenTools: Draw = ({ c }) =>
  g('rotate(-15 70 110)', r(64, 40, 12, 50, c, 5, outline) + r(67, 90, 6, 16, STEEL_D) + p('M58 106 H82 L70 170 Z', STEEL, outline)) +
  g(
    'rotate(15 130 110)',
    r(124, 40, 12, 50, c, 5, outline) + r(127, 90, 6, 16, STEEL_D) + line('M120 106 V168 M130 106 V170 M140 106 V168', STEEL_D, 4),
  );

const lamp =
  (floor: boolean): Draw =>
  ({ c, d }) =>
    floor
      ? p('M66 20 H134 L148 62 H52 Z', c, outline) + line('M100 62 V176', INK, 4) + e(100, 178, 26, 5, INK)
      : p('M60 60 H140 L154 108 H46 Z', c, outline) +
        p('M84 108 Q70 140 84 176 H116 Q130 140 116 108 Z', d, outline) +
        line('M100 60 V48', INK, 2);

const pendant: Draw = ({ c, d }) =>
  line('M100 10 V70', INK, 2) +
  p('M100 66 Q44 70 36 140 H164 Q156 70 100 66 Z', c, outline) +
  e(100, 140, 64, 8, d) +
  circ(100, 146, 12, '#ffe6a3');

const stringLights: Draw = ({ c }) =>
  line('M10 60 Q55 110 100 70 Q145 30 190 80', INK, 2) +
  [
    [28, 78],
    [50, 88],
    [74, 86],
    [100, 70],
    [124, 56],
    [148, 54],
    [172, 66],
  ]
    .map(([x, y]) => r(x! - 3, y!, 6, 6, INK) + e(x!, y! + 14, 7, 10, c, ' stroke="#00000033"'))
    .join('');

const rug =
  (o: { runner?: boolean; jute?: boolean; washable?: boolean }): Draw =>
  ({ c, d, l }) => {
    const poly = o.runner ? 'M70 70 H130 L170 178 H30 Z' : 'M40 100 H160 L192 176 H8 Z';
    let body = p(poly, o.jute ? '#cfae7a' : c, outline);
    if (o.jute)
      body +=
        stack(6, (k) => line(`M${20 + k * 3} ${170 - k * 12} H${180 - k * 3}`, '#a4834e', 2)) +
        p('M44 104 H156 L186 172 H14 Z', 'none', ` stroke="${c}" stroke-width="5"`);
    else if (o.washable)
      body += p(o.runner ? 'M80 86 H120 L150 166 H50 Z' : 'M56 112 H144 L168 164 H32 Z', 'none', ` stroke="${l}" stroke-width="6"`);
    else
      body +=
        p(o.runner ? 'M100 90 L120 120 L100 150 L80 120 Z' : 'M100 112 L140 138 L100 164 L60 138 Z', d) +
        p(o.runner ? 'M78 78 H122 L156 170 H44 Z' : 'M50 108 H150 L176 170 H24 Z', 'none', ` stroke="${d}" stroke-width="3"`);
    return body + line(o.runner ? 'M30 180 h140' : 'M8 178 h184', d, 2, ' stroke-dasharray="2 3"');
  };

const vase =
  (shape: 'bud' | 'round' | 'glass' | 'vessel'): Draw =>
  ({ c, d }) => {
    if (shape === 'bud')
      return [52, 100, 148]
        .map(
          (x, k) =>
            stem(x, 130, x + (k - 1) * 8, 70) +
            flower(x + (k - 1) * 8, 66, k === 1 ? '#f2c6d0' : PAPER) +
            p(`M${x - 6} 130 Q${x - 18} 160 ${x - 12} 180 H${x + 12} Q${x + 18} 160 ${x + 6} 130 Z`, k === 1 ? d : c, outline),
        )
        .join('');
    if (shape === 'glass')
      return (
        stem(100, 120, 80, 48) +
        stem(100, 120, 116, 40) +
        stem(100, 120, 100, 56) +
        flower(80, 46, '#f2c6d0') +
        flower(116, 38, PAPER) +
        flower(100, 54, c) +
        p('M74 100 H126 L120 180 H80 Z', GLASS, glassy) +
        r(78, 140, 44, 38, '#bfe0ea', 2, ' fill-opacity="0.6"')
      );
    if (shape === 'vessel')
      return (
        p('M60 70 Q52 120 64 180 H136 Q148 120 140 70 Q100 60 60 70 Z', c, outline) +
        line('M64 100 Q100 110 136 100 M62 130 Q100 140 138 130', d, 2)
      );
    return (
      stem(100, 90, 86, 40) +
      stem(100, 90, 118, 46) +
      line('M100 90 L100 30', GREEN, 2.5) +
      e(86, 40, 8, 12, GREEN) +
      e(118, 46, 8, 12, GREEN) +
      p('M86 80 H114 L112 92 Q150 120 132 176 H68 Q50 120 88 92 Z', c, outline)
    );
  };

const frame =
  (o: { gallery?: boolean; box?: boolean; album?: boolean }): Draw =>
  ({ c }) => {
    const one = (x: number, y: number, w: number, h: number) =>
      r(x, y, w, h, c, 2, outline) +
      r(x + 8, y + 8, w - 16, h - 16, PAPER) +
      r(x + 14, y + 14, w - 28, h - 28, '#9ab8c4') +
      p(
        `M${x + 14} ${y + h - 14} L${x + w * 0.4} ${y + h * 0.55} L${x + w * 0.6} ${y + h * 0.7} L${x + w - 14} ${y + h * 0.5} V${y + h - 14} Z`,
        GREEN,
      );
    if (o.gallery) return one(30, 40, 60, 76) + one(98, 40, 72, 54) + one(98, 102, 72, 60) + one(30, 124, 60, 40);
    if (o.box)
      return (
        r(44, 44, 112, 124, c, 3, outline) +
        r(54, 54, 92, 104, '#efe6d2') +
        circ(100, 90, 16, '#e8b4b0') +
        r(74, 120, 52, 20, PAPER, 2) +
        line('M54 54 L64 64 M146 54 L136 64', '#00000022', 2)
      );
    if (o.album)
      return (
        r(40, 40, 120, 136, c, 4, outline) +
        r(56, 60, 88, 70, PAPER) +
        circ(86, 94, 12, '#e8b4b0') +
        circ(114, 94, 12, '#9caf88') +
        `<text x="100" y="154" text-anchor="middle" font-family="Georgia, serif" font-size="12" fill="${PAPER}">Mr &amp; Mrs</text>`
      );
    return one(50, 40, 100, 130) + line('M100 170 L120 182', c, 4);
  };

const towelStack: Draw = foldedPile({ n: 4, w: 110, h: 22, stripe: true });
const robe: Draw = ({ c, d }) =>
  line('M100 26 V34', INK, 3) +
  line('M70 44 Q100 28 130 44', STEEL_D, 4) +
  p('M70 44 L40 104 L54 112 L66 88 L62 178 H138 L134 88 L146 112 L160 104 L130 44 L112 44 L100 90 L88 44 Z', c, outline) +
  r(64, 112, 72, 8, d, 3) +
  line('M100 90 V178', d, 2);

const pillow =
  (o: { w: number; h: number; pattern?: boolean; white?: boolean }): Draw =>
  ({ c, d }) => {
    const x = 100 - o.w / 2;
    const y = 170 - o.h;
    return (
      p(
        `M${x} ${y} Q100 ${y + 8} ${x + o.w} ${y} Q${x + o.w - 8} ${y + o.h / 2} ${x + o.w} ${y + o.h} Q100 ${y + o.h - 8} ${x} ${y + o.h} Q${x + 8} ${y + o.h / 2} ${x} ${y} Z`,
        o.white ? PAPER : c,
        outline,
      ) +
      (o.pattern ? p(`M100 ${y + 12} L${100 + o.h / 3} ${y + o.h / 2} L100 ${y + o.h - 12} L${100 - o.h / 3} ${y + o.h / 2} Z`, d) : '') +
      (o.white ? line(`M${x + 10} ${y + 8} H${x + o.w - 10}`, c, 3) : '')
    );
  };

const bed =
  (o: { quilt?: boolean }): Draw =>
  ({ c, d, l }) =>
    r(20, 60, 160, 50, WOOD_D, 8) +
    r(30, 96, 140, 52, PAPER, 4, outline) +
    e(64, 100, 26, 10, PAPER, outline) +
    e(136, 100, 26, 10, PAPER, outline) +
    r(24, 112, 152, 50, c, 10, outline) +
    (o.quilt ? stack(8, (k) => r(28 + k * 18.5, 116, 14, 42, k % 2 ? d : l, 2, ' fill-opacity="0.7"')) : line('M28 126 H172', d, 2)) +
    r(24, 160, 8, 20, WOOD_D) +
    r(168, 160, 8, 20, WOOD_D);

const bowl = (x: number, y: number, w: number, h: number, c: string, d: string) =>
  p(`M${x - w / 2} ${y} Q${x} ${y + h * 2} ${x + w / 2} ${y} Z`, c, outline) + e(x, y, w / 2, h / 4, d, outline);
const mug = (x: number, c: string, d: string) =>
  r(x - 22, 120, 44, 58, c, 6, outline) +
  line(`M${x + 22} 134 Q${x + 40} 136 ${x + 38} 152 Q${x + 36} 164 ${x + 22} 164`, c, 6) +
  e(x, 121, 20, 4, d);
const fork = (x: number, y: number, len: number, colour = STEEL) =>
  r(x - 3, y + len * 0.35, 6, len * 0.65, colour, 3, outline) +
  p(
    `M${x - 8} ${y} V${y + len * 0.25} Q${x} ${y + len * 0.4} ${x + 8} ${y + len * 0.25} V${y} h-3 v${len * 0.2} h-2.5 v${-len * 0.2} h-1 v${len * 0.2} h-3 v${-len * 0.2} h-1 v${len * 0.2} h-2.5 v${-len * 0.2} Z`,
    colour,
    outline,
  );
const spoon = (x: number, y: number, len: number, colour = STEEL) =>
  e(x, y + len * 0.14, 9, len * 0.14, colour, outline) + r(x - 3, y + len * 0.26, 6, len * 0.74, colour, 3, outline);
const tableKnife = (x: number, y: number, len: number, colour = STEEL) =>
  p(`M${x - 4} ${y + len * 0.55} V${y + 8} Q${x} ${y - 4} ${x + 5} ${y + 6} V${y + len * 0.55} Z`, colour, outline) +
  r(x - 3, y + len * 0.55, 7, len * 0.45, colour, 3, outline);

const book = (x: number, y: number, w: number, h: number, c: string, title: string) =>
  r(x, y, w, h, c, 3, outline) +
  r(x + w - 8, y + 2, 6, h - 4, PAPER) +
  r(x + 12, y + 18, w - 32, 20, PAPER, 2, ' fill-opacity="0.9"') +
  `<text x="${x + (w - 8) / 2 + 2}" y="${y + 32}" text-anchor="middle" font-family="Georgia, serif" font-size="10" fill="${INK}">${title}</text>`;

const ring = (x: number, y: number, rr = 10) =>
  circ(x, y, rr, 'none', ' stroke="#d9b54a" stroke-width="4"') + circ(x, y - rr, 3.5, '#eaf6fb');

const box =
  (o: { slot?: boolean; ring?: boolean; capsule?: boolean }): Draw =>
  ({ c, d, l }) => {
    if (o.capsule)
      return (
        r(72, 52, 56, 128, STEEL, 20, outline) +
        r(72, 52, 56, 24, c, 12, outline) +
        r(80, 110, 40, 30, PAPER, 3) +
        `<text x="100" y="129" text-anchor="middle" font-family="Georgia, serif" font-size="9" fill="${INK}">2036</text>`
      );
    if (o.ring)
      return (
        p('M58 120 H142 V176 H58 Z', c, outline) +
        p('M58 120 L66 74 H134 L142 120 Z', d, outline) +
        r(74, 120, 52, 20, l, 4) +
        ring(100, 120, 11)
      );
    return (
      p('M40 100 L100 84 L160 100 L100 116 Z', l, outline) +
      p('M40 100 V160 L100 176 V116 Z', c, outline) +
      p('M160 100 V160 L100 176 V116 Z', d, outline) +
      (o.slot
        ? r(84, 96, 32, 5, INK, 2, ' transform="skewY(-12)" transform-origin="100 98"') +
          p(
            'M70 132 q10 -12 20 0 q10 -12 20 0 q0 14 -20 26 q-20 -12 -20 -26 z',
            '#d96a7a',
            ' transform="translate(-26 0) scale(0.8)" transform-origin="80 140"',
          )
        : line('M70 92 L130 108', '#d9b54a', 3))
    );
  };

const tote: Draw = ({ c, d }) =>
  line('M74 90 Q74 50 100 50 Q126 50 126 90', d, 6) +
  p('M50 86 H150 L144 180 H56 Z', c, outline) +
  `<text x="100" y="140" text-anchor="middle" font-family="Georgia, serif" font-size="18" fill="${PAPER}">A &amp; J</text>`;
const flask: Draw = ({ c }) =>
  p('M60 64 H140 Q148 64 148 74 V170 Q148 180 138 180 H62 Q52 180 52 170 V74 Q52 64 60 64 Z', STEEL, outline) +
  r(84, 44, 32, 20, STEEL_D, 3) +
  r(68, 92, 64, 60, c, 6) +
  `<text x="100" y="128" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="${PAPER}">M</text>`;
const cufflinks: Draw = ({ c, d }) =>
  circ(72, 120, 26, d, outline) +
  circ(72, 120, 20, c) +
  circ(132, 120, 26, d, outline) +
  circ(132, 120, 20, c) +
  line('M72 146 V164 M132 146 V164', STEEL_D, 4) +
  r(62, 164, 20, 6, STEEL_D, 3) +
  r(122, 164, 20, 6, STEEL_D, 3);

const sign: Draw = ({ c }) =>
  line('M64 80 L44 180 M136 80 L156 180 M100 70 L100 180', WOOD_D, 5) +
  r(46, 54, 108, 82, c, 4, outline) +
  r(52, 60, 96, 70, PAPER, 2) +
  `<text x="100" y="88" text-anchor="middle" font-family="Georgia, serif" font-style="italic" font-size="16" fill="${INK}">Welcome</text><text x="100" y="110" text-anchor="middle" font-family="Georgia, serif" font-size="9" fill="${INK}">to our wedding</text>`;

const tableNumber: Draw = ({ c }) =>
  r(66, 60, 68, 96, PAPER, 3, outline) +
  r(70, 64, 60, 88, 'none', 0, ` stroke="${c}" stroke-width="2"`) +
  `<text x="100" y="124" text-anchor="middle" font-family="Georgia, serif" font-size="48" fill="${INK}">7</text>` +
  r(80, 156, 40, 24, c, 3, outline);

const cakeTopper: Draw = ({ c }) =>
  r(48, 140, 104, 40, PAPER, 6, outline) +
  line('M78 140 V104 M122 140 V104', '#d9b54a', 3) +
  `<text x="100" y="96" text-anchor="middle" font-family="Georgia, serif" font-style="italic" font-size="30" fill="${c}" stroke="#00000033" stroke-width="0.8">Mr &amp; Mrs</text>`;

const confettiCones: Draw = ({ c, d, l }) =>
  [60, 100, 140]
    .map(
      (x, k) =>
        p(`M${x - 18} 90 H${x + 18} L${x} 176 Z`, k === 1 ? d : c, outline) +
        stack(5, (j) => circ(x - 12 + j * 6, 84 - (j % 2) * 6, 3, [l, FLAME, '#e8b4b0', PAPER, d][j]!)),
    )
    .join('');

const ringPillow: Draw = ({ c, d }) =>
  pillow({ w: 120, h: 90 })({ c, d, l: c }) + line('M76 102 Q100 124 124 102', PAPER, 3) + ring(90, 120) + ring(110, 120);
const unityCandles: Draw = ({ c }) =>
  candle(100, 36, 90, PAPER) + candle(56, 14, 110, c) + candle(144, 14, 110, c) + r(40, 176, 120, 4, '#d9b54a');
const guestBook: Draw = ({ c }) => book(48, 60, 104, 120, c, 'Guests');
const aisleRunner: Draw = ({ c }) =>
  p('M84 40 H116 L170 180 H30 Z', PAPER, outline) + stack(14, (k) => circ(40 + ((k * 37) % 120), 60 + ((k * 53) % 118), 3.5, c));
const jewelryDish: Draw = ({ c, d }) =>
  e(100, 150, 64, 22, c, outline) + e(100, 146, 50, 15, d, ' fill-opacity="0.4"') + ring(88, 146, 9) + circ(116, 148, 5, '#d9b54a');
const journal: Draw = ({ c }) => book(52, 50, 96, 128, c, 'Year One') + line('M140 50 V92', '#d96a7a', 3);
const vowBooks: Draw = ({ c, d }) =>
  g('rotate(-8 70 120)', book(30, 60, 70, 100, c, 'Her vows')) + g('rotate(8 130 120)', book(100, 60, 70, 100, d, 'His vows'));

const giftCard: Draw = ({ c, d }) =>
  r(30, 70, 140, 88, c, 10, outline) +
  r(30, 90, 140, 14, d) +
  circ(146, 136, 12, PAPER, ' fill-opacity="0.8"') +
  `<text x="46" y="140" font-family="Georgia, serif" font-size="16" fill="${PAPER}">Gift card</text>`;

// experiences: a picture on a voucher
const pastaIcon: Draw = ({ c }) =>
  r(20, 120, 160, 14, WOOD, 7) +
  stack(6, (k) => e(70 + (k % 3) * 28, 80 + Math.floor(k / 3) * 20, 14, 8, '#f2d388', ' stroke="#c9a95a" stroke-width="2"')) +
  circ(150, 70, 12, c);
const potteryIcon: Draw = ({ c, d }) =>
  e(100, 160, 70, 14, STEEL_D) + p('M70 150 Q60 110 80 90 H120 Q140 110 130 150 Z', c, outline) + e(100, 90, 20, 5, d);
const wineIcon: Draw = () => stemGlass(60, 'wine', WINE) + stemGlass(140, 'wine', WINE) + bottle(100, '#2f4a35', 130);
const danceIcon: Draw = ({ c }) =>
  line('M40 40 Q100 10 160 40', c, 4) +
  stack(
    3,
    (k) => `<text x="${50 + k * 45}" y="${110 + (k % 2) * 30}" font-family="serif" font-size="48" fill="${k === 1 ? c : INK}">♪</text>`,
  );
const cabinIcon: Draw = ({ c }) =>
  p('M30 180 L60 100 L90 180 Z', GREEN) +
  p('M110 180 L140 90 L170 180 Z', GREEN) +
  p('M56 120 L100 80 L144 120 V180 H56 Z', WOOD, outline) +
  p('M48 124 L100 74 L152 124', 'none', ` stroke="${c}" stroke-width="10"`) +
  r(90, 140, 20, 40, WOOD_D);
const spaIcon: Draw = ({ c }) =>
  e(100, 170, 60, 8, '#8c8c8c') +
  e(100, 150, 44, 12, '#7d7d7d') +
  e(100, 128, 32, 11, '#9b9b9b') +
  e(100, 110, 22, 8, '#b0b0b0') +
  candle(160, 22, 40, c) +
  e(46, 60, 20, 10, GREEN);
const balloonIcon: Draw = ({ c, d }) =>
  p('M100 20 Q160 20 160 80 Q160 112 116 140 H84 Q40 112 40 80 Q40 20 100 20 Z', c, outline) +
  p('M100 20 Q120 60 112 140 H88 Q80 60 100 20 Z', d) +
  line('M86 140 L90 158 M114 140 L110 158', INK, 1.5) +
  r(86, 158, 28, 20, WOOD, 3);
const vineyardIcon: Draw = ({ c }) =>
  p('M0 150 Q60 110 120 140 T200 130 V180 H0 Z', GREEN) +
  stack(9, (k) => circ(84 + (k % 3) * 12, 60 + Math.floor(k / 3) * 12, 7, c === '#f7f7f5' || c === '#efe6d2' ? '#6b3d7a' : c)) +
  e(108, 52, 14, 8, GREEN);
const dinnerIcon: Draw = ({ c, d }) =>
  plate(100, 140, 60, PAPER, c) + fork(30, 96, 70) + tableKnife(170, 96, 70) + candle(140, 12, 70, d) + stemGlass(56, 'wine', WINE);
const ticketsIcon: Draw = ({ c, d }) =>
  g('rotate(-10 100 100)', r(30, 60, 120, 60, c, 6, outline)) +
  g(
    'rotate(6 100 100)',
    r(50, 90, 120, 60, d, 6, outline) +
      `<text x="110" y="128" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="16" fill="${PAPER}">ADMIT 2</text>`,
  );
const popcornIcon: Draw = ({ c }) =>
  stack(12, (k) => circ(62 + (k % 6) * 15, 58 + Math.floor(k / 6) * 12, 11, '#fff4d6', outline)) +
  p('M52 70 H148 L134 180 H66 Z', PAPER, outline) +
  stack(4, (k) => r(60 + k * 22, 70, 10, 110, c, 0, ' transform="skewX(0)"'));
const cookKitIcon: Draw = ({ c, d }) =>
  r(36, 100, 128, 80, c, 4, outline) +
  p('M36 100 L60 70 H188 L164 100 Z', d, outline) +
  line('M90 62 Q110 20 100 90', STEEL_D, 3) +
  e(140, 84, 12, 8, '#e25b45') +
  e(64, 86, 10, 6, GREEN);

const bakeLoaf: Draw = ({ c, d }) =>
  p('M44 120 H156 L146 176 H54 Z', c, outline) +
  p('M52 120 Q100 70 148 120 Z', '#c98d4e', outline) +
  line('M80 104 L90 98 M100 100 L110 94 M120 104 L130 98', '#a86d35', 3) +
  r(44, 118, 112, 6, d, 3);
const pieDish: Draw = ({ c, d }) =>
  e(100, 150, 78, 26, c, outline) +
  e(100, 144, 66, 20, '#d9a15e') +
  line(
    stack(18, (k) => `${k ? 'L' : 'M'}${34 + k * 7.5} ${150 - (k % 2) * 4}`),
    d,
    3,
  ) +
  line('M70 140 L130 150 M80 152 L124 136', '#b47a3c', 3);
const bakingSheets: Draw = ({ c, d }) =>
  stack(3, (k) =>
    p(
      `M${30 + k * 8} ${150 - k * 20} L${60 + k * 8} ${110 - k * 20} H${176 - k * 8} L${146 - k * 8} ${150 - k * 20} Z`,
      k % 2 ? d : c,
      outline,
    ),
  );
const bundtPan: Draw = ({ c, d }) =>
  p('M30 120 L48 176 H152 L170 120 Z', c, outline) +
  stack(8, (k) => line(`M${44 + k * 16} 124 L${52 + k * 12.5} 174`, d, 2)) +
  e(100, 120, 70, 16, d, outline) +
  e(100, 120, 16, 5, PAPER) +
  r(94, 96, 12, 24, c, 3, outline);
const ramekins: Draw = ({ c, d }) =>
  [56, 100, 144]
    .map(
      (x, k) =>
        r(x - 20, 140 - (k === 1 ? 12 : 0), 40, 40 + (k === 1 ? 12 : 0), k === 1 ? d : c, 4, outline) +
        e(x, 140 - (k === 1 ? 12 : 0), 20, 5, '#f2e3c6') +
        stack(5, (j) => line(`M${x - 16 + j * 8} ${146 - (k === 1 ? 12 : 0)} V176`, '#00000022', 1.5)),
    )
    .join('');
const cakeStand: Draw = ({ c, d }) =>
  e(100, 176, 34, 6, c, outline) +
  r(94, 120, 12, 56, c, 3) +
  e(100, 118, 72, 12, c, outline) +
  r(54, 70, 92, 44, PAPER, 4, outline) +
  r(54, 88, 92, 6, '#e8b4b0') +
  e(100, 70, 46, 8, PAPER, outline) +
  circ(100, 60, 6, d);
const knifeBlock: Draw = ({ c }) =>
  stack(5, (k) => g(`rotate(${-30 + k * 4} ${80 + k * 8} 80)`, r(70 + k * 8, 40, 10, 44, INK, 4))) +
  p('M60 80 L130 66 L156 176 H76 Z', c === '#f7f7f5' ? WOOD : c, outline) +
  line('M72 96 L132 84', '#00000033', 2);
const utensilCrock: Draw = ({ c, d }) =>
  g('rotate(-14 100 110)', r(76, 24, 10, 90, WOOD, 4) + e(81, 22, 12, 16, WOOD, outline)) +
  g('rotate(12 100 110)', r(110, 30, 10, 90, WOOD_D, 4) + r(100, 16, 30, 22, WOOD_D, 4)) +
  line('M98 100 V30 M92 40 Q98 10 104 40', STEEL_D, 3) +
  p('M60 96 H140 L134 180 H66 Z', c, outline) +
  r(60, 96, 80, 10, d, 3);
const cuttingBoard: Draw = ({ c }) =>
  r(40, 80, 120, 96, WOOD, 16, outline) +
  circ(138, 100, 8, '#00000033') +
  stack(4, (k) => line(`M52 ${100 + k * 18} Q100 ${96 + k * 18} 148 ${104 + k * 18}`, WOOD_D, 1.2)) +
  e(70, 150, 16, 8, c);
const mixingBowls: Draw = ({ c, d, l }) => bowl(100, 120, 160, 40, c, d) + bowl(100, 110, 110, 30, l, c) + bowl(100, 102, 70, 20, d, c);
const saladSpinner: Draw = ({ c, d }) =>
  p('M34 110 Q40 180 100 180 Q160 180 166 110 Z', c, outline) +
  e(100, 110, 66, 14, d, outline) +
  r(92, 80, 16, 30, d, 4) +
  circ(100, 76, 9, INK) +
  e(70, 104, 12, 5, GREEN);
const spiceMill: Draw = ({ c, d }) =>
  p('M78 60 Q70 24 100 22 Q130 24 122 60 Z', d, outline) +
  r(72, 60, 56, 100, c, 8, outline) +
  r(68, 160, 64, 20, d, 4) +
  stack(3, (k) => line(`M78 ${80 + k * 24} H122`, d, 2, ' stroke-opacity="0.4"'));
const measuring: Draw = ({ c, d }) =>
  [50, 92, 130, 162]
    .map(
      (x, k) =>
        p(`M${x - 18 + k * 3} 130 Q${x} ${176 - k * 4} ${x + 18 - k * 3} 130 Z`, k % 2 ? d : c, outline) +
        r(x + 14 - k * 3, 126, 18, 6, k % 2 ? d : c, 3),
    )
    .join('');

const drawingsBase: Record<string, Draw> = {
  // cookware
  'Dutch Oven': pot({ w: 120, h: 70, lid: 'dome', handle: 'loops' }),
  Skillet: pan({ rx: 62, depth: 16 }),
  Saucepan: pot({ w: 84, h: 60, lid: 'flat', handle: 'long' }),
  Stockpot: pot({ w: 104, h: 104, lid: 'flat', handle: 'loops' }),
  'Sauté Pan': pot({ w: 116, h: 40, lid: 'flat', handle: 'both' }),
  Braiser: pot({ w: 136, h: 40, lid: 'dome', handle: 'loops' }),
  Wok: pan({ rx: 70, depth: 22, wok: true }),
  // bakeware
  'Loaf Pan': bakeLoaf,
  'Pie Dish': pieDish,
  'Baking Sheet Set': bakingSheets,
  'Bundt Pan': bundtPan,
  'Ramekin Set': ramekins,
  'Cake Stand': cakeStand,
  // knives
  'Chef’s Knife': ({ c }) => knifeShape(STEEL, c === '#f7f7f5' ? INK : c, 86, 120, 96, -14, 'chef'),
  'Santoku Knife': ({ c }) => knifeShape(STEEL, c === '#f7f7f5' ? INK : c, 86, 120, 92, -14, 'santoku'),
  'Knife Block Set': knifeBlock,
  'Paring Knife Set': ({ c, d }) => [0, 1, 2].map((k) => knifeShape(STEEL, k === 1 ? d : c, 80, 80 + k * 36, 64, -6, 'paring')).join(''),
  'Bread Knife': ({ c }) => knifeShape(STEEL, c === '#f7f7f5' ? WOOD : c, 80, 120, 110, -12, 'bread'),
  'Steak Knife Set': ({ c }) => [0, 1, 2, 3].map((k) => knifeShape(STEEL, c, 84, 60 + k * 32, 80, 0, 'steak')).join(''),
  // small appliances
  'Stand Mixer': mixer,
  'Espresso Machine': espresso,
  Blender: blender,
  Toaster: toaster,
  'Food Processor': processor,
  'Electric Kettle': kettle,
  'Air Fryer': airFryer,
  // kitchen tools
  'Utensil Set': utensilCrock,
  'Cutting Board': cuttingBoard,
  'Mixing Bowl Set': mixingBowls,
  'Salad Spinner': saladSpinner,
  'Spice Grinder': spiceMill,
  'Measuring Set': measuring,
  // dinnerware
  'Dinner Plate Set': ({ c, d }) => stack(5, (k) => plate(100, 170 - k * 9, 78, c, d)),
  'Salad Plate Set': ({ c, d }) => stack(4, (k) => plate(100, 170 - k * 9, 58, c, d)),
  'Pasta Bowls': ({ c, d }) => stack(3, (k) => bowl(100, 150 - k * 14, 150, 14, c, d)),
  'Place Setting': ({ c, d }) =>
    plate(100, 140, 66, c, d) + plate(100, 134, 42, PAPER, c) + fork(22, 100, 74) + tableKnife(178, 100, 74) + spoon(192, 100, 66),
  'Cereal Bowls': ({ c, d }) => bowl(64, 130, 80, 24, c, d) + bowl(136, 136, 80, 22, d, c),
  'Mug Set': ({ c, d }) => mug(62, c, d) + mug(130, d, c),
  // flatware
  'Flatware Set': ({ c }) =>
    fork(60, 40, 140) + tableKnife(100, 40, 140) + spoon(140, 40, 140) + r(30, 130, 140, 10, c, 2, ' fill-opacity="0.6"'),
  'Serving Set': ({ c }) =>
    g('rotate(-10 100 100)', spoon(76, 30, 150, STEEL) + r(73, 130, 6, 40, c, 3)) +
    g('rotate(10 100 100)', fork(124, 30, 150, STEEL) + r(121, 130, 6, 40, c, 3)),
  'Steak Knives': ({ c }) =>
    r(20, 150, 160, 24, WOOD, 6, outline) +
    [0, 1, 2, 3].map((k) => knifeShape(STEEL, c, 70 + k * 4, 144 - k * 6, 84, -28 + k * 8, 'steak')).join(''),
  'Dessert Spoons': ({ c }) =>
    [-24, -8, 8, 24].map((a) => g(`rotate(${a} 100 170)`, spoon(100, 60, 110, STEEL))).join('') + circ(100, 170, 6, c),
  'Cocktail Forks': ({ c }) =>
    [-18, 0, 18].map((a) => g(`rotate(${a} 100 176)`, fork(100, 80, 96, STEEL))).join('') + e(100, 178, 30, 4, c),
  // glassware
  'Wine Glasses': ({ c }) => stemGlass(70, 'wine', WINE, c) + stemGlass(130, 'wine', undefined, c),
  Tumblers: ({ c }) =>
    [60, 140]
      .map(
        (x) =>
          p(`M${x - 28} 110 L${x - 24} 180 H${x + 24} L${x + 28} 110 Z`, GLASS, glassy) +
          r(x - 24, 150, 48, 28, c, 2, ' fill-opacity="0.5"'),
      )
      .join(''),
  'Champagne Flutes': ({ c }) => stemGlass(76, 'flute', '#f3d98b', c) + stemGlass(124, 'flute', '#f3d98b', c),
  'Coupe Glasses': ({ c }) => stemGlass(64, 'coupe', '#f3d98b') + stemGlass(136, 'coupe', c),
  Carafe: ({ c }) =>
    p('M86 30 H114 V70 Q156 100 150 150 Q146 180 100 180 Q54 180 50 150 Q44 100 86 70 Z', GLASS, glassy) +
    p('M54 130 Q100 120 146 130 Q146 178 100 178 Q54 178 54 130 Z', c, ' fill-opacity="0.5"'),
  'Highball Glasses': ({ c }) =>
    [56, 100, 144].map((x) => r(x - 18, 60, 36, 120, GLASS, 3, glassy) + r(x - 16, 100, 32, 78, c, 2, ' fill-opacity="0.45"')).join(''),
  // serveware
  'Serving Platter': ({ c, d }) =>
    e(100, 150, 90, 32, c, outline) +
    e(100, 148, 70, 22, d, ' fill-opacity="0.3"') +
    e(76, 146, 14, 8, GREEN) +
    e(118, 150, 16, 8, '#e25b45'),
  'Serving Bowl': ({ c, d }) => bowl(100, 110, 170, 36, c, d) + e(86, 108, 14, 6, GREEN) + e(112, 106, 14, 6, GREEN),
  'Cheese Board': ({ c }) =>
    r(20, 140, 150, 26, WOOD, 10, outline) +
    r(164, 146, 30, 12, WOOD, 6) +
    p('M40 140 L80 110 L90 140 Z', '#f3d27a', outline) +
    r(100, 116, 40, 24, '#fff3d6', 3, outline) +
    circ(150, 134, 6, WINE) +
    circ(140, 130, 6, WINE) +
    e(70, 146, 20, 3, c),
  'Gravy Boat': ({ c, d }) =>
    e(100, 174, 40, 6, c, outline) +
    p('M46 120 Q60 172 110 172 Q150 170 150 120 Q130 128 90 124 Q60 120 28 104 Z', c, outline) +
    line('M150 126 Q176 130 164 156', d, 6),
  'Tiered Stand': ({ c, d }) =>
    line('M100 30 V176', '#d9b54a', 4) +
    e(100, 176, 76, 10, c, outline) +
    e(100, 124, 58, 8, c, outline) +
    e(100, 76, 40, 6, c, outline) +
    stack(3, (k) => circ(70 + k * 30, 114, 8, '#e8b4b0')) +
    stack(2, (k) => circ(88 + k * 24, 68, 7, d)),
  'Butter Dish': ({ c, d }) =>
    e(100, 170, 74, 12, c, outline) + p('M42 166 V124 Q42 104 62 104 H138 Q158 104 158 124 V166 Z', c, outline) + r(90, 94, 20, 12, d, 4),
  // table linens
  'Linen Tablecloth': ({ c, d }) =>
    p('M20 90 H180 L196 170 H4 Z', c, outline) +
    line('M40 90 Q30 130 12 168 M160 90 Q170 130 188 168 M100 90 V170', d, 1.5, ' stroke-opacity="0.5"'),
  'Napkin Set': ({ c, d, l }) =>
    stack(4, (k) =>
      g(
        `rotate(${-12 + k * 8} 100 160)`,
        p('M60 96 H140 L130 170 H70 Z', [c, l, d, c][k]!, outline) + line('M64 104 H136', PAPER, 1.5, ' stroke-opacity="0.6"'),
      ),
    ),
  'Table Runner': ({ c, d }) =>
    p('M10 120 H190 L170 150 H30 Z', WOOD, outline) +
    p('M74 120 H126 L134 150 H66 Z', c, outline) +
    r(66, 150, 68, 30, c, 0, outline) +
    line(
      stack(11, (k) => `M${68 + k * 6} 180 v6`),
      d,
      1.5,
    ),
  'Placemat Set': ({ c, d }) =>
    stack(4, (k) =>
      p(
        `M${24 + k * 4} ${160 - k * 12} L${56 + k * 4} ${110 - k * 12} H${176 - k * 4} L${144 - k * 4} ${160 - k * 12} Z`,
        k % 2 ? d : c,
        outline,
      ),
    ),
  // barware
  'Cocktail Shaker Set': ({ c }) =>
    p('M70 180 L62 80 H118 L110 180 Z', STEEL, outline) +
    p('M66 80 L74 56 H106 L114 80 Z', STEEL_D, outline) +
    r(84, 36, 12, 20, STEEL, 4) +
    r(62, 120, 56, 20, c, 2) +
    p('M132 140 H160 L150 160 L160 180 H132 L142 160 Z', STEEL, outline),
  Decanter: ({ c }) =>
    p('M88 60 H112 V80 Q164 110 160 160 Q156 180 100 180 Q44 180 40 160 Q36 110 88 80 Z', GLASS, glassy) +
    p('M42 140 Q100 128 158 140 Q156 178 100 178 Q44 178 42 140 Z', '#b26a2c', ' fill-opacity="0.7"') +
    circ(100, 50, 12, GLASS, glassy) +
    r(86, 70, 28, 8, c, 3),
  'Ice Bucket': ({ c, d }) =>
    p('M48 90 H152 L140 180 H60 Z', c, outline) +
    e(100, 90, 52, 10, d, outline) +
    stack(5, (k) => r(64 + k * 15, 74 - (k % 2) * 8, 14, 14, '#e8f6fb', 3, outline)) +
    line('M40 100 Q30 60 44 50 M160 100 Q170 60 156 50', STEEL_D, 3),
  'Bar Cart': ({ c }) =>
    r(30, 90, 140, 8, c, 2, outline) +
    r(30, 150, 140, 8, c, 2, outline) +
    line('M36 60 V170 M164 60 V170 M164 60 Q186 60 186 80', '#d9b54a', 4) +
    circ(40, 174, 7, INK) +
    circ(160, 174, 7, INK) +
    g('translate(0 -90)', bottle(60, '#2f4a35', 70) + bottle(88, WINE, 60)) +
    g('translate(40 -30) scale(0.6) translate(100 20)', stemGlass(40, 'coupe') + stemGlass(90, 'coupe')),
  'Coupe Set': ({ c, d }) => stemGlass(50, 'coupe', c) + stemGlass(100, 'coupe', d) + stemGlass(150, 'coupe', c),
  'Whiskey Stones': ({ c }) =>
    p('M40 100 Q40 80 60 80 H100 Q120 80 120 100 V170 Q120 180 110 180 H50 Q40 180 40 170 Z', c, outline) +
    [132, 156, 144, 168].map((x, k) => r(x - 10, 160 - (k > 1 ? 20 : 0), 20, 20, '#6f7378', 3, outline)).join(''),
  // wine accessories
  'Wine Opener': ({ c }) =>
    r(34, 100, 132, 18, c, 9, outline) +
    line('M100 118 q10 6 0 12 q-10 6 0 12 q10 6 0 12 q-10 6 0 12', STEEL_D, 4) +
    p('M34 108 L20 92 L28 88 L40 100 Z', STEEL_D) +
    r(140, 96, 24, 6, STEEL, 3),
  'Wine Aerator': ({ c }) =>
    bottle(80, '#2f4a35', 150) +
    p('M70 22 H90 L96 6 H112 L104 30 H70 Z', c, outline) +
    p('M106 18 Q140 30 150 80', 'none', ` stroke="${WINE}" stroke-width="5"`) +
    stemGlass(150, 'wine', WINE),
  'Wine Rack': ({ c }) =>
    r(20, 40, 160, 140, c === '#f7f7f5' ? WOOD : c, 6, outline) +
    stack(9, (k) =>
      circ(
        50 + (k % 3) * 50,
        74 + Math.floor(k / 3) * 42,
        16,
        k % 4 === 0 ? '#2f4a35' : k % 3 === 0 ? WINE : '#1c1c1c',
        ' stroke="#00000055" stroke-width="4"',
      ),
    ),
  'Wine Chiller': ({ c, d }) =>
    bottle(100, '#2f4a35', 170) +
    p('M64 90 H136 L132 180 H68 Z', c, outline) +
    e(100, 90, 36, 6, d, outline) +
    line('M72 110 H128', d, 2, ' stroke-opacity="0.5"'),
  // coffee and tea
  'Pour-Over Set': ({ c, d }) =>
    p('M50 180 Q44 120 70 100 H130 Q156 120 150 180 Z', GLASS, glassy) +
    p('M54 170 Q52 140 70 130 H130 Q148 140 146 170 Z', '#5b3a24', ' fill-opacity="0.8"') +
    p('M60 60 H140 L118 100 H82 Z', c, outline) +
    e(100, 60, 40, 6, d, outline),
  'French Press': ({ c, d }) =>
    r(64, 60, 72, 120, GLASS, 6, glassy) +
    r(66, 100, 68, 78, '#5b3a24', 4, ' fill-opacity="0.8"') +
    r(60, 52, 80, 12, c, 4, outline) +
    r(96, 30, 8, 24, d) +
    circ(100, 28, 8, c) +
    line('M136 70 Q166 74 164 110 Q162 150 136 150', c, 8) +
    r(60, 172, 80, 8, c, 3),
  Teapot: ({ c, d }) =>
    e(100, 132, 56, 48, c, outline) +
    p('M52 124 L18 96 L24 90 L56 112 Z', c, outline) +
    line('M150 108 Q184 112 178 144 Q172 164 150 160', c, 8) +
    e(100, 86, 32, 8, d) +
    circ(100, 76, 8, d),
  'Coffee Grinder': ({ c, d }) =>
    p('M70 40 H130 L118 84 H82 Z', GLASS, glassy) +
    p('M74 44 H126 L120 70 H80 Z', '#5b3a24') +
    r(62, 84, 76, 96, c, 8, outline) +
    r(76, 130, 48, 40, d, 4) +
    circ(100, 108, 8, INK),
  'Tea Sampler': ({ c, d, l }) =>
    [44, 82, 120, 158]
      .map(
        (x, k) =>
          r(x - 16, 100, 32, 80, [c, d, l, c][k]!, 4, outline) + r(x - 17, 94, 34, 12, STEEL_D, 3) + r(x - 12, 128, 24, 24, PAPER, 2),
      )
      .join(''),
  'Coffee Subscription': ({ c, d }) =>
    [70, 130]
      .map(
        (x, k) =>
          p(`M${x - 30} 180 V80 L${x - 24} 66 H${x + 24} L${x + 30} 80 V180 Z`, k ? d : c, outline) +
          r(x - 20, 110, 40, 40, PAPER, 3) +
          e(x, 130, 8, 12, '#5b3a24') +
          line(`M${x} 120 V140`, PAPER, 1.5),
      )
      .join(''),
  // bedding
  'Sheet Set': foldedPile({ n: 4, w: 120, h: 20, pattern: 'tie' }),
  'Duvet Cover': bed({}),
  Quilt: foldedPile({ n: 3, w: 130, h: 26, pattern: 'quilt' }),
  Comforter: ({ c, d }) =>
    stack(
      3,
      (k) =>
        r(32 + k * 3, 180 - (k + 1) * 34, 136, 32, c, 16, outline) +
        line(`M${50 + k * 3} ${180 - (k + 1) * 34 + 16} H${150}`, d, 1.5, ' stroke-dasharray="4 6"'),
    ),
  'Pillowcase Pair': ({ c, d }) =>
    g('rotate(-6 100 120)', r(30, 70, 120, 70, c, 6, outline) + r(124, 70, 26, 70, d, 0, ' fill-opacity="0.4"')) +
    g('rotate(4 100 140)', r(50, 100, 120, 70, c, 6, outline) + r(144, 100, 26, 70, d, 0, ' fill-opacity="0.4"')),
  // bath
  'Bath Towel Set': towelStack,
  'Hand Towels': ({ c, d, l }) =>
    r(20, 50, 160, 8, STEEL_D, 4) +
    r(40, 54, 56, 110, c, 4, outline) +
    r(40, 140, 56, 8, d) +
    r(104, 54, 56, 96, l, 4, outline) +
    r(104, 126, 56, 8, d),
  'Bath Sheet': ({ c, d }) =>
    p('M30 110 H150 A30 35 0 0 1 150 180 H30 Z', c, outline) +
    e(150, 145, 30, 35, d, outline) +
    e(150, 145, 16, 20, c) +
    line('M36 120 H140', d, 2, ' stroke-opacity="0.5"'),
  'Bath Mat': ({ c, d }) =>
    p('M40 120 H160 L184 176 H16 Z', c, outline) + stack(20, (k) => circ(36 + (k % 10) * 14, 140 + Math.floor(k / 10) * 18, 3, d)),
  Robe: robe,
  // pillows
  'Down Pillow': pillow({ w: 150, h: 84, white: true }),
  'Throw Pillow': pillow({ w: 110, h: 110, pattern: true }),
  'Lumbar Pillow': pillow({ w: 160, h: 62, pattern: true }),
  'Body Pillow': pillow({ w: 190, h: 52 }),
  // throws
  'Wool Throw': foldedPile({ n: 3, w: 130, h: 30, pattern: 'fringe' }),
  'Cotton Blanket': foldedPile({ n: 4, w: 130, h: 24, stripe: true }),
  'Cashmere Throw': foldedPile({ n: 2, w: 140, h: 36 }),
  'Knit Throw': foldedPile({ n: 3, w: 130, h: 30, pattern: 'knit' }),
  // vases
  'Bud Vase Trio': vase('bud'),
  'Ceramic Vase': vase('round'),
  'Glass Vase': vase('glass'),
  'Stoneware Vessel': vase('vessel'),
  // candles
  'Scented Candle': ({ c }) =>
    r(62, 100, 76, 80, GLASS, 8, glassy) +
    r(66, 120, 68, 58, c, 6) +
    r(76, 140, 48, 24, PAPER, 2) +
    line('M100 120 v-8', INK, 1.5) +
    p('M100 92 Q106 104 100 112 Q94 104 100 92 Z', FLAME),
  'Taper Candles': ({ c, d }) => candle(80, 12, 130, c) + candle(120, 12, 120, d) + e(100, 178, 40, 4, '#d9b54a'),
  'Candle Holder Set': ({ c }) =>
    [56, 100, 144]
      .map((x, k) => candle(x, 10, 40 + k * 14 + 36, PAPER) + r(x - 14, 180 - (40 + k * 14), 28, 40 + k * 14, c, 4, outline))
      .join(''),
  'Hurricane Lantern': ({ c }) => r(56, 40, 88, 130, GLASS, 30, glassy) + candle(100, 30, 70, c) + e(100, 172, 50, 8, c, outline),
  // frames
  'Picture Frame': frame({}),
  'Gallery Frame Set': frame({ gallery: true }),
  'Wedding Album Frame': frame({ album: true }),
  'Shadow Box': frame({ box: true }),
  // lighting
  'Table Lamp': lamp(false),
  'Floor Lamp': lamp(true),
  'Pendant Light': pendant,
  'String Lights': stringLights,
  // rugs
  'Wool Rug': rug({}),
  'Jute Rug': rug({ jute: true }),
  'Runner Rug': rug({ runner: true }),
  'Washable Rug': rug({ washable: true }),
  // outdoors
  'Charcoal Grill': grill,
  'Grill Tool Set': grillTools,
  'Pizza Oven': pizzaOven,
  'Smoker Box': smokerBox,
  'Grill Cover': grillCover,
  'Outdoor Dinnerware': ({ c, d }) => stack(4, (k) => plate(80, 170 - k * 8, 66, c, d)) + bowl(150, 140, 60, 16, d, c),
  'Picnic Basket': ({ c }) =>
    line('M64 100 Q100 40 136 100', WOOD_D, 6) +
    p('M34 100 H166 L154 180 H46 Z', WOOD, outline) +
    stack(5, (k) => line(`M40 ${112 + k * 14} H160`, WOOD_D, 1.5)) +
    r(34, 94, 132, 14, c, 2, outline) +
    stack(6, (k) => r(40 + k * 22, 94, 11, 14, PAPER, 0, ' fill-opacity="0.7"')),
  'Acrylic Tumblers': ({ c, d, l }) =>
    [52, 100, 148]
      .map((x, k) =>
        p(`M${x - 22} 100 L${x - 18} 180 H${x + 18} L${x + 22} 100 Z`, [c, d, l][k]!, ' fill-opacity="0.75" stroke="#00000033"'),
      )
      .join(''),
  'Patio Lanterns': ({ c, d }) =>
    [64, 136]
      .map(
        (x, k) =>
          r(x - 26, 90 - k * 20, 52, 90 + k * 20, k ? d : c, 6, outline) +
          r(x - 18, 104 - k * 20, 36, 62 + k * 20, '#fff1c7', 4) +
          line(`M${x - 14} ${90 - k * 20} Q${x} ${70 - k * 20} ${x + 14} ${90 - k * 20}`, INK, 3),
      )
      .join(''),
  'Two-Person Tent': tent,
  'Sleeping Bag': sleepingBag,
  'Camp Stove': campStove,
  Hammock: hammock,
  Cooler: cooler,
  'Herb Garden Kit': herbKit,
  'Garden Tool Set': gardenTools,
  'Watering Can': watering,
  'Planter Set': planters,
  // tech
  'Bluetooth Speaker': speaker,
  'Record Player': recordPlayer,
  'Wireless Headphones': headphones,
  Soundbar: soundbar,
  'Smart Speaker': smartSpeaker,
  'Video Doorbell': doorbell,
  'Smart Thermostat': thermostat,
  'Robot Vacuum': robotVacuum,
  'Instant Camera': instantCamera,
  'Film Camera': filmCamera,
  'Photo Printer': photoPrinter,
  'Camera Strap': strap,
  // experiences
  'Pasta Making Class': voucher(pastaIcon, 'Pasta class for two'),
  'Pottery Class': voucher(potteryIcon, 'Pottery class'),
  'Wine Tasting': voucher(wineIcon, 'Wine tasting'),
  'Dance Lessons': voucher(danceIcon, 'Dance lessons'),
  'Weekend Cabin Stay': voucher(cabinIcon, 'A weekend away'),
  'Spa Day for Two': voucher(spaIcon, 'Spa day for two'),
  'Hot Air Balloon Ride': voucher(balloonIcon, 'Balloon ride'),
  'Vineyard Tour': voucher(vineyardIcon, 'Vineyard tour'),
  'Dinner for Two': voucher(dinnerIcon, 'Dinner for two'),
  'Concert Tickets': voucher(ticketsIcon, 'Concert night'),
  'Movie Night Kit': voucher(popcornIcon, 'Movie night'),
  'Cooking Date Kit': voucher(cookKitIcon, 'Cooking date'),
  // wedding
  'Ring Pillow': ringPillow,
  'Unity Candle Set': unityCandles,
  'Guest Book': guestBook,
  'Aisle Runner': aisleRunner,
  'Ring Box': box({ ring: true }),
  'Table Numbers': tableNumber,
  'Cake Topper': cakeTopper,
  'Card Box': box({ slot: true }),
  'Welcome Sign': sign,
  'Confetti Cones': confettiCones,
  'Monogram Robe': ({ c, d, l }) =>
    robe({ c, d, l }) +
    `<text x="100" y="72" text-anchor="middle" font-family="Georgia, serif" font-style="italic" font-size="14" fill="${PAPER}">A</text>`,
  Flask: flask,
  'Jewelry Dish': jewelryDish,
  Cufflinks: cufflinks,
  'Tote Bag': tote,
  'Keepsake Box': box({}),
  'Vow Books': vowBooks,
  'Anniversary Journal': journal,
  'Time Capsule': box({ capsule: true }),
  // gift cards
  'Gift Card': giftCard,
};

/** Every product type's drawing, by the type's name (the noun of a product's name). */
export const PRODUCT_DRAWINGS: Readonly<Record<string, Draw>> = drawingsBase;

/** Where each view looks at the drawing: the whole thing, a close-up, or in a room. */
export type ProductView = 'front' | 'detail' | 'in-use';
