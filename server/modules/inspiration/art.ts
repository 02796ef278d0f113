import type { Season, WeddingStyle } from '../../../src/contracts/inspiration';
import type { PhotoScene } from '../../db/seed/inspirationData';
import { flower, leaf, n, randomStream, xml } from '../paper/art/kit';

/**
 * The real weddings' pictures, drawn from the wedding's own facts so each shows what its story
 * says: the style's venue (a barn with string lights, a beach arch, a rooftop at dusk, a garden
 * arch, a chandeliered ballroom, a macramé arch in a meadow) in its season, and the bouquet, the
 * table and the cake in its palette. Deterministic: the same wedding and scene always draw the same.
 */
export interface ArtWedding {
  slug: string;
  style: WeddingStyle;
  season: Season;
  palette: string[];
}

const W = 800;
const H = 600;

const SKY: Record<Season, [string, string]> = {
  spring: ['#bfe0f2', '#eef6fb'],
  summer: ['#7ec3ea', '#d8eefa'],
  autumn: ['#f3c58f', '#fbe8cf'],
  winter: ['#c9d3de', '#eef1f5'],
};
const GROUND: Record<Season, string> = { spring: '#8cc17a', summer: '#6fae5a', autumn: '#b8a05a', winter: '#f4f6f8' };
const FOLIAGE: Record<Season, string[]> = {
  spring: ['#f4b6c8', '#f8cfda', '#9fd08c'],
  summer: ['#3f8f45', '#58a352', '#2f7a3b'],
  autumn: ['#d9622b', '#e8a33a', '#b5432a'],
  winter: ['#e9eef3', '#ffffff', '#c7d2dc'],
};

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

function skyGradient(id: string, [top, bottom]: [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function tree(x: number, base: number, size: number, season: Season, r: () => number): string {
  const trunk = `<rect x="${n(x - size * 0.08)}" y="${n(base - size * 0.9)}" width="${n(size * 0.16)}" height="${n(size * 0.9)}" fill="#6b4a32"/>`;
  if (season === 'winter') {
    const branches = [0.35, 0.55, 0.75]
      .map((f) => {
        const y = base - size * f;
        return `<path d="M${n(x)} ${n(y)} l${n(-size * 0.3)} ${n(-size * 0.25)} M${n(x)} ${n(y)} l${n(size * 0.3)} ${n(-size * 0.25)}" stroke="#6b4a32" stroke-width="${n(size * 0.04)}"/>`;
      })
      .join('');
    return `${trunk}${branches}<ellipse cx="${n(x)}" cy="${n(base - size)}" rx="${n(size * 0.35)}" ry="${n(size * 0.12)}" fill="#ffffff" fill-opacity="0.9"/>`;
  }
  const blobs = Array.from({ length: 6 }, () => {
    const cx = x + (r() - 0.5) * size * 0.8;
    const cy = base - size * (0.9 + r() * 0.5);
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * (0.25 + r() * 0.15))}" fill="${pick(r, FOLIAGE[season])}"/>`;
  }).join('');
  return trunk + blobs;
}

function snowfall(r: () => number, count = 60): string {
  return Array.from(
    { length: count },
    () => `<circle cx="${n(r() * W)}" cy="${n(r() * H)}" r="${n(1.5 + r() * 2.5)}" fill="#ffffff" fill-opacity="0.85"/>`,
  ).join('');
}

/** A pair in silhouette: a suit and a dress, hand in hand. */
function couple(x: number, base: number, h: number, dress = '#ffffff'): string {
  const head = h * 0.12;
  return `<g>
<circle cx="${n(x - h * 0.13)}" cy="${n(base - h + head)}" r="${n(head)}" fill="#3b2f2a"/>
<rect x="${n(x - h * 0.21)}" y="${n(base - h + head * 2)}" width="${n(h * 0.16)}" height="${n(h * 0.78)}" rx="${n(h * 0.04)}" fill="#2a2d3a"/>
<circle cx="${n(x + h * 0.13)}" cy="${n(base - h + head)}" r="${n(head)}" fill="#5a3d2b"/>
<path d="M${n(x + h * 0.06)} ${n(base - h + head * 2)} h${n(h * 0.14)} l${n(h * 0.16)} ${n(h * 0.78)} h${n(-h * 0.46)} z" fill="${dress}" stroke="#00000022"/>
</g>`;
}

