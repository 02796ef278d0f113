import { COLOURS, type Budget, type ColourKey, type Season, type WeddingStyle } from '../../../src/contracts/inspiration';

/**
 * The real weddings the inspiration pages show (issue 31): 42 stories, seven per style. Each
 * picture is drawn from the same facts the story tells (server/modules/inspiration/art.ts): the
 * venue scene for the style in its season, the bouquet, the table and the cake in the palette.
 */
export interface RealWeddingSeed {
  slug: string;
  couple: string;
  title: string;
  city: string;
  state: string;
  season: Season;
  style: WeddingStyle;
  colours: ColourKey[];
  palette: string[];
  budget: Budget;
  date: string;
  guests: number;
  story: string[];
  photos: Array<{ scene: PhotoScene; alt: string; caption: string }>;
  /** Vendor roles, each a marketplace category key, in the order the page lists them. */
  vendorRoles: Array<{ role: string; category: string }>;
}

/** What a picture draws: the style's venue, or one of the details. */
export type PhotoScene = 'venue' | 'bouquet' | 'table' | 'cake';

type Row = [
  couple: string,
  city: string,
  state: string,
  season: Season,
  colours: ColourKey[],
  date: string,
  guests: number,
  budget: Budget,
  detail: string,
];

const VENUE: Record<WeddingStyle, { place: string; scene: string; ceremony: string; table: string; cake: string }> = {
  rustic: {
    place: 'a restored timber barn',
    scene: 'the red barn reception under strings of lights',
    ceremony: 'said their vows in the field beside the barn, then walked everyone inside for dinner at long farm tables',
    table: 'a long wooden farm table with a runner of greenery and candles in glass',
    cake: 'a three-tier semi-naked cake dressed with fresh flowers',
  },
  beach: {
    place: 'the beach',
    scene: 'the ceremony arch on the sand with the sea behind it',
    ceremony: 'married under a draped arch on the sand as the tide came in',
    table: 'a round table on the deck set with linen, shells and low flowers',
    cake: 'a two-tier buttercream cake with a wave of colour',
  },
  modern: {
    place: 'a city rooftop',
    scene: 'the rooftop at dusk with the skyline lit behind the couple',
    ceremony: 'exchanged vows on the roof as the sun set behind the skyline',
    table: 'a sleek table with geometric candle holders and single stems',
    cake: 'a tall modern cake with clean edges and a colour-block tier',
  },
  garden: {
    place: 'a walled garden',
    scene: 'the garden ceremony with a flower arch between clipped hedges',
    ceremony: 'walked down a lawn aisle to a flower arch framed by clipped hedges',
    table: 'a garden table with overflowing centrepieces and patterned plates',
    cake: 'a three-tier cake with sugar flowers cascading down one side',
  },
  classic: {
    place: 'a grand ballroom',
    scene: 'the ballroom under crystal chandeliers, set for dinner',
    ceremony: 'married at a chapel nearby and danced the night away under the chandeliers',
    table: 'a formal table with tall centrepieces, gold chargers and crystal',
    cake: 'a four-tier white cake with piped lace and a ribbon in the palette',
  },
  boho: {
    place: 'an open meadow',
    scene: 'the macramé ceremony arch in the meadow with mountains beyond',
    ceremony: 'stood beneath a macramé arch hung with pampas grass, with the mountains behind them',
    table: 'a low table with rugs, cushions, dried grasses and candles',
    cake: 'a textured two-tier cake topped with dried flowers and pampas',
  },
};

const SEASON_WORDS: Record<Season, string> = {
  spring: 'blossom was on the trees',
  summer: 'the long summer evening stayed light until late',
  autumn: 'the trees had turned orange and gold',
  winter: 'snow dusted the ground',
};

