import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  ENVELOPE_SIZES,
  fitText,
  LABEL_FONT_PATH,
  LABEL_FORMATS,
  labelsPdf,
  MIN_FONT_SIZE,
  printable,
  type Addressee,
  type LabelSheet,
} from '../../../server/modules/guests/labels';
import type { MailingAddress } from '../../../src/contracts/mailingAddress';
import { embeddedFonts, readPdf } from './pdfText';

/** The labels' own font, embedded whole, to measure text as the labels do. */
async function labelFont() {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  return doc.embedFont(new Uint8Array(fs.readFileSync(LABEL_FONT_PATH)));
}

const address = (extra: Partial<MailingAddress> = {}): MailingAddress => ({
  address1: '12 Oak Street',
  address2: '',
  city: 'Springfield',
  stateProvince: 'IL',
  postalCode: '62704',
  country: 'US',
  ...extra,
});
const household = (i: number): Addressee => ({ name: `Household ${i}`, address: address({ address1: `${i} Oak Street` }) });

describe('labelsPdf: Avery 5160 sheets', () => {
  const sheet = LABEL_FORMATS.avery5160 as LabelSheet;

  it('puts 30 labels on a US Letter page, 3 across and 10 down, and starts a new page for the 31st', async () => {
    const pdf = await readPdf(
      await labelsPdf(
        Array.from({ length: 61 }, (_, i) => household(i + 1)),
        { format: 'avery5160' },
      ),
    );
    expect(pdf.title).toBe('Mailing labels');
    expect(pdf.pages.map((p) => [p.width, p.height])).toEqual([
      [612, 792],
      [612, 792],
      [612, 792],
    ]);
    const names = pdf.pages.map((p) => p.texts.filter((t) => t.text.startsWith('Household')).map((t) => t.text));
    expect(names.map((n) => n.length)).toEqual([30, 30, 1]);
    expect(names.flat()).toEqual(Array.from({ length: 61 }, (_, i) => `Household ${i + 1}`));

    // Each household's block lies inside its own label: column i % 3, row floor(i / 3).
    const first = pdf.pages[0]!;
    for (let i = 0; i < 30; i++) {
      const texts = first.texts.filter((t) => t.text === `Household ${i + 1}` || t.text === `${i + 1} Oak Street`);
      const left = sheet.left + (i % 3) * sheet.pitchX;
      const top = 792 - sheet.top - Math.floor(i / 3) * sheet.pitchY;
      for (const t of texts) {
        expect(t.x).toBeGreaterThanOrEqual(left);
        expect(t.x).toBeLessThan(left + sheet.labelWidth);
        expect(t.y).toBeLessThan(top);
        expect(t.y).toBeGreaterThan(top - sheet.labelHeight);
      }
    }
  });

  it('writes each address in its country’s order, naming the country abroad', async () => {
    const pdf = await readPdf(
      await labelsPdf(
        [
          { name: 'The Garcia family', address: address({ address2: 'Apt 4' }) },
          {
            name: 'Priya Shah',
            address: address({ address1: '221B Baker Street', city: 'London', stateProvince: '', postalCode: 'NW1 6XE', country: 'GB' }),
          },
          {
            name: 'Zoë Müller',
            address: address({ address1: 'Unter den Linden 1', city: 'Berlin', stateProvince: '', postalCode: '10117', country: 'DE' }),
          },
        ],
        { format: 'avery5160' },
      ),
    );
    expect(pdf.pages[0]!.texts.map((t) => t.text)).toEqual([
      'The Garcia family',
      '12 Oak Street',
      'Apt 4',
      'Springfield, IL 62704',
      'Priya Shah',
      '221B Baker Street',
      'LONDON',
      'NW1 6XE',
      'UNITED KINGDOM',
      'Zoë Müller',
      'Unter den Linden 1',
      '10117 Berlin',
      'GERMANY',
    ]);
  });

  it('shrinks a long address to fit its label, and never draws past its edge', async () => {
    const long = {
      name: 'The Extraordinarily Long-Named Montgomery-Worthington Family',
      address: address({ address1: '12345 North Evergreen Terrace Boulevard, Building C' }),
    };
    const pdf = await readPdf(await labelsPdf([household(1), long], { format: 'avery5160' }));
    const font = await labelFont();
    const [short, ...rest] = [pdf.pages[0]!.texts.slice(0, 3), pdf.pages[0]!.texts.slice(3)];
    expect(short.every((t) => t.size === 10)).toBe(true);
    for (const t of rest.flat()) {
      expect(t.size).toBeLessThan(10);
      expect(t.size).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
      expect(t.x + font.widthOfTextAtSize(t.text, t.size)).toBeLessThanOrEqual(
        sheet.left + 2 * sheet.pitchX + sheet.labelWidth - sheet.padding + 0.01,
      );
    }
  });
});