function lightString(x1: number, y1: number, x2: number, y2: number, sag: number, bulbs: number): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag;
  const dots = Array.from({ length: bulbs }, (_, i) => {
    const t = (i + 0.5) / bulbs;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t ** 2 * y2;
    return `<circle cx="${n(x)}" cy="${n(y + 4)}" r="4" fill="#ffe9a8"/><circle cx="${n(x)}" cy="${n(y + 4)}" r="9" fill="#ffe9a8" fill-opacity="0.25"/>`;
  }).join('');
  return `<path d="M${n(x1)} ${n(y1)} Q ${n(mx)} ${n(my + sag)} ${n(x2)} ${n(y2)}" stroke="#3a3a3a" stroke-width="1.5" fill="none"/>${dots}`;
}

function flowerCluster(cx: number, cy: number, radius: number, palette: string[], r: () => number, count: number): string {
  const leaves = Array.from({ length: Math.round(count * 0.6) }, () =>
    leaf(
      cx + (r() - 0.5) * radius * 2,
      cy + (r() - 0.5) * radius * 1.4,
      radius * 0.45,
      r() * 360,
      pick(r, ['#5f8a4e', '#7aa36a', '#4c7340']),
    ),
  ).join('');
  const blooms = Array.from({ length: count }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * radius;
    const colour = palette[Math.floor(r() * Math.min(palette.length, 3))]!;
    return flower(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.75, radius * (0.22 + r() * 0.12), colour, '#f6e3a1');
  }).join('');
  return leaves + blooms;
}

