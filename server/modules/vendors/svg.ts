import { createHash } from 'node:crypto';

const PALETTES = [
  ['#f3e7e9', '#e3c9ce', '#b07b86'],
  ['#e8efe9', '#c4d6c8', '#6f8f78'],
  ['#eef0f6', '#cdd3e6', '#6b76a3'],
  ['#f6efe4', '#e6d3b5', '#a8844e'],
  ['#f1ecf5', '#d8cbe4', '#8a6aa5'],
  ['#e9f2f4', '#c3dde2', '#4f8c99'],
];

/** A vendor photo drawn locally: a soft landscape/arch scene whose colours and shapes derive from the key. */
export function vendorPhotoSvg(key: string): string {
  const h = createHash('sha256').update(key).digest();
  const [bg, mid, fg] = PALETTES[h[0]! % PALETTES.length]!;
  const hill = 260 + (h[1]! % 80);
  const sun = 80 + (h[2]! % 440);
  const arch = 180 + (h[3]! % 240);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img" aria-hidden="true">
<rect width="600" height="400" fill="${bg}"/>
<circle cx="${sun}" cy="${90 + (h[4]! % 60)}" r="${30 + (h[5]! % 30)}" fill="#fff" opacity="0.7"/>
<path d="M0 ${hill} Q150 ${hill - 70} 300 ${hill} T600 ${hill - 20} V400 H0Z" fill="${mid}"/>
<path d="M${arch - 60} 400 V250 A60 60 0 0 1 ${arch + 60} 250 V400Z" fill="${fg}" opacity="0.85"/>
<path d="M0 ${hill + 60} Q200 ${hill + 10} 400 ${hill + 70} T600 ${hill + 50} V400 H0Z" fill="${fg}" opacity="0.35"/>
</svg>`;
}
