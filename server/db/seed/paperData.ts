import {
  CARD_TYPE_FORMAT,
  CARD_TYPE_LABELS,
  SUITE_PIECES,
  type CardType,
  type ColourFamily,
  type PaperShape,
  type PaperStyle,
  type PriceBand,
} from '../../../src/contracts/paper';

/**
 * The paper catalogue's designs (issue 30), written once here and seeded into the paper_* tables.
 * A suite shares a motif, typefaces and palette across its pieces; each piece comes in the suite's
 * colourways. The wording is sample wording a couple would replace.
 */

export interface ColourwayData {
  key: string;
  name: string;
  family: ColourFamily;
  paper: string;
  ink: string;
  accent: string;
  soft: string;
}

export interface SuiteData {
  slug: string;
  name: string;
  motif: string;
  style: PaperStyle;
  description: string;
  band: PriceBand;
  foil: boolean;
  shapes: PaperShape[];
  typefaces: string[];
  colourways: ColourwayData[];
  pieces: readonly CardType[];
  /** Pieces drawn around a photo. */
  photoPieces?: readonly CardType[];
}

const cw = (key: string, name: string, family: ColourFamily, paper: string, ink: string, accent: string, soft: string): ColourwayData => ({
  key,
  name,
  family,
  paper,
  ink,
  accent,
  soft,
});

