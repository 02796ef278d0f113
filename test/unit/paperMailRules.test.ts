import {
  ENVELOPE_FOR_FORMAT,
  envelopeLabel,
  envelopeName,
  envelopesQuery,
  envelopesSearch,
  giftKind,
  giverFirstName,
  THANK_YOU_WORDING,
  thankYouBody,
  thankYouWording,
  type EnvelopeGuest,
} from '../../src/contracts/paperMail';
import { CARD_FORMATS } from '../../src/contracts/paper';

const g = (first_name: string, last_name: string, is_child = false): EnvelopeGuest => ({ first_name, last_name, is_child });

describe('envelopeName', () => {
  it.each([
    ['LABEL', 'The Garcia family', [g('Ana', 'Garcia'), g('Leo', 'Garcia')], 'The Garcia family'],
    ['NAMES', 'The Garcia family', [g('Ana', 'Garcia')], 'Ana Garcia'],
    ['NAMES', 'The Garcia family', [g('Ana', 'Garcia'), g('Leo', 'Garcia')], 'Ana and Leo Garcia'],
    ['NAMES', 'x', [g('Ana', 'Garcia'), g('Leo', 'garcia')], 'Ana and Leo garcia'],
    ['NAMES', 'x', [g('Ana', 'Garcia'), g('Leo', 'Smith')], 'Ana Garcia and Leo Smith'],
    ['NAMES', 'x', [g('Ana', 'Garcia'), g('Leo', 'Smith'), g('Kim', 'Lee')], 'Ana Garcia, Leo Smith and Kim Lee'],
    ['NAMES', 'x', [g('Ana', 'Garcia'), g('Leo', 'Garcia'), g('Mia', 'Garcia', true)], 'Ana and Leo Garcia and family'],
    ['NAMES', 'x', [g('Sam', '')], 'Sam'],
    ['NAMES', 'x', [g('Sam', ''), g('Alex', '')], 'Sam and Alex'],
    ['NAMES', 'The Lees', [g('Mia', 'Lee', true)], 'The Lees'],
    ['NAMES', ' The Lees ', [], 'The Lees'],
  ] as const)('%s of %p with %j → %p', (style, label, guests, expected) => {
    expect(envelopeName(style, label, guests)).toBe(expected);
  });
});

describe('envelope sizes', () => {
  it('has an envelope larger than every card size, printed landscape', () => {
    for (const [format, card] of Object.entries(CARD_FORMATS)) {
      const e = ENVELOPE_FOR_FORMAT[format as keyof typeof CARD_FORMATS];
      expect(e.width).toBeGreaterThanOrEqual(e.height);
      expect(Math.max(e.width, e.height)).toBeGreaterThan(Math.max(card.width, card.height));
      expect(Math.min(e.width, e.height)).toBeGreaterThan(Math.min(card.width, card.height));
    }
    expect(envelopeLabel('5x7')).toBe('A7 envelope, 7.25 × 5.25 in (for 5 × 7 in cards)');
  });
});

describe('envelopesQuery and envelopesSearch', () => {
  it('round-trips the choice and the return address', () => {
    const search = envelopesSearch({
      project: 7,
      mode: 'PICK',
      households: [3, 4],
      name_style: 'NAMES',
      return_address: {
        name: 'Alex & Jordan',
        address1: '1 Main St',
        address2: '',
        city: 'Brooklyn',
        state_province: 'NY',
        postal_code: '11201',
        country: '',
      },
    });
    expect(search).toBe(
      'project=7&mode=PICK&households=3%2C4&name_style=NAMES&return_name=Alex+%26+Jordan&return_address1=1+Main+St&return_city=Brooklyn&return_state_province=NY&return_postal_code=11201',
    );
    const parsed = envelopesQuery.parse(Object.fromEntries(new URLSearchParams(search)));
    expect(parsed).toMatchObject({
      project: 7,
      mode: 'PICK',
      households: [3, 4],
      name_style: 'NAMES',
      return_name: 'Alex & Jordan',
      return_address2: '',
    });
  });

  it('needs the tag, event or households its mode names', () => {
    expect(envelopesQuery.safeParse({ mode: 'TAG' }).error?.issues[0]?.message).toBe('Choose a tag.');
    expect(envelopesQuery.safeParse({ mode: 'EVENT' }).error?.issues[0]?.message).toBe('Choose an event.');
    expect(envelopesQuery.safeParse({ mode: 'PICK' }).error?.issues[0]?.message).toBe('Choose at least one household.');
    expect(envelopesQuery.parse({})).toMatchObject({ mode: 'ALL', name_style: 'LABEL' });
  });
});

