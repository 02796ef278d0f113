import { flower, leaf, n, randomStream, snowflake } from './kit';

/**
 * The suites' motifs. Each draws its decoration for a card of W x H units (100 units an inch) and
 * says where the wording goes. `defs` holds gradients and filters (ids are local to one picture).
 */
export interface Palette {
  paper: string;
  ink: string;
  accent: string;
  soft: string;
}

export interface MotifContext {
  W: number;
  H: number;
  palette: Palette;
  seed: string;
  photo: boolean;
  /** The person's own photo (a data: URI) for a photo design; without it the sample photo is drawn. */
  photoHref?: string | null;
  /** Foil designs draw their accents with a metallic gradient. */
  foil: boolean;
}

export interface Decoration {
  defs: string;
  /** Drawn under the wording. */
  under: string;
  /** Drawn over it (rare: borders). */
  over: string;
  /** Where the wording is set. */
  box: { x: number; y: number; w: number; h: number };
  /** Ink colour of the wording when it differs from the palette's (text on a dark photo band). */
  ink?: string;
  /** The card's own edge (deckled paper) instead of the cut shape. */
  edge?: string;
}

/** `hex` mixed with `toward` (0 keeps it, 1 gives `toward`). */
function mix(hex: string, toward: string, amount: number): string {
  const channel = (h: string, i: number) => parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(hex, i) + (channel(toward, i) - channel(hex, i)) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative lightness of a colour, 0 (black) to 1 (white). */
const lightness = (hex: string) =>
  (parseInt(hex.slice(1, 3), 16) * 0.3 + parseInt(hex.slice(3, 5), 16) * 0.59 + parseInt(hex.slice(5, 7), 16) * 0.11) / 255;

/**
 * A metallic gradient for foil in the accent's own metal, lit from the top left. On light paper
 * the sheen runs darker than the accent so the lettering stays legible; on dark paper, lighter.
 */
function foilGradient(id: string, accent: string, paper: string): string {
  const light = lightness(paper) > 0.5;
  const [a, b] = light
    ? [mix(accent, '#000000', 0.28), mix(accent, '#ffffff', 0.18)]
    : [mix(accent, '#ffffff', 0.45), mix(accent, '#ffffff', 0.25)];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.35" stop-color="${accent}"/><stop offset="0.6" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>`;
}

/** The person's photo filling a box (cropped to it, centred), or the sample photo when they have none. */
export function photoOrSample(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  seed: string,
  id: string,
  href: string | null | undefined,
): { defs: string; body: string } {
  if (!href) return samplePhoto(x, y, w, h, p, seed, id);
  const defs = `<clipPath id="${id}-clip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`;
  const body = `<g clip-path="url(#${id}-clip)"><image href="${href}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" preserveAspectRatio="xMidYMid slice"/></g>`;
  return { defs, body };
}

/** A sample photo: an evening landscape in the palette (the photo designs show it until yours is placed). */
export function samplePhoto(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  seed: string,
  id: string,
): { defs: string; body: string } {
  const rnd = randomStream(`${seed}/photo`);
  const sunX = x + w * (0.3 + rnd() * 0.4);
  const defs = `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4c9a8"/><stop offset="0.55" stop-color="#f7e3cf"/><stop offset="1" stop-color="#e8d6c4"/></linearGradient><clipPath id="${id}-clip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`;
  const ridge = (base: number, amp: number, colour: string, opacity: number) => {
    let d = `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + h * base)}`;
    const steps = 6;
    for (let i = 1; i <= steps; i++)
      d += ` Q ${n(x + (w * (i - 0.5)) / steps)} ${n(y + h * (base - amp * rnd()))} ${n(x + (w * i) / steps)} ${n(y + h * (base - amp * 0.4 * rnd()))}`;
    return `<path d="${d} L${n(x + w)} ${n(y + h)} Z" fill="${colour}" fill-opacity="${opacity}"/>`;
  };
  // Two figures walking hand in hand on the ridge.
  const fx = x + w * 0.58;
  const fy = y + h * 0.83;
  const s = h * 0.07;
  const figure = (cx: number, tall: number) =>
    `<circle cx="${n(cx)}" cy="${n(fy - s * 1.55 * tall)}" r="${n(s * 0.22)}" fill="#2b2622"/><path d="M${n(cx - s * 0.28)} ${n(fy)} L${n(cx - s * 0.2)} ${n(fy - s * 1.3 * tall)} Q ${n(cx)} ${n(fy - s * 1.42 * tall)} ${n(cx + s * 0.2)} ${n(fy - s * 1.3 * tall)} L${n(cx + s * 0.28)} ${n(fy)} Z" fill="#2b2622"/>`;
  const body = `<g clip-path="url(#${id}-clip)"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-sky)"/><circle cx="${n(sunX)}" cy="${n(y + h * 0.5)}" r="${n(h * 0.12)}" fill="#fbeed6"/>${ridge(0.62, 0.16, p.soft, 0.9)}${ridge(0.74, 0.12, p.accent, 0.55)}${ridge(0.86, 0.06, '#3b3531', 0.85)}${figure(fx, 1)}${figure(fx + s * 0.62, 0.92)}</g>`;
  return { defs, body };
}

/** Wildflowers and grasses growing up from the bottom edge. */
function meadow(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/meadow`);
  const parts: string[] = [];
  const stems = Math.round(W / 26);
  for (let i = 0; i < stems; i++) {
    const x0 = (W * (i + 0.5)) / stems + (rnd() - 0.5) * 18;
    // Taller towards the sides, so the flowers frame the wording.
    const edge = Math.abs(i / Math.max(stems - 1, 1) - 0.5) * 2;
    const height = H * (0.08 + 0.22 * edge * edge + rnd() * 0.08);
    const bend = (rnd() - 0.5) * 40;
    const tipX = x0 + bend;
    const tipY = H - height;
    parts.push(
      `<path d="M${n(x0)} ${n(H + 4)} Q ${n(x0 + bend * 0.2)} ${n(H - height * 0.5)} ${n(tipX)} ${n(tipY)}" stroke="${p.accent}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
    );
    const leaves = 2 + Math.floor(rnd() * 3);
    for (let l = 0; l < leaves; l++) {
      const t = 0.25 + (l / leaves) * 0.6;
      const lx = x0 + bend * 0.2 * t * 2 * (1 - t) + (tipX - x0) * t * t;
      const ly = H + 4 - (H + 4 - tipY) * t;
      parts.push(leaf(lx, ly, 10 + rnd() * 12, l % 2 ? -40 - rnd() * 30 : -140 + rnd() * 30, p.soft, 0.95, p.accent));
    }
    const kind = i % 4;
    if (kind === 0) parts.push(flower(tipX, tipY, 7 + rnd() * 4, p.soft, p.accent));
    else if (kind === 1)
      parts.push(
        `<circle cx="${n(tipX)}" cy="${n(tipY)}" r="3.2" fill="${p.accent}"/><circle cx="${n(tipX + 5)}" cy="${n(tipY + 6)}" r="2.4" fill="${p.accent}" fill-opacity="0.7"/>`,
      );
    else if (kind === 2) parts.push(flower(tipX, tipY, 5 + rnd() * 3, p.accent, p.paper, 0.85));
    else parts.push(leaf(tipX, tipY, 14, -90 + (rnd() - 0.5) * 30, p.accent, 0.35, p.accent));
  }
  // A small sprig in the top corner.
  parts.push(
    `<path d="M${n(W * 0.88)} ${n(H * 0.03)} Q ${n(W * 0.83)} ${n(H * 0.08)} ${n(W * 0.76)} ${n(H * 0.1)}" stroke="${p.accent}" stroke-width="1.2" fill="none"/>`,
  );
  for (let i = 0; i < 4; i++) parts.push(leaf(W * (0.86 - i * 0.03), H * (0.045 + i * 0.015), 9, 200 - i * 20, p.soft, 1, p.accent));
  return { defs: '', under: parts.join(''), over: '', box: { x: W * 0.12, y: H * 0.1, w: W * 0.76, h: H * 0.58 } };
}