/** Seven couples per style; every season and colour family appears in several. */
const ROWS: Record<WeddingStyle, Row[]> = {
  rustic: [
    [
      'Emma & Jacob',
      'Nashville',
      'TN',
      'autumn',
      ['terracotta', 'gold', 'burgundy'],
      '2025-10-18',
      140,
      '20k-40k',
      'Jacob’s grandfather played fiddle for the first dance',
    ],
    [
      'Hannah & Luis',
      'Denver',
      'CO',
      'autumn',
      ['burgundy', 'gold'],
      '2024-10-05',
      110,
      'under-20k',
      'guests toasted with cider pressed on the farm that morning',
    ],
    [
      'Grace & Owen',
      'Atlanta',
      'GA',
      'spring',
      ['blush', 'sage'],
      '2025-04-26',
      160,
      '20k-40k',
      'their dog carried the rings down the aisle in a little basket',
    ],
    [
      'Maddie & Cole',
      'Boise',
      'ID',
      'summer',
      ['sage', 'ivory'],
      '2024-07-13',
      90,
      'under-20k',
      'the whole party ended with sparklers by the hay bales',
    ],
    [
      'Ava & Noah',
      'Birmingham',
      'AL',
      'winter',
      ['burgundy', 'emerald'],
      '2024-12-14',
      120,
      '20k-40k',
      'a wood stove kept the barn warm while it snowed outside',
    ],
    [
      'Lily & Ethan',
      'Little Rock',
      'AR',
      'autumn',
      ['terracotta', 'coral'],
      '2025-11-01',
      100,
      'under-20k',
      'pumpkins lined the aisle and every guest took one home',
    ],
    [
      'Chloe & Ben',
      'Phoenix',
      'AZ',
      'spring',
      ['coral', 'gold'],
      '2025-03-22',
      130,
      '40k-plus',
      'a taco truck arrived at eleven for the late-night snack',
    ],
  ],
  beach: [
    [
      'Sofia & Mateo',
      'Miami',
      'FL',
      'summer',
      ['coral', 'dusty-blue'],
      '2025-06-21',
      80,
      '20k-40k',
      'everyone kicked off their shoes for the ceremony',
    ],
    [
      'Leilani & Kai',
      'Honolulu',
      'HI',
      'summer',
      ['coral', 'ivory'],
      '2024-08-09',
      60,
      '40k-plus',
      'leis of plumeria were waiting for every guest',
    ],
    [
      'Mia & Daniel',
      'San Diego',
      'CA',
      'spring',
      ['dusty-blue', 'ivory'],
      '2025-05-10',
      110,
      '40k-plus',
      'dolphins passed during the vows, as if on cue',
    ],
    [
      'Zoe & Marcus',
      'Orlando',
      'FL',
      'winter',
      ['navy', 'gold'],
      '2024-01-20',
      70,
      '20k-40k',
      'the reception glowed with lanterns along the dunes',
    ],
    [
      'Isla & Ryan',
      'Los Angeles',
      'CA',
      'autumn',
      ['coral', 'terracotta'],
      '2024-09-28',
      90,
      '20k-40k',
      'a surfboard served as the guest book',
    ],
    [
      'Nora & Theo',
      'Miami',
      'FL',
      'spring',
      ['lavender', 'dusty-blue'],
      '2025-04-05',
      50,
      'under-20k',
      'the couple wrote their own vows on a driftwood sign',
    ],
    [
      'Ruby & Sam',
      'Honolulu',
      'HI',
      'winter',
      ['emerald', 'coral'],
      '2025-02-14',
      40,
      'under-20k',
      'a ukulele trio played them down the aisle',
    ],
  ],
  modern: [
    [
      'Priya & Arjun',
      'New York',
      'NY',
      'autumn',
      ['black', 'gold'],
      '2025-10-25',
      150,
      '40k-plus',
      'the dance floor lit up with the skyline after dark',
    ],
    [
      'Olivia & James',
      'San Francisco',
      'CA',
      'summer',
      ['navy', 'blush'],
      '2024-06-29',
      100,
      '40k-plus',
      'cable cars brought the guests up the hill',
    ],
    [
      'Camila & Leo',
      'Denver',
      'CO',
      'winter',
      ['black', 'ivory'],
      '2024-12-31',
      120,
      '20k-40k',
      'they counted down to midnight with the whole city',
    ],
    [
      'Amara & David',
      'Atlanta',
      'GA',
      'spring',
      ['emerald', 'gold'],
      '2025-05-17',
      130,
      '40k-plus',
      'a string quartet played pop songs during cocktails',
    ],
    [
      'Jade & Elliot',
      'New York',
      'NY',
      'summer',
      ['lavender', 'black'],
      '2025-08-02',
      80,
      '20k-40k',
      'a live painter captured the rooftop during dinner',
    ],
    [
      'Harper & Wes',
      'Los Angeles',
      'CA',
      'autumn',
      ['terracotta', 'black'],
      '2024-11-09',
      110,
      '20k-40k',
      'guests posed in a neon-lit photo booth',
    ],
    [
      'Naomi & Chris',
      'Buffalo',
      'NY',
      'summer',
      ['dusty-blue', 'ivory'],
      '2024-07-27',
      90,
      'under-20k',
      'they served the city’s famous wings at midnight',
    ],
  ],
  garden: [
    [
      'Charlotte & Henry',
      'Hartford',
      'CT',
      'spring',
      ['blush', 'lavender', 'sage'],
      '2025-05-24',
      120,
      '40k-plus',
      'the peonies in the garden were in full bloom',
    ],
    [
      'Elena & Marco',
      'Wilmington',
      'DE',
      'summer',
      ['coral', 'sage'],
      '2024-06-15',
      100,
      '20k-40k',
      'lemonade and lavender cocktails were served on the lawn',
    ],
    [
      'Julia & Sean',
      'Atlanta',
      'GA',
      'spring',
      ['blush', 'ivory'],
      '2024-04-13',
      140,
      '20k-40k',
      'a flower girl threw petals from the bride’s own garden',
    ],
    [
      'Rose & Adam',
      'San Francisco',
      'CA',
      'autumn',
      ['burgundy', 'blush'],
      '2025-09-20',
      90,
      '40k-plus',
      'the dahlias were grown by the bride’s mother',
    ],
    [
      'Audrey & Paul',
      'Boise',
      'ID',
      'summer',
      ['lavender', 'sage'],
      '2025-07-19',
      70,
      'under-20k',
      'bees from the garden hives gave the honey favours',
    ],
    [
      'Stella & Finn',
      'Hartford',
      'CT',
      'winter',
      ['emerald', 'ivory'],
      '2024-12-07',
      60,
      'under-20k',
      'the glasshouse glowed with candles as snow fell',
    ],
    [
      'Violet & Max',
      'Orlando',
      'FL',
      'spring',
      ['lavender', 'coral'],
      '2025-03-15',
      110,
      '20k-40k',
      'butterflies drifted across the aisle all afternoon',
    ],
  ],
  classic: [
    [
      'Victoria & William',
      'New York',
      'NY',
      'winter',
      ['navy', 'gold', 'ivory'],
      '2024-12-21',
      220,
      '40k-plus',
      'a big band played Sinatra until one in the morning',
    ],
    [
      'Eleanor & George',
      'Atlanta',
      'GA',
      'spring',
      ['blush', 'gold'],
      '2025-04-12',
      200,
      '40k-plus',
      'the bride wore her grandmother’s veil',
    ],
    [
      'Margaret & Thomas',
      'Birmingham',
      'AL',
      'autumn',
      ['burgundy', 'gold'],
      '2024-10-26',
      180,
      '20k-40k',
      'every guest found a handwritten note at their place',
    ],
    [
      'Catherine & Ahmed',
      'Los Angeles',
      'CA',
      'summer',
      ['ivory', 'emerald'],
      '2025-06-07',
      250,
      '40k-plus',
      'two families’ traditions were woven into one ceremony',
    ],
    [
      'Diana & Robert',
      'Hartford',
      'CT',
      'winter',
      ['emerald', 'gold'],
      '2025-01-18',
      150,
      '20k-40k',
      'the ballroom’s fireplace was lit for the first dance',
    ],
    [
      'Louise & Michael',
      'Buffalo',
      'NY',
      'autumn',
      ['navy', 'blush'],
      '2025-10-11',
      170,
      '20k-40k',
      'a vintage car carried the couple away at the end',
    ],
    [
      'Alice & Samuel',
      'Wilmington',
      'DE',
      'spring',
      ['lavender', 'ivory'],
      '2024-05-04',
      130,
      'under-20k',
      'the couple’s first dance was a waltz they learned for months',
    ],
  ],
  boho: [
    [
      'Willow & River',
      'Boise',
      'ID',
      'summer',
      ['terracotta', 'ivory'],
      '2025-08-16',
      70,
      'under-20k',
      'guests camped under the stars after the party',
    ],
    [
      'Luna & Felix',
      'Phoenix',
      'AZ',
      'spring',
      ['terracotta', 'blush'],
      '2024-03-30',
      80,
      '20k-40k',
      'the desert bloomed with wildflowers that week',
    ],
    [
      'Ivy & Jonah',
      'Denver',
      'CO',
      'autumn',
      ['gold', 'terracotta'],
      '2024-09-21',
      90,
      '20k-40k',
      'the aspens on the mountain had turned gold',
    ],
    [
      'Sage & Micah',
      'Anchorage',
      'AK',
      'summer',
      ['sage', 'dusty-blue'],
      '2025-06-28',
      40,
      'under-20k',
      'the midnight sun meant dancing in daylight until late',
    ],
    [
      'Aria & Jude',
      'San Diego',
      'CA',
      'autumn',
      ['coral', 'gold'],
      '2025-10-04',
      60,
      'under-20k',
      'a friend officiated in a hat covered in flowers',
    ],
    [
      'Freya & Silas',
      'Denver',
      'CO',
      'winter',
      ['burgundy', 'terracotta'],
      '2025-02-01',
      50,
      '20k-40k',
      'guests wrapped up in blankets around fire pits',
    ],
    [
      'Daisy & Rowan',
      'Phoenix',
      'AZ',
      'spring',
      ['lavender', 'gold'],
      '2025-04-19',
      75,
      'under-20k',
      'the couple made their own pampas-grass arch',
    ],
  ],
};

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