export const PAPER_SUITES: readonly SuiteData[] = [
  {
    slug: 'wildflower-meadow',
    name: 'Wildflower Meadow',
    motif: 'meadow',
    style: 'botanical',
    description: 'Fine-line wildflowers and grasses growing up from the edge of the card.',
    band: 'signature',
    foil: false,
    shapes: ['rectangle', 'rounded'],
    typefaces: ['garamond', 'italic-serif', 'small-caps'],
    colourways: [
      cw('meadow', 'Meadow', 'green', '#fbf8f1', '#2f3b2c', '#6f8f6a', '#c9d8b6'),
      cw('blush', 'Blush', 'blush', '#fdf6f3', '#4a3232', '#c98a86', '#f0cfc8'),
      cw('cornflower', 'Cornflower', 'blue', '#f7f8fb', '#24324a', '#5b7fa6', '#c7d5e8'),
    ],
    pieces: [...SUITE_PIECES, 'CHANGE_THE_DATE', 'SHOWER'],
  },
  {
    slug: 'garden-arch',
    name: 'Garden Arch',
    motif: 'arch',
    style: 'modern',
    description: 'A tall arch framed with eucalyptus, the wording set inside it.',
    band: 'signature',
    foil: false,
    shapes: ['arch', 'rectangle'],
    typefaces: ['garamond', 'italic-serif', 'sans'],
    colourways: [
      cw('sage', 'Sage', 'green', '#f6f4ee', '#33402f', '#8aa386', '#dfe8d7'),
      cw('terracotta', 'Terracotta', 'terracotta', '#fbf4ee', '#4a2a1c', '#c0653e', '#f1d3c1'),
      cw('ink', 'Ink', 'black', '#f5f2ec', '#1d1d22', '#3b3b44', '#d9d6cf'),
    ],
    pieces: SUITE_PIECES,
  },
  {
    slug: 'gilded-deco',
    name: 'Gilded Deco',
    motif: 'deco',
    style: 'art-deco',
    description: 'A stepped art-deco frame with fan corners, made for gold foil.',
    band: 'luxe',
    foil: true,
    shapes: ['rectangle'],
    typefaces: ['small-caps', 'garamond', 'sans'],
    colourways: [
      cw('onyx-gold', 'Onyx & Gold', 'black', '#1c1c20', '#f3ead2', '#c9a227', '#3a3a40'),
      cw('ivory-gold', 'Ivory & Gold', 'gold', '#fbf7ec', '#2a2518', '#b8912a', '#efe3c2'),
      cw('emerald', 'Emerald', 'green', '#123a30', '#f1ead6', '#c9a227', '#1f5245'),
      cw('midnight', 'Midnight', 'blue', '#16213a', '#eee6cf', '#c9a227', '#26365a'),
    ],
    pieces: [...SUITE_PIECES, 'CHANGE_THE_DATE', 'HOLIDAY'],
  },
  {
    slug: 'soft-watercolour',
    name: 'Soft Watercolour',
    motif: 'wash',
    style: 'watercolour',
    description: 'Layered watercolour washes that bleed gently into the paper.',
    band: 'signature',
    foil: false,
    shapes: ['rectangle', 'rounded', 'scalloped'],
    typefaces: ['italic-serif', 'garamond'],
    colourways: [
      cw('blush-wash', 'Blush', 'blush', '#fffaf8', '#4d3436', '#e3a5a0', '#f6d7d2'),
      cw('lavender', 'Lavender', 'purple', '#fbfaff', '#3a3350', '#9a86b8', '#ddd3ef'),
      cw('seafoam', 'Seafoam', 'blue', '#f8fcfb', '#23403d', '#7fb3ad', '#cfe7e2'),
    ],
    pieces: [...SUITE_PIECES, 'SHOWER'],
  },
  {
    slug: 'deckled-heirloom',
    name: 'Deckled Heirloom',
    motif: 'deckled',
    style: 'classic',
    description: 'Hand-torn deckled edges, a thin inner rule and traditional wording.',
    band: 'luxe',
    foil: false,
    shapes: ['rectangle'],
    typefaces: ['garamond', 'small-caps', 'italic-serif'],
    colourways: [
      cw('ivory', 'Ivory', 'white', '#faf5e8', '#2f2a22', '#8c7a5b', '#e9dfc8'),
      cw('dove', 'Dove Grey', 'white', '#f2f1ee', '#2b2b2e', '#7b7d83', '#dddcd8'),
      cw('navy', 'Navy', 'blue', '#f7f5ef', '#1b2a4a', '#1b2a4a', '#d6dbe6'),
    ],
    pieces: SUITE_PIECES,
  },
  {
    slug: 'laurel-monogram',
    name: 'Laurel Monogram',
    motif: 'laurel',
    style: 'classic',
    description: 'Your initials inside a laurel wreath, offered in foil.',
    band: 'luxe',
    foil: true,
    shapes: ['rectangle', 'rounded'],
    typefaces: ['garamond', 'small-caps'],
    colourways: [
      cw('gold-leaf', 'Gold Leaf', 'gold', '#fdfbf5', '#2e2a20', '#b8912a', '#efe6cc'),
      cw('forest', 'Forest', 'green', '#f8f7f2', '#1f3326', '#2f5a3c', '#d6e0d4'),
      cw('dusty-blue', 'Dusty Blue', 'blue', '#f7f9fb', '#22303f', '#6d89a8', '#d6e0ea'),
    ],
    pieces: SUITE_PIECES,
  },
  {
    slug: 'citrus-grove',
    name: 'Citrus Grove',
    motif: 'citrus',
    style: 'whimsical',
    description: 'Lemons and olive leaves for a sunny, Mediterranean day.',
    band: 'essential',
    foil: false,
    shapes: ['rectangle', 'scalloped'],
    typefaces: ['italic-serif', 'sans'],
    colourways: [
      cw('lemon', 'Lemon', 'gold', '#fffdf4', '#2f3a22', '#e9c23a', '#7c9a4e'),
      cw('olive', 'Olive', 'green', '#f9f8f0', '#2b3320', '#8a9a5b', '#c8d3a5'),
      cw('amalfi', 'Amalfi Blue', 'blue', '#f7fafd', '#14325a', '#e9c23a', '#2f5f9e'),
    ],
    pieces: [...SUITE_PIECES, 'SHOWER'],
  },
  {
    slug: 'modern-photo',
    name: 'Modern Photo',
    motif: 'photo',
    style: 'modern',
    description: 'A full-bleed photo with clean modern type; the suite’s other pieces carry the same type.',
    band: 'essential',
    foil: false,
    shapes: ['rectangle', 'rounded'],
    typefaces: ['sans', 'garamond'],
    colourways: [
      cw('classic-white', 'Classic White', 'white', '#ffffff', '#1e1e1e', '#1e1e1e', '#e6e6e6'),
      cw('charcoal', 'Charcoal', 'black', '#26262a', '#f4f2ee', '#f4f2ee', '#3a3a40'),
      cw('sand', 'Sand', 'terracotta', '#f3ebe0', '#3d2e22', '#a8744f', '#e3d3bf'),
    ],
    pieces: [...SUITE_PIECES, 'CHANGE_THE_DATE'],
    photoPieces: ['SAVE_THE_DATE', 'INVITATION', 'THANK_YOU', 'CHANGE_THE_DATE'],
  },
  {
    slug: 'winter-greenery',
    name: 'Winter Greenery',
    motif: 'pine',
    style: 'seasonal',
    description: 'A wreath of pine, berries and ribbon for the holidays.',
    band: 'essential',
    foil: true,
    shapes: ['rectangle', 'rounded'],
    typefaces: ['italic-serif', 'small-caps'],
    colourways: [
      cw('evergreen', 'Evergreen', 'green', '#fbfaf5', '#1f3a2b', '#2f5a3c', '#b33a3a'),
      cw('cranberry', 'Cranberry', 'blush', '#fbf5f3', '#4a1c22', '#9e2a36', '#3f6b4c'),
      cw('snowfall', 'Snowfall', 'blue', '#f4f7fb', '#1e2f4a', '#4f6f99', '#b9c9de'),
    ],
    pieces: ['HOLIDAY'],
    photoPieces: [],
  },
  {
    slug: 'first-snow',
    name: 'First Snow',
    motif: 'snow',
    style: 'seasonal',
    description: 'Falling snowflakes over a quiet winter evening.',
    band: 'essential',
    foil: false,
    shapes: ['rectangle', 'rounded'],
    typefaces: ['sans', 'italic-serif'],
    colourways: [
      cw('night', 'Winter Night', 'blue', '#1d2b45', '#f4f6fa', '#c9d6ea', '#34466a'),
      cw('frost', 'Frost', 'white', '#f7f9fc', '#263349', '#8aa2c4', '#dde6f2'),
    ],
    pieces: ['HOLIDAY'],
    photoPieces: ['HOLIDAY'],
  },
  {
    slug: 'petal-party',
    name: 'Petal Party',
    motif: 'petals',
    style: 'whimsical',
    description: 'Scattered petals and a garland for showers and brunches.',
    band: 'essential',
    foil: false,
    shapes: ['rectangle', 'scalloped'],
    typefaces: ['italic-serif', 'sans'],
    colourways: [
      cw('peony', 'Peony', 'blush', '#fff9f7', '#4b2f35', '#d9808c', '#f4c6c8'),
      cw('marigold', 'Marigold', 'gold', '#fffbf2', '#3d2f1c', '#e0a33a', '#f3d9a4'),
      cw('lilac', 'Lilac', 'purple', '#fcfaff', '#3a2f4d', '#a48cc6', '#e2d7f1'),
    ],
    pieces: ['SHOWER', 'THANK_YOU'],
  },
];