describe('labelsPdf: envelopes', () => {
  it.each([
    ['envelope10', 684, 297],
    ['envelopeA7', 522, 378],
  ] as const)(
    '%s: one %s × %s pt page per household, return address top left, the recipient right of centre',
    async (format, width, height) => {
      const pdf = await readPdf(
        await labelsPdf([household(1), household(2)], {
          format,
          returnAddress: {
            name: 'Alex Morgan & Jordan Lee',
            address: address({ address1: '1 Chapel Lane', city: 'Albany', stateProvince: 'NY', postalCode: '12207' }),
          },
        }),
      );
      expect(pdf.pages).toHaveLength(2);
      const page = pdf.pages[1]!;
      expect([page.width, page.height]).toEqual([width, height]);
      expect(page.texts.map((t) => t.text)).toEqual([
        'Alex Morgan & Jordan Lee',
        '1 Chapel Lane',
        'Albany, NY 12207',
        'Household 2',
        '2 Oak Street',
        'Springfield, IL 62704',
      ]);
      const [returnName, , , recipient] = page.texts;
      expect(returnName!.x).toBeLessThan(width * 0.1);
      expect(returnName!.y).toBeGreaterThan(height * 0.8);
      expect(recipient!.x).toBeCloseTo(width * 0.4);
      expect(recipient!.size).toBe(ENVELOPE_SIZES.max);
    },
  );

  it('names the recipient’s country when it is not the sender’s', async () => {
    const pdf = await readPdf(
      await labelsPdf([household(1)], {
        format: 'envelope10',
        returnAddress: { name: 'Us', address: address({ city: 'Toronto', stateProvince: 'ON', postalCode: 'M5V 2T6', country: 'CA' }) },
      }),
    );
    expect(pdf.pages[0]!.texts.map((t) => t.text)).toContain('UNITED STATES');
  });
});

describe('fitText and printable', () => {
  const measure = (text: string, size: number) => text.length * size * 0.5;
  it('keeps the largest size that fits, else cuts the line with an ellipsis at the smallest', () => {
    expect(fitText(['abcd'], measure, 100, 50)).toEqual({ size: 10, lines: ['abcd'] });
    expect(fitText(['a'.repeat(30)], measure, 100, 50)).toEqual({ size: 6.5, lines: ['a'.repeat(30)] });
    const cut = fitText(['a'.repeat(60)], measure, 100, 50);
    expect(cut.size).toBe(6);
    expect(cut.lines[0]).toMatch(/^a+…$/);
    expect(measure(cut.lines[0]!, 6)).toBeLessThanOrEqual(100);
  });

  it('draws what a font cannot by its nearest letter, else as ?', async () => {
    const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(printable(helvetica, 'Łukasz Wałęsa')).toBe('Lukasz Walesa');
    expect(printable(helvetica, 'José “Pepe” Núñez')).toBe('José “Pepe” Núñez');
    expect(printable(helvetica, '王芳')).toBe('??');
    const dejaVu = await labelFont();
    expect(printable(dejaVu, 'Łukasz Wałęsa')).toBe('Łukasz Wałęsa');
    expect(printable(dejaVu, '王芳')).toBe('??');
  });
});

describe('labelsPdf: any name, as written', () => {
  const names: Array<[string, Addressee]> = [
    [
      'Polish',
      {
        name: 'Łukasz & Zofia Wałęsa',
        address: address({ address1: 'ul. Źródlana 5', city: 'Łódź', stateProvince: '', postalCode: '90-001', country: 'PL' }),
      },
    ],
    [
      'Vietnamese',
      {
        name: 'Nguyễn Thị Ánh',
        address: address({ address1: '12 Đường Lê Lợi', city: 'Huế', stateProvince: '', postalCode: '530000', country: 'VN' }),
      },
    ],
    [
      'German',
      {
        name: 'Zoë & Jürgen Großmann',
        address: address({ address1: 'Müllerstraße 3', city: 'Köln', stateProvince: '', postalCode: '50667', country: 'DE' }),
      },
    ],
    [
      'Spanish',
      {
        name: 'José Ñúñez Peña',
        address: address({ address1: 'Calle Añil 7', city: 'A Coruña', stateProvince: '', postalCode: '15001', country: 'ES' }),
      },
    ],
    [
      'Greek',
      {
        name: 'Γιώργος Παπαδόπουλος',
        address: address({ address1: 'Οδός Ερμού 10', city: 'Αθήνα', stateProvince: '', postalCode: '105 63', country: 'GR' }),
      },
    ],
  ];

  it.each(names)('%s: the name and address read back from the PDF exactly as given', async (_language, who) => {
    const pdf = await readPdf(await labelsPdf([who], { format: 'avery5160' }));
    const texts = pdf.pages[0]!.texts.map((t) => t.text);
    expect(texts[0]).toBe(who.name);
    expect(texts).toContain(who.address.address1);
    expect(texts.join('\n')).toContain(who.address.city);
    expect(texts.join('')).not.toMatch(/[?\uFFFD]/);
  });

  it('embeds a DejaVu Sans subset whose glyphs are the full font’s for every letter drawn', async () => {
    const bytes = await labelsPdf(
      names.map(([, who]) => who),
      { format: 'avery5160' },
    );
    const fonts = await embeddedFonts(bytes);
    expect(fonts.size).toBe(1);
    const [fontName, subsetBytes] = [...fonts][0]!;
    expect(fontName).toMatch(/^\/DejaVuSans-\d+$/);
    // A subset: the file carries only the glyphs it draws, not the whole 740 KB font.
    const full = fs.readFileSync(LABEL_FONT_PATH);
    expect(subsetBytes.length).toBeLessThan(full.length / 10);

    const fullFont = fontkit.create(full);
    const subset = fontkit.create(Buffer.from(subsetBytes));
    const pdf = await readPdf(bytes);
    let checked = 0;
    for (const t of pdf.pages[0]!.texts)
      t.glyphs.forEach((id, i) => {
        // Each glyph drawn is the one the full font lays out for what it stands for: the same outline and advance.
        const expected = fullFont.layout(t.chars[i]!).glyphs;
        expect(expected).toHaveLength(1);
        expect(expected[0]!.id).not.toBe(0);
        const drawn = subset.getGlyph(id);
        expect([t.chars[i], drawn.advanceWidth, drawn.path.toSVG()]).toEqual([
          t.chars[i],
          expected[0]!.advanceWidth,
          expected[0]!.path.toSVG(),
        ]);
        checked += 1;
      });
    expect(checked).toBeGreaterThan(150);
  });
});