function barn(w: ArtWedding, r: () => number): string {
  const ground = 430;
  const trees = [90, 170, 650, 730].map((x) => tree(x, ground + 10, 120 + r() * 40, w.season, r)).join('');
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M0 380 Q 200 320 420 370 T 800 350 V 600 H 0 Z" fill="${w.season === 'winter' ? '#dde4ea' : '#9bb07a'}"/>
<rect y="${ground}" width="${W}" height="${H - ground}" fill="${GROUND[w.season]}"/>
${trees}
<path d="M250 ${ground} V260 L400 170 L550 260 V${ground} Z" fill="#9e2f24"/>
<path d="M240 265 L400 160 L560 265" stroke="#f1ece4" stroke-width="10" fill="none"/>
${w.season === 'winter' ? '<path d="M245 262 L400 163 L555 262 L548 272 L400 178 L252 272 Z" fill="#ffffff"/>' : ''}
<rect x="345" y="300" width="110" height="${ground - 300}" fill="#ffd98a"/>
<path d="M345 300 L455 ${ground} M455 300 L345 ${ground}" stroke="#f1ece4" stroke-width="6"/>
<rect x="345" y="300" width="110" height="${ground - 300}" fill="none" stroke="#f1ece4" stroke-width="8"/>
<rect x="382" y="205" width="36" height="36" fill="#f1ece4"/>
${lightString(140, 250, 250, 270, 30, 6)}${lightString(550, 270, 660, 250, 30, 6)}${lightString(250, 300, 550, 300, 60, 12)}
<rect x="180" y="${ground + 40}" width="70" height="40" rx="6" fill="#e2c46b"/><rect x="560" y="${ground + 50}" width="70" height="40" rx="6" fill="#e2c46b"/>
${couple(400, ground + 120, 130, w.palette[0] === '#f3ecd9' ? '#ffffff' : '#ffffff')}
${flowerCluster(215, ground + 38, 22, w.palette, r, 5)}${flowerCluster(595, ground + 48, 22, w.palette, r, 5)}
${w.season === 'winter' ? snowfall(r) : ''}`;
}

function beach(w: ArtWedding, r: () => number): string {
  const sea = w.season === 'winter' ? '#6f93ad' : '#2f8fb5';
  const sun = w.season === 'autumn' ? '#f08a4b' : '#ffd36a';
  const chairs = Array.from({ length: 4 }, (_, row) =>
    [170, 240, 540, 610]
      .map((x) => `<rect x="${n(x - row * 18)}" y="${n(470 + row * 30)}" width="40" height="18" rx="3" fill="#ffffff" stroke="#d8c7a7"/>`)
      .join(''),
  ).join('');
  const drape = w.palette[0]!;
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="620" cy="140" r="55" fill="${sun}" fill-opacity="0.9"/>
<rect y="280" width="${W}" height="90" fill="${sea}"/>
${Array.from({ length: 7 }, (_, i) => `<path d="M${i * 120 - 20} ${300 + (i % 3) * 20} q 30 -10 60 0" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3" fill="none"/>`).join('')}
<path d="M0 360 Q 400 340 800 365 L800 380 Q 400 356 0 376 Z" fill="#ffffff" fill-opacity="0.8"/>
<rect y="370" width="${W}" height="230" fill="#ecd8b0"/>
<rect x="300" y="200" width="14" height="250" fill="#c9a77a"/><rect x="486" y="200" width="14" height="250" fill="#c9a77a"/>
<rect x="290" y="192" width="220" height="16" fill="#c9a77a"/>
<path d="M300 208 Q 330 300 318 430 L300 430 Z" fill="${drape}" fill-opacity="0.85"/>
<path d="M500 208 Q 470 300 482 430 L500 430 Z" fill="${drape}" fill-opacity="0.85"/>
<path d="M300 210 Q 400 260 500 210" stroke="#ffffff" stroke-width="10" fill="none" stroke-opacity="0.85"/>
${flowerCluster(310, 205, 38, w.palette, r, 9)}${flowerCluster(490, 205, 38, w.palette, r, 9)}
${couple(400, 450, 150)}
<path d="M390 600 L370 460 L430 460 L410 600 Z" fill="#f5e7c8"/>
${chairs}
${Array.from({ length: 6 }, (_, i) => flower(330 + i * 28 - (i % 2) * 10, 560 - i * 18, 7, w.palette[i % Math.min(3, w.palette.length)]!, '#fff3c4')).join('')}`;
}

function rooftop(w: ArtWedding, r: () => number): string {
  const buildings: string[] = [];
  let x = 0;
  while (x < W) {
    const bw = 50 + r() * 70;
    const bh = 120 + r() * 200;
    const top = 380 - bh;
    buildings.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(bh)}" fill="#2c2b45"/>`);
    for (let wy = top + 12; wy < 370; wy += 22)
      for (let wx = x + 8; wx < x + bw - 10; wx += 16)
        if (r() < 0.45) buildings.push(`<rect x="${n(wx)}" y="${n(wy)}" width="7" height="10" fill="#ffd77a"/>`);
    x += bw + 4;
  }
  const tables = [170, 630]
    .map(
      (tx) =>
        `<ellipse cx="${tx}" cy="500" rx="80" ry="20" fill="#ffffff"/><rect x="${tx - 80}" y="500" width="160" height="60" fill="#f4f1ec"/>${flowerCluster(tx, 480, 26, w.palette, r, 6)}<rect x="${tx - 40}" y="455" width="6" height="30" fill="#fff7d6"/><rect x="${tx + 34}" y="455" width="6" height="30" fill="#fff7d6"/>`,
    )
    .join('');
  return `<rect width="${W}" height="${H}" fill="url(#dusk)"/>
<circle cx="560" cy="330" r="60" fill="#ffb067" fill-opacity="0.9"/>
${buildings.join('')}
<rect y="380" width="${W}" height="220" fill="#5b5560"/>
<rect y="380" width="${W}" height="12" fill="#8a8390"/>
${Array.from({ length: 21 }, (_, i) => `<rect x="${i * 40}" y="395" width="4" height="50" fill="#1f1f24"/>`).join('')}<rect y="395" width="${W}" height="5" fill="#1f1f24"/>
${lightString(0, 120, 400, 140, 50, 10)}${lightString(400, 140, 800, 110, 50, 10)}
${tables}
${couple(400, 540, 150, '#ffffff')}
${w.season === 'winter' ? snowfall(r, 40) : ''}`;
}