/** An arch with eucalyptus at its feet. */
function arch(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/arch`);
  const mx = W * 0.13;
  const top = H * 0.08;
  const bottom = H * 0.92;
  const r = (W - 2 * mx) / 2;
  const path = `M${n(mx)} ${n(bottom)} L${n(mx)} ${n(top + r)} A ${n(r)} ${n(r)} 0 0 1 ${n(W - mx)} ${n(top + r)} L${n(W - mx)} ${n(bottom)} Z`;
  const inner = `M${n(mx + 8)} ${n(bottom - 8)} L${n(mx + 8)} ${n(top + r)} A ${n(r - 8)} ${n(r - 8)} 0 0 1 ${n(W - mx - 8)} ${n(top + r)} L${n(W - mx - 8)} ${n(bottom - 8)} Z`;
  const sprig = (x: number, y: number, dir: number) => {
    const out: string[] = [
      `<path d="M${n(x)} ${n(y)} q ${n(dir * 30)} -40 ${n(dir * 24)} -90" stroke="${p.accent}" stroke-width="1.3" fill="none"/>`,
    ];
    for (let i = 0; i < 7; i++) {
      const t = i / 7;
      const cx = x + dir * (30 * 2 * t * (1 - t) + 24 * t * t);
      const cy = y - 90 * t - 6;
      out.push(
        `<circle cx="${n(cx + dir * (i % 2 ? 7 : -7))}" cy="${n(cy)}" r="${n(6 + rnd() * 2.5)}" fill="${p.soft}" stroke="${p.accent}" stroke-width="0.9"/>`,
      );
    }
    return out.join('');
  };
  return {
    defs: '',
    under: `<path d="${path}" fill="${p.soft}" fill-opacity="0.55"/><path d="${inner}" fill="none" stroke="${p.accent}" stroke-width="1"/>${sprig(mx + 6, bottom + 2, 1)}${sprig(W - mx - 6, bottom + 2, -1)}`,
    over: '',
    box: { x: mx + 24, y: top + r * 0.45, w: W - 2 * mx - 48, h: bottom - top - r * 0.45 - 50 },
  };
}

/** A stepped art-deco frame with fans top and bottom. */
function deco(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const gold = c.foil ? 'url(#foil)' : p.accent;
  const defs = c.foil ? foilGradient('foil', p.accent, p.paper) : '';
  const m = Math.min(W, H) * 0.06;
  const step = Math.min(W, H) * 0.05;
  const frame = (inset: number, width: number) => {
    const a = m + inset;
    const s = step;
    return `<path d="M${n(a + s)} ${n(a)} H${n(W - a - s)} V${n(a + s)} H${n(W - a)} V${n(H - a - s)} H${n(W - a - s)} V${n(H - a)} H${n(a + s)} V${n(H - a - s)} H${n(a)} V${n(a + s)} H${n(a + s)} Z" fill="none" stroke="${gold}" stroke-width="${width}"/>`;
  };
  const fan = (cx: number, cy: number, r: number, flip: number) => {
    const rays: string[] = [];
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI + (Math.PI * i) / 12;
      rays.push(`M${n(cx)} ${n(cy)} L${n(cx + Math.cos(a) * r)} ${n(cy + flip * Math.abs(Math.sin(a)) * r)}`);
    }
    const arc = `M${n(cx - r)} ${n(cy)} A ${n(r)} ${n(r)} 0 0 ${flip > 0 ? 0 : 1} ${n(cx + r)} ${n(cy)}`;
    const arc2 = `M${n(cx - r * 0.55)} ${n(cy)} A ${n(r * 0.55)} ${n(r * 0.55)} 0 0 ${flip > 0 ? 0 : 1} ${n(cx + r * 0.55)} ${n(cy)}`;
    return `<path d="${rays.join(' ')}" stroke="${gold}" stroke-width="0.9"/><path d="${arc} ${arc2}" fill="none" stroke="${gold}" stroke-width="1.6"/>`;
  };
  const r = Math.min(W, H) * 0.13;
  return {
    defs,
    under: `${frame(0, 2)}${frame(7, 0.8)}${fan(W / 2, m + 7 + 1, r, 1)}${fan(W / 2, H - m - 7 - 1, r, -1)}`,
    over: '',
    box: { x: m + step + 14, y: m + r + 18, w: W - 2 * (m + step + 14), h: H - 2 * (m + r + 18) },
  };
}

/** Watercolour washes bleeding into the paper (turbulence-displaced radial gradients). */
function wash(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/wash`);
  const defs = `<filter id="bleed" x="-30%" y="-30%" width="160%" height="160%"><feTurbulence type="fractalNoise" baseFrequency="0.022" numOctaves="3" seed="${Math.floor(rnd() * 90) + 1}"/><feDisplacementMap in="SourceGraphic" scale="38"/><feGaussianBlur stdDeviation="1.6"/></filter><radialGradient id="washA"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.95"/><stop offset="0.6" stop-color="${p.accent}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient><radialGradient id="washB"><stop offset="0" stop-color="${p.soft}" stop-opacity="0.95"/><stop offset="1" stop-color="${p.soft}" stop-opacity="0"/></radialGradient>`;
  const blot = (cx: number, cy: number, rx: number, ry: number, g: string) =>
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${g})" filter="url(#bleed)"/>`;
  const under = [
    blot(W * 0.08, H * 0.04, W * 0.7, H * 0.26, 'washB'),
    blot(W * 0.1, H * 0.06, W * 0.42, H * 0.16, 'washA'),
    blot(W * 0.32, H * 0.01, W * 0.2, H * 0.07, 'washA'),
    blot(W * 0.92, H * 0.97, W * 0.75, H * 0.28, 'washB'),
    blot(W * 0.88, H * 0.95, W * 0.44, H * 0.17, 'washA'),
    blot(W * (0.55 + rnd() * 0.1), H * 1.0, W * 0.24, H * 0.08, 'washA'),
  ].join('');
  return { defs, under, over: '', box: { x: W * 0.12, y: H * 0.2, w: W * 0.76, h: H * 0.6 } };
}