const colourWords = (colours: ColourKey[]) => listWords(colours.map((c) => COLOURS[c].label.toLowerCase()));

/** The palette the pictures use: the colour families' own swatches, with ivory and greenery when missing. */
export function paletteFor(colours: ColourKey[]): string[] {
  const hexes: string[] = colours.map((c) => COLOURS[c].hex);
  if (!colours.includes('ivory')) hexes.push(COLOURS.ivory.hex);
  if (!colours.includes('sage') && !colours.includes('emerald')) hexes.push('#6f8f5e');
  return hexes;
}

const VENDOR_ROLES = [
  { role: 'Venue', category: 'wedding-venues' },
  { role: 'Photographer', category: 'wedding-photographers' },
  { role: 'Florist', category: 'wedding-florists' },
  { role: 'Cake', category: 'wedding-cakes' },
  { role: 'Music', category: 'wedding-bands-djs' },
];

export function realWeddingSeeds(): RealWeddingSeed[] {
  const out: RealWeddingSeed[] = [];
  for (const style of Object.keys(ROWS) as WeddingStyle[]) {
    const v = VENUE[style];
    for (const [couple, city, state, season, colours, date, guests, budget, detail] of ROWS[style]) {
      const [a, b] = couple.split(' & ');
      const words = colourWords(colours);
      const seasonName = season === 'autumn' ? 'autumn' : season;
      out.push({
        slug: slugify(`${couple} ${city}`),
        couple,
        title: `${couple}’s ${seasonName} wedding at ${v.place} in ${city}`,
        city,
        state,
        season,
        style,
        colours,
        palette: paletteFor(colours),
        budget,
        date,
        guests,
        story: [
          `${a} and ${b} wanted ${v.place} from the start. On the day, ${SEASON_WORDS[season]}, and the two of them ${v.ceremony}, with ${guests} of their favourite people around them in ${city}.`,
          `Everything was in ${words}. The bouquet gathered those colours with plenty of greenery, and the tables followed: ${v.table}.`,
          `For dessert there was ${v.cake}. The moment everyone still talks about: ${detail}. They thank the vendors below, every one of whom they would book again.`,
        ],
        photos: [
          {
            scene: 'venue',
            alt: `${v.scene[0]!.toUpperCase()}${v.scene.slice(1)}, in ${season}`,
            caption: `The ${style === 'beach' ? 'ceremony' : 'venue'} in ${city}`,
          },
          { scene: 'bouquet', alt: `The bouquet in ${words}, with greenery`, caption: `The bouquet in ${words}` },
          { scene: 'table', alt: `The reception table: ${v.table}`, caption: 'The tables' },
          { scene: 'cake', alt: `The cake: ${v.cake}, in ${words}`, caption: 'The cake' },
        ],
        vendorRoles: VENDOR_ROLES.slice(0, 4 + (guests >= 100 ? 1 : 0)),
      });
    }
  }
  return out;
}