/** Holiday cards with a second design in the same suite (a photo version). */
export const EXTRA_DESIGNS: ReadonlyArray<{ suite: string; type: CardType; photo: boolean; nameSuffix: string }> = [
  { suite: 'winter-greenery', type: 'HOLIDAY', photo: true, nameSuffix: 'Photo' },
  { suite: 'first-snow', type: 'HOLIDAY', photo: false, nameSuffix: 'Greeting' },
];

/** The typefaces a design may offer, by key (the art's font stacks). */
export const TYPEFACES: Record<string, { label: string; stack: string; italic?: boolean; caps?: boolean }> = {
  garamond: { label: 'Garamond', stack: "'EB Garamond','Cormorant Garamond',Garamond,Georgia,'DejaVu Serif',serif" },
  'italic-serif': { label: 'Italic serif', stack: "'Cormorant Garamond','Playfair Display',Georgia,'DejaVu Serif',serif", italic: true },
  'small-caps': { label: 'Engraved capitals', stack: "'Cinzel','Trajan Pro',Georgia,'DejaVu Serif',serif", caps: true },
  sans: { label: 'Modern sans', stack: "'Montserrat','Helvetica Neue',Arial,'DejaVu Sans',sans-serif" },
};

/** Sample wording per card type: the text slots a design starts with. */
export const SAMPLE_WORDING: Record<CardType, Array<{ key: string; label: string; default_text: string }>> = {
  SAVE_THE_DATE: [
    { key: 'heading', label: 'Heading', default_text: 'Save the Date' },
    { key: 'names', label: 'Names', default_text: 'Olivia & James' },
    { key: 'date', label: 'Date', default_text: 'June 14, 2027' },
    { key: 'place', label: 'Place', default_text: 'Hudson, New York' },
    { key: 'note', label: 'Note', default_text: 'Formal invitation to follow' },
  ],
  INVITATION: [
    { key: 'heading', label: 'Opening line', default_text: 'Together with their families' },
    { key: 'names', label: 'Names', default_text: 'Olivia Hart & James Okafor' },
    { key: 'request', label: 'Request line', default_text: 'request the pleasure of your company at their wedding' },
    { key: 'date', label: 'Date and time', default_text: 'Saturday, June 14, 2027 · four o’clock' },
    { key: 'place', label: 'Place', default_text: 'The Glasshouse · Hudson, New York' },
    { key: 'note', label: 'Note', default_text: 'Dinner and dancing to follow' },
  ],
  RSVP: [
    { key: 'heading', label: 'Heading', default_text: 'Kindly Reply' },
    { key: 'deadline', label: 'Reply by', default_text: 'by the first of May' },
    { key: 'line1', label: 'Name line', default_text: 'M ______________________' },
    { key: 'line2', label: 'Accepts', default_text: '____ Joyfully accepts' },
    { key: 'line3', label: 'Declines', default_text: '____ Regretfully declines' },
    { key: 'line4', label: 'Meal', default_text: 'Beef ___   Fish ___   Garden ___' },
  ],
  DETAILS: [
    { key: 'heading', label: 'Heading', default_text: 'The Details' },
    { key: 'block1', label: 'Reception', default_text: 'Reception to follow on the garden terrace' },
    { key: 'block2', label: 'Stay', default_text: 'Rooms are held at The Wren Hotel until May 1' },
    { key: 'block3', label: 'Website', default_text: 'confetti.example/wedding/olivia-and-james' },
  ],
  MENU: [
    { key: 'heading', label: 'Heading', default_text: 'Dinner' },
    { key: 'course1', label: 'First course', default_text: 'Heirloom tomatoes, burrata, basil oil' },
    { key: 'course2', label: 'Second course', default_text: 'Roasted halibut or braised short rib' },
    { key: 'course3', label: 'Dessert', default_text: 'Lemon olive oil cake, summer berries' },
    { key: 'names', label: 'Names', default_text: 'Olivia & James · June 14, 2027' },
  ],
  PROGRAM: [
    { key: 'heading', label: 'Heading', default_text: 'The Ceremony' },
    { key: 'names', label: 'Names', default_text: 'Olivia & James' },
    { key: 'item1', label: 'Processional', default_text: 'Processional · Canon in D' },
    { key: 'item2', label: 'Readings', default_text: 'Readings · Maya Okafor & Ben Hart' },
    { key: 'item3', label: 'Vows', default_text: 'Exchange of vows and rings' },
    { key: 'item4', label: 'Recessional', default_text: 'Recessional · Signed, Sealed, Delivered' },
  ],
  PLACE_CARD: [
    { key: 'guest', label: 'Guest name', default_text: 'Eleanor Vance' },
    { key: 'table', label: 'Table', default_text: 'Table Four' },
  ],
  THANK_YOU: [
    { key: 'heading', label: 'Heading', default_text: 'Thank You' },
    { key: 'names', label: 'Names', default_text: 'with love, Olivia & James' },
  ],
  CHANGE_THE_DATE: [
    { key: 'heading', label: 'Heading', default_text: 'Change of Plans' },
    { key: 'names', label: 'Names', default_text: 'Olivia & James' },
    { key: 'date', label: 'New date', default_text: 'New date: September 20, 2027' },
    { key: 'place', label: 'Place', default_text: 'Hudson, New York' },
    { key: 'note', label: 'Note', default_text: 'New invitation to follow' },
  ],
  HOLIDAY: [
    { key: 'heading', label: 'Greeting', default_text: 'Merry & Bright' },
    { key: 'names', label: 'From', default_text: 'The Bennett Family' },
    { key: 'note', label: 'Note', default_text: 'Wishing you joy this season and all year' },
  ],
  SHOWER: [
    { key: 'heading', label: 'Heading', default_text: 'Bridal Shower' },
    { key: 'names', label: 'Honoring', default_text: 'honoring Olivia Hart' },
    { key: 'date', label: 'Date and time', default_text: 'Sunday, May 2 · eleven o’clock' },
    { key: 'place', label: 'Place', default_text: 'The Orchard Café · Rhinebeck, New York' },
  ],
};