function garden(w: ArtWedding, r: () => number): string {
  const hedge = w.season === 'winter' ? '#5d7b63' : '#3f7a45';
  const trees = [80, 720].map((tx) => tree(tx, 330, 150, w.season, r)).join('');
  const archFlowers = Array.from({ length: 26 }, (_, i) => {
    const a = Math.PI * (i / 25);
    const fx = 400 - Math.cos(a) * 130;
    const fy = 330 - Math.sin(a) * 150;
    return flower(fx + (r() - 0.5) * 10, fy + (r() - 0.5) * 10, 16 + r() * 8, w.palette[i % Math.min(3, w.palette.length)]!, '#f6e3a1');
  }).join('');
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
${trees}
<rect y="330" width="${W}" height="270" fill="${GROUND[w.season]}"/>
<rect x="0" y="250" width="250" height="110" rx="30" fill="${hedge}"/><rect x="550" y="250" width="250" height="110" rx="30" fill="${hedge}"/>
${w.season === 'winter' ? '<rect x="0" y="246" width="250" height="16" rx="8" fill="#ffffff"/><rect x="550" y="246" width="250" height="16" rx="8" fill="#ffffff"/>' : ''}
<path d="M270 480 Q 270 160 400 160 Q 530 160 530 480" stroke="#ffffff" stroke-width="12" fill="none"/>
${archFlowers}
<path d="M360 600 L385 360 L415 360 L440 600 Z" fill="#e9e2d2"/>
${Array.from({ length: 5 }, (_, row) => [200, 260, 540, 600].map((cx) => `<rect x="${n(cx - row * 12)}" y="${n(420 + row * 34)}" width="44" height="18" rx="3" fill="#ffffff" stroke="#ccc"/>`).join('')).join('')}
${couple(400, 470, 140)}
${w.season === 'winter' ? snowfall(r, 50) : ''}`;
}

function ballroom(w: ArtWedding, r: () => number): string {
  const chandelier = (cx: number) =>
    `<line x1="${cx}" y1="0" x2="${cx}" y2="60" stroke="#b8962e" stroke-width="3"/><ellipse cx="${cx}" cy="80" rx="60" ry="22" fill="#d4b24c"/>${Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${cx - 56 + i * 14}" cy="${96 + (i % 2) * 8}" r="5" fill="#fff6d5"/><circle cx="${cx - 56 + i * 14}" cy="${96 + (i % 2) * 8}" r="12" fill="#fff6d5" fill-opacity="0.3"/>`,
    ).join('')}`;
  const table = (cx: number, cy: number, s: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${90 * s}" ry="${24 * s}" fill="#ffffff"/><path d="M${cx - 90 * s} ${cy} v${70 * s} q ${90 * s} ${20 * s} ${180 * s} 0 v${-70 * s}" fill="#f7f3ea"/><rect x="${cx - 3}" y="${cy - 120 * s}" width="6" height="${110 * s}" fill="#c9a227"/>${flowerCluster(cx, cy - 130 * s, 40 * s, w.palette, r, 8)}`;
  const windows = [60, 230, 400, 570, 740]
    .map(
      (x) =>
        `<path d="M${x - 45} 330 V150 Q ${x} 90 ${x + 45} 150 V330 Z" fill="${w.season === 'winter' ? '#dfe7ef' : '#cfe3f1'}" stroke="#d8c48c" stroke-width="6"/>`,
    )
    .join('');
  return `<rect width="${W}" height="${H}" fill="#f4ecd8"/>
${windows}
<rect y="340" width="${W}" height="260" fill="#a8815a"/>
${Array.from({ length: 10 }, (_, i) => `<path d="M${i * 90} 340 L${i * 90 - 120} 600" stroke="#8e6b48" stroke-width="2"/>`).join('')}
${chandelier(220)}${chandelier(580)}
${table(160, 430, 1)}${table(640, 430, 1)}${table(400, 520, 1.1)}`;
}

function meadow(w: ArtWedding, r: () => number): string {
  const peaks = w.season === 'winter' || w.season === 'spring' ? '#ffffff' : '#e9eef2';
  const grass = Array.from({ length: 90 }, () => {
    const gx = r() * W;
    const gy = 420 + r() * 180;
    return `<path d="M${n(gx)} ${n(gy)} q ${n((r() - 0.5) * 10)} -18 ${n((r() - 0.5) * 14)} -30" stroke="${pick(r, FOLIAGE[w.season === 'winter' ? 'autumn' : w.season])}" stroke-width="2" fill="none"/>`;
  }).join('');
  const cords = Array.from({ length: 11 }, (_, i) => {
    const cx = 305 + i * 19;
    const len = 60 + Math.sin((i / 10) * Math.PI) * 70;
    return `<path d="M${cx} 180 v${n(len)}" stroke="#f3ead8" stroke-width="4"/><circle cx="${cx}" cy="${n(180 + len)}" r="4" fill="#f3ead8"/>`;
  }).join('');
  const pampas = (px: number) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<ellipse cx="${px + (i - 2) * 14}" cy="${170 - Math.abs(i - 2) * -8}" rx="9" ry="34" fill="#e8d6b5" transform="rotate(${(i - 2) * 14} ${px} 210)"/>`,
    ).join('');
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M0 360 L140 200 L260 330 L420 150 L600 320 L700 230 L800 300 V420 H0 Z" fill="#7d8aa3"/>
<path d="M380 196 L420 150 L462 196 Z M110 234 L140 200 L170 234 Z M672 262 L700 230 L728 262 Z" fill="${peaks}"/>
<rect y="400" width="${W}" height="200" fill="${GROUND[w.season]}"/>
${grass}
<rect x="290" y="170" width="12" height="290" fill="#8a6a48"/><rect x="498" y="170" width="12" height="290" fill="#8a6a48"/><rect x="280" y="165" width="240" height="14" fill="#8a6a48"/>
${cords}${pampas(300)}${pampas(500)}
${flowerCluster(300, 200, 30, w.palette, r, 7)}${flowerCluster(500, 200, 30, w.palette, r, 7)}
<path d="M320 600 L350 470 L450 470 L480 600 Z" fill="${w.palette[0]}" fill-opacity="0.7"/><path d="M330 600 L356 480 L444 480 L470 600" fill="none" stroke="#f3ead8" stroke-width="3" stroke-dasharray="6 6"/>
${couple(400, 470, 140, '#f7efe2')}
${w.season === 'winter' ? snowfall(r, 50) : ''}`;
}