describe('the thank-you wording table', () => {
  it.each([
    [
      'PRODUCT',
      'Casey Guest',
      'Stand mixer',
      'Thank you, Casey',
      'for the Stand mixer. With love, Alex & Jordan',
      'Thank you so much for the Stand mixer.',
    ],
    [
      'CASH_FUND',
      'Casey Guest',
      'Honeymoon fund',
      'Thank you, Casey',
      'for your gift to our Honeymoon fund. With love, Alex & Jordan',
      'your generous gift to our Honeymoon fund',
    ],
    [
      'GIFT_CARD',
      'The Smiths',
      '$100 gift card',
      'Thank you, The Smiths',
      'for the $100 gift card. With love, Alex & Jordan',
      'Thank you for the $100 gift card.',
    ],
    [
      'OTHER',
      'Ana & Leo',
      'hand-made quilt',
      'Thank you, Ana & Leo',
      'for the hand-made quilt. With love, Alex & Jordan',
      'Thank you for the hand-made quilt, and for thinking of us.',
    ],
  ] as const)('%s from %p for %p', (kind, giver, gift, heading, note, inMessage) => {
    const w = thankYouWording(kind, giver, gift, 'Alex & Jordan');
    expect(w.heading).toBe(heading);
    expect(w.note).toBe(note);
    expect(w.message).toContain(inMessage);
    expect(w.message.startsWith(`Dear ${giverFirstName(giver)},`)).toBe(true);
    expect(w.message.endsWith('With love,\nAlex & Jordan')).toBe(true);
  });

  it('leaves no placeholder unfilled and fits the card', () => {
    for (const kind of Object.keys(THANK_YOU_WORDING) as Array<keyof typeof THANK_YOU_WORDING>) {
      const w = thankYouWording(kind, 'Casey', 'a gift with a very long name '.repeat(8), 'Alex & Jordan');
      expect(Object.values(w).join(' ')).not.toMatch(/[{}]/);
      expect(w.note.length).toBeLessThanOrEqual(160);
      expect(w.note.endsWith('…')).toBe(true);
    }
  });

  it('thanks by first name, keeping a couple or family whole', () => {
    expect(giverFirstName('  Casey   Guest ')).toBe('Casey');
    expect(giverFirstName('The Smiths')).toBe('The Smiths');
    expect(giverFirstName('Ana and Leo')).toBe('Ana and Leo');
    expect(giverFirstName('')).toBe('friend');
  });

  it('knows a gift’s kind from its registry item', () => {
    expect(giftKind(null, false)).toBe('OTHER');
    expect(giftKind({ kind: 'CASH_FUND' }, false)).toBe('CASH_FUND');
    expect(giftKind({ kind: 'GIFT_CARD' }, false)).toBe('GIFT_CARD');
    expect(giftKind({ kind: 'PRODUCT' }, false)).toBe('PRODUCT');
    expect(giftKind({ kind: 'EXTERNAL' }, true)).toBe('PRODUCT');
  });

  it('checks a request: at least one gift, each once, a heading', () => {
    const base = { channel: 'DIGITAL', design: 'd', colourway: 'c' };
    expect(thankYouBody.safeParse({ ...base, cards: [] }).error?.issues[0]?.message).toBe('Choose at least one gift to thank.');
    expect(
      thankYouBody.safeParse({
        ...base,
        cards: [
          { gift_id: 1, heading: 'A' },
          { gift_id: 1, heading: 'B' },
        ],
      }).error?.issues[0]?.message,
    ).toBe('Each gift once, please.');
    expect(thankYouBody.safeParse({ ...base, cards: [{ gift_id: 1, heading: '  ' }] }).error?.issues[0]?.message).toBe(
      'Give the card a heading.',
    );
    expect(thankYouBody.parse({ ...base, cards: [{ gift_id: 1, heading: 'Thanks' }] })).toMatchObject({
      batch: false,
      cards: [{ note: '', message: '' }],
    });
  });
});