export interface DesignData {
  slug: string;
  suite: SuiteData;
  type: CardType;
  name: string;
  description: string;
  photo: boolean;
  position: number;
}

const TYPE_SLUG: Record<CardType, string> = {
  SAVE_THE_DATE: 'save-the-date',
  INVITATION: 'invitation',
  RSVP: 'rsvp-card',
  DETAILS: 'details-card',
  MENU: 'menu',
  PROGRAM: 'program',
  PLACE_CARD: 'place-card',
  THANK_YOU: 'thank-you-card',
  CHANGE_THE_DATE: 'change-the-date',
  HOLIDAY: 'holiday-card',
  SHOWER: 'shower-invitation',
};

/** Every design: each suite's pieces, then the extra designs. Slugs are '{suite}-{type}'. */
export function paperDesigns(): DesignData[] {
  const designs: DesignData[] = [];
  PAPER_SUITES.forEach((suite, s) => {
    suite.pieces.forEach((type, p) => {
      const photo = (suite.photoPieces ?? []).includes(type);
      designs.push({
        slug: `${suite.slug}-${TYPE_SLUG[type]}`,
        suite,
        type,
        name: `${suite.name} ${CARD_TYPE_LABELS[type]}`,
        description: `${CARD_TYPE_LABELS[type]} from the ${suite.name} suite. ${suite.description} Printed at ${CARD_TYPE_FORMAT[type].replace('x', ' × ')} in.`,
        photo,
        position: s * 20 + p,
      });
    });
  });
  EXTRA_DESIGNS.forEach((extra, i) => {
    const suite = PAPER_SUITES.find((s) => s.slug === extra.suite)!;
    designs.push({
      slug: `${suite.slug}-${TYPE_SLUG[extra.type]}-${extra.nameSuffix.toLowerCase()}`,
      suite,
      type: extra.type,
      name: `${suite.name} ${extra.nameSuffix} ${CARD_TYPE_LABELS[extra.type]}`,
      description: `${CARD_TYPE_LABELS[extra.type]} from the ${suite.name} suite${extra.photo ? ', with room for a family photo' : ''}. ${suite.description}`,
      photo: extra.photo,
      position: 500 + i,
    });
  });
  return designs;
}