function bouquet(w: ArtWedding, r: () => number): string {
  const ribbon = w.palette[0]!;
  const stems = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${390 + i * 2} 330 L${370 + i * 5} 540" stroke="#5f7d45" stroke-width="5"/>`,
  ).join('');
  return `<rect width="${W}" height="${H}" fill="#f6f1ea"/>
<ellipse cx="400" cy="560" rx="180" ry="18" fill="#000000" fill-opacity="0.06"/>
${stems}
<path d="M360 400 L440 400 L430 460 L370 460 Z" fill="${ribbon}"/>
<path d="M400 460 q -30 40 -60 70 M400 460 q 30 40 55 75" stroke="${ribbon}" stroke-width="10" fill="none" stroke-linecap="round"/>
${flowerCluster(400, 260, 150, w.palette, r, 30)}`;
}

function table(w: ArtWedding, r: () => number): string {
  const cloth = w.style === 'rustic' || w.style === 'boho' ? '#b08a5e' : '#fbf8f2';
  const place = (px: number, py: number) =>
    `<circle cx="${px}" cy="${py}" r="52" fill="${w.style === 'classic' ? '#c9a227' : '#e9e4da'}"/><circle cx="${px}" cy="${py}" r="42" fill="#ffffff" stroke="#ddd"/><path d="M${px - 20} ${py - 30} l40 0 l-10 60 l-20 0 z" fill="${w.palette[1] ?? w.palette[0]}" fill-opacity="0.85"/><rect x="${px - 72}" y="${py - 40}" width="6" height="80" rx="2" fill="#b7b7b7"/><rect x="${px + 66}" y="${py - 40}" width="6" height="80" rx="2" fill="#b7b7b7"/>`;
  const candles = [250, 340, 460, 550]
    .map(
      (cx) =>
        `<rect x="${cx - 8}" y="${280 - (cx % 3) * 10}" width="16" height="46" rx="3" fill="#fffaf0"/><ellipse cx="${cx}" cy="${272 - (cx % 3) * 10}" rx="5" ry="9" fill="#ffc44d"/>`,
    )
    .join('');
  if (w.style === 'beach') {
    // A round table on the deck: linen, shells, low flowers.
    const around = [0, 1, 2, 3, 4, 5].map((i) => {
      const a = (i / 6) * Math.PI * 2 + Math.PI / 6;
      return place(400 + Math.cos(a) * 200, 300 + Math.sin(a) * 200).replace(/<rect[^>]*\/><rect[^>]*\/>$/, '');
    });
    const shells = [0, 1, 2, 3].map((i) => {
      const a = (i / 4) * Math.PI * 2;
      const sx = 400 + Math.cos(a) * 110;
      const sy = 300 + Math.sin(a) * 110;
      return `<path d="M${n(sx - 14)} ${n(sy + 8)} Q ${n(sx)} ${n(sy - 22)} ${n(sx + 14)} ${n(sy + 8)} Z" fill="#f6e2cf" stroke="#d9b99a"/>`;
    });
    return `<rect width="${W}" height="${H}" fill="#c8a77e"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="0" y="${i * 52}" width="${W}" height="3" fill="#a88760"/>`).join('')}