/** A deckled (hand-torn) edge and a thin inner rule. */
function deckled(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/deckle`);
  const pts: string[] = [];
  const jag = (len: number) => Math.max(8, Math.round(len / 7));
  const edge = (x0: number, y0: number, x1: number, y1: number, nx: number, ny: number) => {
    const count = jag(Math.hypot(x1 - x0, y1 - y0));
    for (let i = 0; i < count; i++) {
      const t = i / count;
      const d = rnd() * 4.5;
      pts.push(`${n(x0 + (x1 - x0) * t + nx * d)} ${n(y0 + (y1 - y0) * t + ny * d)}`);
    }
  };
  edge(0, 0, W, 0, 0, 1);
  edge(W, 0, W, H, -1, 0);
  edge(W, H, 0, H, 0, -1);
  edge(0, H, 0, 0, 1, 0);
  const m = Math.min(W, H) * 0.07;
  const flourish = `<path d="M${n(W / 2 - 40)} ${n(m + 26)} q 20 -10 40 0 q 20 10 40 0" fill="none" stroke="${p.accent}" stroke-width="1"/><circle cx="${n(W / 2)}" cy="${n(m + 26)}" r="2.2" fill="${p.accent}"/>`;
  return {
    defs: '',
    under: `<rect x="${n(m)}" y="${n(m)}" width="${n(W - 2 * m)}" height="${n(H - 2 * m)}" fill="none" stroke="${p.accent}" stroke-width="0.8"/><rect x="${n(m + 4)}" y="${n(m + 4)}" width="${n(W - 2 * m - 8)}" height="${n(H - 2 * m - 8)}" fill="none" stroke="${p.accent}" stroke-width="0.4"/>${flourish}`,
    over: '',
    box: { x: m + 24, y: m + 44, w: W - 2 * m - 48, h: H - 2 * m - 80 },
    edge: `M${pts.join(' L')} Z`,
  };
}

/** Initials inside a laurel wreath at the top. */
function laurel(c: MotifContext, monogram: [string, string]): Decoration {
  const { W, H, palette: p } = c;
  const gold = c.foil ? 'url(#foil)' : p.accent;
  const defs = c.foil ? foilGradient('foil', p.accent, p.paper) : '';
  const small = H < W * 0.9;
  const r = Math.min(W, H) * (small ? 0.16 : 0.15);
  const cx = small ? W * 0.2 : W / 2;
  const cy = small ? H / 2 : H * 0.08 + r;
  const leaves: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI / 2 + side * (0.35 + i * 0.29);
      const x = cx + Math.cos(a) * r;
      const y = cy + Math.sin(a) * r;
      const deg = (a * 180) / Math.PI + (side > 0 ? 60 : -60) + 90 * side;
      leaves.push(leaf(x, y, r * 0.38, deg, gold, 1));
    }
  }
  const arc = `<path d="M${n(cx - r * 0.15)} ${n(cy + r)} A ${n(r)} ${n(r)} 0 1 1 ${n(cx + r * 0.15)} ${n(cy + r)}" fill="none" stroke="${gold}" stroke-width="1.2"/>`;
  const font = "'Cinzel','Trajan Pro',Georgia,'DejaVu Serif',serif";
  const mono = `<text x="${n(cx)}" y="${n(cy + r * 0.2)}" text-anchor="middle" font-family="${font}" font-size="${n(r * 0.62)}" fill="${gold}" letter-spacing="2">${monogram[0]}<tspan font-size="${n(r * 0.4)}" dy="${n(-r * 0.08)}"> &amp; </tspan><tspan dy="${n(r * 0.08)}">${monogram[1]}</tspan></text>`;
  const box = small
    ? { x: W * 0.4, y: H * 0.14, w: W * 0.54, h: H * 0.72 }
    : { x: W * 0.12, y: cy + r + 20, w: W * 0.76, h: H - (cy + r + 20) - H * 0.08 };
  return { defs, under: `${arc}${leaves.join('')}${mono}`, over: '', box };
}

/** Lemons and olive leaves in the corners. */
function citrus(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/citrus`);
  const lemon = (x: number, y: number, r: number, rot: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><path d="M${n(-r * 1.25)} 0 Q ${n(-r * 1.1)} ${n(-r)} 0 ${n(-r)} Q ${n(r * 1.1)} ${n(-r)} ${n(r * 1.25)} 0 Q ${n(r * 1.1)} ${n(r)} 0 ${n(r)} Q ${n(-r * 1.1)} ${n(r)} ${n(-r * 1.25)} 0 Z" fill="${p.accent}"/><ellipse cx="${n(-r * 0.35)}" cy="${n(-r * 0.4)}" rx="${n(r * 0.35)}" ry="${n(r * 0.16)}" fill="#ffffff" fill-opacity="0.45"/></g>`;
  const branch = (x: number, y: number, dir: number, scale: number) => {
    const out = [
      `<path d="M${n(x)} ${n(y)} q ${n(dir * 50 * scale)} ${n(30 * scale)} ${n(dir * 110 * scale)} ${n(20 * scale)}" stroke="${p.soft}" stroke-width="1.6" fill="none"/>`,
    ];
    for (let i = 1; i < 7; i++) {
      const t = i / 7;
      out.push(
        leaf(x + dir * 110 * scale * t, y + 25 * scale * t, 22 * scale, dir > 0 ? (i % 2 ? -30 : 40) : i % 2 ? 210 : 140, p.soft, 0.95),
      );
    }
    return out.join('');
  };
  const s = (Math.min(W, H) / 500) * 1.35;
  const under = [
    branch(-4, H * 0.05, 1, s * 1.2),
    lemon(W * 0.1, H * 0.07, 22 * s, 20 + rnd() * 10),
    lemon(W * 0.24, H * 0.04, 17 * s, -15),
    branch(W + 4, H * 0.94, -1, s * 1.2),
    lemon(W * 0.9, H * 0.93, 22 * s, -25),
    lemon(W * 0.77, H * 0.97, 16 * s, 10),
  ].join('');
  return { defs: '', under, over: '', box: { x: W * 0.12, y: H * 0.18, w: W * 0.76, h: H * 0.64 } };
}

/** A photo above clean type (photo pieces), or thin rules and large type (the suite's other pieces). */
function photo(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  if (c.photo) {
    const ph = H * (H > W ? 0.6 : 0.62);
    const pic = photoOrSample(0, 0, W, ph, p, c.seed, 'ph', c.photoHref);
    return { defs: pic.defs, under: pic.body, over: '', box: { x: W * 0.08, y: ph + H * 0.04, w: W * 0.84, h: H - ph - H * 0.08 } };
  }
  const m = Math.min(W, H) * 0.08;
  return {
    defs: '',
    under: `<rect x="${n(m)}" y="${n(m)}" width="${n(W - 2 * m)}" height="${n(H - 2 * m)}" fill="none" stroke="${p.accent}" stroke-width="1.4"/>`,
    over: '',
    box: { x: m + 26, y: m + 30, w: W - 2 * m - 52, h: H - 2 * m - 60 },
  };
}

/** A pine wreath with berries and a ribbon. */
function pine(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/pine`);
  const cx = W * 0.27;
  const cy = H / 2;
  const r = Math.min(W, H) * 0.3;
  const needles: string[] = [];
  for (let i = 0; i < 80; i++) {
    const a = (i / 80) * Math.PI * 2;
    const rr = r + (rnd() - 0.5) * 14;
    const x = cx + Math.cos(a) * rr;
    const y = cy + Math.sin(a) * rr;
    const len = 14 + rnd() * 10;
    const dir = a + Math.PI / 2 + (rnd() - 0.5) * 1.2;
    needles.push(
      `M${n(x)} ${n(y)} l${n(Math.cos(dir) * len)} ${n(Math.sin(dir) * len)} M${n(x)} ${n(y)} l${n(Math.cos(dir + 0.5) * len * 0.7)} ${n(Math.sin(dir + 0.5) * len * 0.7)}`,
    );
  }
  const berries: string[] = [];
  for (let i = 0; i < 14; i++) {
    const a = rnd() * Math.PI * 2;
    berries.push(
      `<circle cx="${n(cx + Math.cos(a) * (r + (rnd() - 0.5) * 10))}" cy="${n(cy + Math.sin(a) * (r + (rnd() - 0.5) * 10))}" r="${n(3.5 + rnd() * 2)}" fill="${p.soft}"/>`,
    );
  }
  const bow = `<path d="M${n(cx)} ${n(cy + r)} q -28 -22 -34 4 q 10 14 34 -4 q 28 -22 34 4 q -10 14 -34 -4 M${n(cx)} ${n(cy + r)} l -14 34 M${n(cx)} ${n(cy + r)} l 14 34" fill="${p.soft}" fill-opacity="0.85" stroke="${p.soft}" stroke-width="2"/>`;
  const foilDefs = c.foil ? foilGradient('foil', '#c9a227', p.paper) : '';
  const star = c.foil
    ? `<path d="M${n(cx)} ${n(cy - 16)} l4 12 l12 0 l-10 7 l4 12 l-10 -8 l-10 8 l4 -12 l-10 -7 l12 0 Z" fill="url(#foil)"/>`
    : '';
  return {
    defs: foilDefs,
    under: `<path d="${needles.join(' ')}" stroke="${p.accent}" stroke-width="1.5" stroke-linecap="round" fill="none"/>${berries.join('')}${bow}${star}`,
    over: '',
    box: { x: W * 0.54, y: H * 0.16, w: W * 0.4, h: H * 0.68 },
  };
}

