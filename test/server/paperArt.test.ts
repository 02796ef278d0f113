import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { cardUnits, drawCard, measure, type CardArtInput } from '../../server/modules/paper/art/card';
import { emblem } from '../../server/modules/paper/art/kit';
import { paperDesigns, SAMPLE_WORDING } from '../../server/db/seed/paperData';
import { CARD_FORMATS, CARD_TYPE_FORMAT, PAPER_SHAPES } from '../../src/contracts/paper';

/** Every design's art input, as the server builds it from the seeded rows. */
const inputs: CardArtInput[] = paperDesigns().flatMap((d) =>
  d.suite.colourways.map((c) => ({
    slug: d.slug,
    name: d.name,
    cardType: d.type,
    motif: d.suite.motif,
    format: CARD_TYPE_FORMAT[d.type],
    hasFoil: d.suite.foil,
    hasPhoto: d.photo,
    typefaces: d.suite.typefaces,
    textSlots: SAMPLE_WORDING[d.type],
    colourway: c,
  })),
);

function parse(svg: string): { root: Record<string, string>; texts: string[] } {
  const parser = new SaxesParser();
  let root: Record<string, string> | null = null;
  const texts: string[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    root ??= Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)]));
  });
  parser.on('text', (text) => texts.push(text));
  parser.write(svg).close();
  return { root: root!, texts };
}

describe('the paper art', () => {
  it('draws at least 60 designs, in 2 to 4 colourways each', () => {
    expect(paperDesigns().length).toBeGreaterThanOrEqual(60);
    for (const d of paperDesigns()) {
      expect(d.suite.colourways.length).toBeGreaterThanOrEqual(2);
      expect(d.suite.colourways.length).toBeLessThanOrEqual(4);
    }
  });

  it('draws every design, colourway and side as well-formed SVG at the card’s proportions, with its wording', () => {
    for (const input of inputs) {
      for (const side of ['front', 'back'] as const) {
        const svg = drawCard(input, side, input.format === '3.5x5' ? 'rectangle' : 'rounded', 640);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        const { root, texts } = parse(svg);
        const { W, H } = cardUnits(input.format);
        const format = CARD_FORMATS[input.format];
        expect(W / H).toBeCloseTo(format.width / format.height, 5);
        expect(root.viewBox).toBe(`0 0 ${W} ${H}`);
        expect(root.width).toBe('640');
        expect(Number(root.height)).toBe(Math.round((640 * H) / W));
        if (side === 'front') {
          const printed = texts.join(' ').toUpperCase();
          // The first line of the wording is on the card (caps styles print it in capitals).
          expect(printed).toContain(input.textSlots[0]!.default_text.toUpperCase().split(' ')[0]);
        }
      }
    }
  });

  it.each([
    ['Olivia & James', 'O & J'],
    ['with love, Olivia & James', 'O & J'],
    ['The Bennett Family', 'B'],
    ['honoring Olivia Hart', 'H'],
  ])('marks the back of %s with %s', (names, expected) => expect(emblem(names)).toBe(expected));

  it('cuts every shape', () => {
    const input = inputs[0]!;
    for (const shape of PAPER_SHAPES) expect(() => parse(drawCard(input, 'front', shape, 320))).not.toThrow();
  });

  it('sets every line of wording inside the card, measured in the widest face its stack falls back to', () => {
    // Roman and italic serif share advances; 'Merry & Bright' at 100 units is 7.87 ems wide.
    expect(measure('Merry & Bright', 100, { face: 'serif', upper: false, spacing: 0, spacingEm: false })).toBeCloseTo(787, 0);
    expect(measure('ab', 10, { face: 'serif', upper: true, spacing: 0.18, spacingEm: true })).toBeCloseTo(14.5 + 3.6, 1);
    for (const input of inputs.filter((i, k) => k === 0 || inputs[k - 1]!.slug !== i.slug)) {
      const { W } = cardUnits(input.format);
      const svg = drawCard(input, 'front', 'rectangle', 640);
      for (const m of svg.matchAll(/<text x="([\d.]+)" y="[\d.]+" text-anchor="middle" font-size="([\d.]+)" ([^>]*)>([^<]*)</g)) {
        const [, x, size, attrs, text] = m;
        const sans = attrs!.includes("'DejaVu Sans'");
        const spacing = Number(/letter-spacing="([\d.]+)"/.exec(attrs!)?.[1] ?? 0);
        const width = measure(text!.replace(/&amp;/g, '&'), Number(size), {
          face: sans ? 'sans' : 'serif',
          upper: false,
          spacing,
          spacingEm: false,
        });
        expect({ slug: input.slug, text, left: Number(x) - width / 2 >= W * 0.03, right: Number(x) + width / 2 <= W * 0.97 }).toEqual({
          slug: input.slug,
          text,
          left: true,
          right: true,
        });
      }
    }
  });

  it('is deterministic: the same input draws the same bytes (the whole catalogue’s hash)', () => {
    const hash = (widths: number) =>
      createHash('sha256')
        .update(inputs.map((i) => drawCard(i, 'front', 'rectangle', widths) + drawCard(i, 'back', 'arch', widths)).join('\n'))
        .digest('hex');
    expect(hash(320)).toBe(hash(320));
    // Changing the art changes this hash: bump PAPER_ART_VERSION (contracts/paper.ts) with it, since
    // the pictures are cached for ever under their URL.
    expect(hash(320)).toBe(ART_HASH);
  });
});

const ART_HASH = '3200f1075c5ace567672f91ec1a3732cbdc9ad922b1a766fe415fd5cd7f367d6';