<circle cx="400" cy="300" r="285" fill="#fbf8f2"/>
${around.join('')}${shells.join('')}
${flowerCluster(400, 300, 70, w.palette, r, 12)}`;
  }
  return `<rect width="${W}" height="${H}" fill="#ece6dc"/>
<rect x="40" y="120" width="720" height="420" rx="18" fill="${cloth}"/>
${w.style === 'rustic' ? Array.from({ length: 6 }, (_, i) => `<rect x="40" y="${130 + i * 70}" width="720" height="2" fill="#8c6a44"/>`).join('') : ''}
<rect x="60" y="270" width="680" height="60" fill="${w.palette[0]}" fill-opacity="0.35"/>
${flowerCluster(400, 300, 95, w.palette, r, 16)}
${candles}
${place(170, 200)}${place(630, 200)}${place(170, 430)}${place(630, 430)}`;
}

function cake(w: ArtWedding, r: () => number): string {
  const tiers = w.style === 'classic' ? 4 : w.style === 'beach' || w.style === 'boho' ? 2 : 3;
  const accent = w.palette[0]!;
  const parts: string[] = [];
  let y = 470;
  for (let i = 0; i < tiers; i++) {
    const tw = 300 - i * 60;
    const th = 90 - i * 6;
    y -= th;
    const fill = w.style === 'modern' && i === 1 ? accent : '#fbf7ee';
    parts.push(`<rect x="${400 - tw / 2}" y="${y}" width="${tw}" height="${th}" rx="8" fill="${fill}" stroke="#e6dccb"/>`);
    if (w.style === 'rustic')
      parts.push(`<rect x="${400 - tw / 2}" y="${y + th * 0.4}" width="${tw}" height="${th * 0.25}" fill="#b9875a" fill-opacity="0.5"/>`);
    if (w.style === 'classic') parts.push(`<rect x="${400 - tw / 2}" y="${y + th - 16}" width="${tw}" height="10" fill="${accent}"/>`);
    if (w.style === 'beach')
      parts.push(
        `<path d="M${400 - tw / 2} ${y + th * 0.6} q ${tw / 4} -30 ${tw / 2} 0 t ${tw / 2} 0 V${y + th} H${400 - tw / 2} Z" fill="${accent}" fill-opacity="0.8"/>`,
      );
  }
  const flowers =
    w.style === 'garden'
      ? Array.from({ length: 9 }, (_, i) =>
          flower(470 - i * 16, y + 20 + i * 32, 16, w.palette[i % Math.min(3, w.palette.length)]!, '#f6e3a1'),
        ).join('')
      : flowerCluster(400, y - 10, 48, w.palette, r, 8) + flowerCluster(400 + 130, 440, 30, w.palette, r, 5);
  const topper =
    w.style === 'boho'
      ? `<ellipse cx="385" cy="${y - 50}" rx="10" ry="40" fill="#e8d6b5" transform="rotate(-15 385 ${y})"/><ellipse cx="415" cy="${y - 50}" rx="10" ry="40" fill="#e8d6b5" transform="rotate(15 415 ${y})"/>`
      : '';
  return `<rect width="${W}" height="${H}" fill="#efe9e1"/>
<rect x="0" y="500" width="${W}" height="100" fill="#d9cfc2"/>
<ellipse cx="400" cy="480" rx="190" ry="14" fill="#c9c2b8"/><rect x="385" y="480" width="30" height="40" fill="#c9c2b8"/><ellipse cx="400" cy="520" rx="80" ry="10" fill="#c9c2b8"/>
${parts.join('')}${topper}${flowers}`;
}

const VENUES: Record<WeddingStyle, (w: ArtWedding, r: () => number) => string> = {
  rustic: barn,
  beach,
  modern: rooftop,
  garden,
  classic: ballroom,
  boho: meadow,
};

/** The picture at `width` px wide (4:3); `alt` is the photo's own text. */
export function drawWeddingPhoto(w: ArtWedding, scene: PhotoScene, width: number, alt: string): string {
  const r = randomStream(`${w.slug}/${scene}`);
  const body =
    scene === 'venue' ? VENUES[w.style](w, r) : scene === 'bouquet' ? bouquet(w, r) : scene === 'table' ? table(w, r) : cake(w, r);
  const height = Math.round((width * 3) / 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${xml(alt)}">
<defs>${skyGradient('sky', SKY[w.season])}${skyGradient('dusk', w.season === 'winter' ? ['#2d2f5e', '#c77d8e'] : ['#3b3272', '#f49a6c'])}</defs>
${body}
</svg>`;
}