/** Falling snow, over a photo (photo designs) or the paper. */
function snow(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/snow`);
  let defs = '';
  let under = '';
  let box = { x: W * 0.14, y: H * 0.18, w: W * 0.72, h: H * 0.64 };
  if (c.photo) {
    const pw = W * 0.52;
    const pic = photoOrSample(W * 0.05, H * 0.08, pw, H * 0.84, p, c.seed, 'ph', c.photoHref);
    defs = pic.defs;
    under = pic.body;
    box = { x: W * 0.6, y: H * 0.16, w: W * 0.36, h: H * 0.68 };
  }
  const flakes: string[] = [];
  // The wording sits in the middle of its box: no flake falls across it.
  const clear = { x0: box.x - 12, x1: box.x + box.w + 12, y0: box.y + box.h * 0.22, y1: box.y + box.h * 0.78 };
  for (let i = 0; i < 34; i++) {
    const [x, y, r, o] = [rnd() * W, rnd() * H, 4 + rnd() * 9, 0.35 + rnd() * 0.5];
    if (x + r > clear.x0 && x - r < clear.x1 && y + r > clear.y0 && y - r < clear.y1) continue;
    flakes.push(snowflake(x, y, r, p.accent, o));
  }
  return { defs, under: `${flakes.join('')}${under}`, over: '', box };
}

/** Scattered petals under a garland. */
function petals(c: MotifContext): Decoration {
  const { W, H, palette: p } = c;
  const rnd = randomStream(`${c.seed}/petals`);
  const parts: string[] = [
    `<path d="M${n(W * 0.05)} ${n(H * 0.06)} Q ${n(W / 2)} ${n(H * 0.24)} ${n(W * 0.95)} ${n(H * 0.06)}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="1" fill="none"/>`,
  ];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const x = W * 0.05 + W * 0.9 * t;
    const y = H * 0.06 + 2 * t * (1 - t) * H * 0.18 * 2;
    parts.push(i % 3 === 0 ? flower(x, y, 11, p.accent, p.soft) : leaf(x, y, 14, i % 2 ? 60 : 120, p.soft, 1, p.accent));
  }
  for (let i = 0; i < 22; i++) {
    const x = rnd() * W;
    const y = H * (0.72 + rnd() * 0.28);
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(5 + rnd() * 4)}" ry="${n(2.5 + rnd() * 2)}" transform="rotate(${n(rnd() * 180)} ${n(x)} ${n(y)})" fill="${rnd() > 0.5 ? p.accent : p.soft}" fill-opacity="0.8"/>`,
    );
  }
  return { defs: '', under: parts.join(''), over: '', box: { x: W * 0.12, y: H * 0.26, w: W * 0.76, h: H * 0.46 } };
}