/** The paper options (contracts/paper.ts OptionKind); the first of each kind is included in the price. */
export const PAPER_OPTIONS: ReadonlyArray<{
  kind: 'STOCK' | 'SHAPE' | 'FOIL' | 'ENVELOPE' | 'LINER';
  key: string;
  label: string;
  description: string;
  priceCents: number;
  swatch: string | null;
}> = [
  { kind: 'STOCK', key: 'signature', label: 'Signature matte', description: '120 lb smooth matte card', priceCents: 0, swatch: null },
  { kind: 'STOCK', key: 'pearl', label: 'Pearl shimmer', description: 'A soft pearlescent sheen', priceCents: 35, swatch: null },
  { kind: 'STOCK', key: 'cotton', label: 'Cotton', description: '220 lb cotton, letterpress feel', priceCents: 60, swatch: null },
  { kind: 'STOCK', key: 'recycled', label: 'Recycled', description: '100% recycled, lightly flecked', priceCents: 15, swatch: null },
  { kind: 'SHAPE', key: 'rectangle', label: 'Rectangle', description: 'Square corners', priceCents: 0, swatch: null },
  { kind: 'SHAPE', key: 'rounded', label: 'Rounded corners', description: 'Softly rounded corners', priceCents: 20, swatch: null },
  { kind: 'SHAPE', key: 'arch', label: 'Arch', description: 'An arched top', priceCents: 30, swatch: null },
  { kind: 'SHAPE', key: 'scalloped', label: 'Scalloped', description: 'A scalloped edge all round', priceCents: 35, swatch: null },
  { kind: 'FOIL', key: 'none', label: 'No foil', description: 'Printed ink only', priceCents: 0, swatch: null },
  { kind: 'FOIL', key: 'gold', label: 'Gold foil', description: 'Pressed gold foil accents', priceCents: 75, swatch: '#c9a227' },
  { kind: 'FOIL', key: 'rose-gold', label: 'Rose gold foil', description: 'Pressed rose gold accents', priceCents: 75, swatch: '#d4a09a' },
  { kind: 'FOIL', key: 'silver', label: 'Silver foil', description: 'Pressed silver accents', priceCents: 75, swatch: '#b8bcc4' },
  { kind: 'ENVELOPE', key: 'white', label: 'White', description: 'Included', priceCents: 0, swatch: '#ffffff' },
  { kind: 'ENVELOPE', key: 'ivory', label: 'Ivory', description: 'Included', priceCents: 0, swatch: '#f6efdc' },
  { kind: 'ENVELOPE', key: 'sage', label: 'Sage', description: 'Included', priceCents: 0, swatch: '#a7b8a0' },
  { kind: 'ENVELOPE', key: 'dusty-blue', label: 'Dusty blue', description: 'Included', priceCents: 0, swatch: '#9fb3c8' },
  { kind: 'ENVELOPE', key: 'blush', label: 'Blush', description: 'Included', priceCents: 0, swatch: '#efc9c3' },
  { kind: 'ENVELOPE', key: 'black', label: 'Black', description: 'Deep black', priceCents: 10, swatch: '#1f1f22' },
  { kind: 'LINER', key: 'none', label: 'No liner', description: 'A plain envelope', priceCents: 0, swatch: null },
  { kind: 'LINER', key: 'solid', label: 'Solid colour liner', description: 'In the design’s accent colour', priceCents: 45, swatch: null },
  { kind: 'LINER', key: 'pattern', label: 'Pattern liner', description: 'The design’s motif as a pattern', priceCents: 55, swatch: null },
  { kind: 'LINER', key: 'gold', label: 'Gold liner', description: 'Metallic gold paper', priceCents: 65, swatch: '#c9a227' },
];

/** Which options a design is offered with: every stock, envelope and liner; its own shapes; foils if it has foil. */
export function optionKeysFor(design: DesignData): Array<{ kind: string; key: string }> {
  return PAPER_OPTIONS.filter((o) => {
    if (o.kind === 'SHAPE') return design.suite.shapes.includes(o.key as PaperShape);
    if (o.kind === 'FOIL') return design.suite.foil;
    // Place cards are handed out, not mailed.
    if ((o.kind === 'ENVELOPE' || o.kind === 'LINER') && design.type === 'PLACE_CARD') return false;
    return true;
  }).map((o) => ({ kind: o.kind, key: o.key }));
}