export function decorate(motif: string, c: MotifContext, monogram: [string, string]): Decoration {
  switch (motif) {
    case 'meadow':
      return meadow(c);
    case 'arch':
      return arch(c);
    case 'deco':
      return deco(c);
    case 'wash':
      return wash(c);
    case 'deckled':
      return deckled(c);
    case 'laurel':
      return laurel(c, monogram);
    case 'citrus':
      return citrus(c);
    case 'photo':
      return photo(c);
    case 'pine':
      return pine(c);
    case 'snow':
      return snow(c);
    case 'petals':
      return petals(c);
    default:
      return { defs: '', under: '', over: '', box: { x: c.W * 0.1, y: c.H * 0.1, w: c.W * 0.8, h: c.H * 0.8 } };
  }
}

/** A repeat of the motif for the card's back (a small tile of it). */
export function backTile(motif: string, p: Palette): string {
  switch (motif) {
    case 'meadow':
    case 'petals':
      return flower(20, 20, 7, p.accent, p.paper, 0.6);
    case 'arch':
    case 'citrus':
      return leaf(10, 28, 20, -35, p.accent, 0.35);
    case 'deco':
      return `<path d="M20 4 L36 20 L20 36 L4 20 Z" fill="none" stroke="${p.accent}" stroke-width="1"/>`;
    case 'wash':
      return `<circle cx="20" cy="20" r="9" fill="${p.accent}" fill-opacity="0.18"/>`;
    case 'pine':
    case 'snow':
      return snowflake(20, 20, 8, p.accent, 0.5);
    default:
      return `<circle cx="20" cy="20" r="1.6" fill="${p.accent}" fill-opacity="0.6"/>`;
  }
}
