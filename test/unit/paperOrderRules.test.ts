import { tiersFor, type PaperOption } from '../../src/contracts/paper';
import {
  addPaperToCartBody,
  cartPaperOf,
  optionsSummary,
  paperLinePrice,
  PAPER_LINE_QUANTITIES,
  PAPER_ORDER_MESSAGES,
} from '../../src/contracts/paperOrder';
import { paperQuantityBody } from '../../src/contracts/checkout';

const opt = (kind: PaperOption['kind'], key: string, label: string, price_cents: number): PaperOption => ({
  kind,
  key,
  label,
  description: '',
  price_cents,
  swatch: null,
});
const OPTIONS: PaperOption[] = [
  opt('STOCK', 'smooth', 'Smooth matte', 0),
  opt('STOCK', 'cotton', 'Cotton', 60),
  opt('SHAPE', 'rectangle', 'Rectangle', 0),
  opt('SHAPE', 'arch', 'Arch', 30),
  opt('FOIL', 'none', 'No foil', 0),
  opt('FOIL', 'gold', 'Gold foil', 90),
  opt('ENVELOPE', 'white', 'White', 0),
  opt('LINER', 'none', 'No liner', 0),
  opt('LINER', 'sage', 'Sage liner', 40),
];
const TIERS = tiersFor('signature', 'INVITATION');

describe('paper line price', () => {
  it('is the tier price plus every option, per card, times the quantity', () => {
    const p = paperLinePrice(TIERS, OPTIONS, 'arch', { STOCK: 'cotton', FOIL: 'gold', LINER: 'sage' }, 100);
    // signature 100+ is 229 a card; cotton 60 + arch 30 + gold 90 + sage liner 40.
    expect(p).toEqual({
      ok: true,
      perCardCents: 229 + 60 + 30 + 90 + 40,
      totalCents: (229 + 60 + 30 + 90 + 40) * 100,
      options: [
        { kind: 'STOCK', key: 'cotton', label: 'Cotton' },
        { kind: 'SHAPE', key: 'arch', label: 'Arch' },
        { kind: 'FOIL', key: 'gold', label: 'Gold foil' },
        { kind: 'ENVELOPE', key: 'white', label: 'White' },
        { kind: 'LINER', key: 'sage', label: 'Sage liner' },
      ],
    });
  });

  it('takes each kind not chosen as its included (first) option', () => {
    const p = paperLinePrice(TIERS, OPTIONS, 'rectangle', {}, 10);
    expect(p.ok && p.perCardCents).toBe(349);
    expect(p.ok && p.options.map((o) => o.key)).toEqual(['smooth', 'rectangle', 'none', 'white', 'none']);
  });

  it('falls per card at each tier', () => {
    const per = PAPER_LINE_QUANTITIES.map((q) => {
      const p = paperLinePrice(TIERS, OPTIONS, 'rectangle', {}, q);
      return p.ok ? p.perCardCents : NaN;
    });
    expect(per).toEqual([349, 299, 259, 229, 215, 205]);
  });

  it('refuses a quantity that is not a tier and an option the design does not offer', () => {
    expect(paperLinePrice(TIERS, OPTIONS, 'rectangle', {}, 60)).toEqual({ ok: false, message: PAPER_ORDER_MESSAGES.quantity });
    expect(paperLinePrice(TIERS, OPTIONS, 'rectangle', { FOIL: 'rose-gold' }, 25)).toEqual({
      ok: false,
      message: PAPER_ORDER_MESSAGES.option,
    });
  });
});

describe('paper order messages and bodies', () => {
  it('says which quantities there are and what checkout needs', () => {
    expect(PAPER_ORDER_MESSAGES.quantity).toBe('Choose one of the quantities offered: 10, 25, 50, 100, 150 or 200.');
    expect(PAPER_ORDER_MESSAGES.proofNotApproved('Wildflower Meadow Invitation')).toBe(
      'Approve the proof of Wildflower Meadow Invitation before paying.',
    );
  });

  it('accepts tier quantities and known option kinds only', () => {
    expect(addPaperToCartBody.safeParse({ quantity: 50 }).success).toBe(true);
    expect(addPaperToCartBody.parse({ quantity: 50 }).options).toEqual({});
    const odd = addPaperToCartBody.safeParse({ quantity: 51 });
    expect(odd.success || odd.error.issues[0]!.message).toBe(PAPER_ORDER_MESSAGES.quantity);
    expect(addPaperToCartBody.safeParse({ quantity: 50, options: { SHAPE: 'arch' } }).success).toBe(false);
    expect(addPaperToCartBody.safeParse({ quantity: 50, priceCents: 1 }).success).toBe(false);
    expect(paperQuantityBody.safeParse({ quantity: 200, zipCode: '11201' }).success).toBe(true);
    expect(paperQuantityBody.safeParse({ quantity: 0 }).success).toBe(false);
  });

  it('summarises options and builds the cart line’s card', () => {
    expect(
      optionsSummary([
        { kind: 'STOCK', key: 'cotton', label: 'Cotton' },
        { kind: 'LINER', key: 'sage', label: 'Sage liner' },
      ]),
    ).toBe('Paper: Cotton · Envelope liner: Sage liner');
    const card = cartPaperOf({ projectId: 7, design: 'd', cardType: 'INVITATION', version: 3, approvedVersion: 2, options: [] });
    expect(card).toMatchObject({
      approved: false,
      proofUrl: '/web-api/v2/paper/projects/7/proof.pdf?v=3',
      projectUrl: '/wedding-planning/projects/7',
    });
    expect(card.quantities).toEqual([...PAPER_LINE_QUANTITIES]);
    expect(cartPaperOf({ projectId: 7, design: 'd', cardType: 'INVITATION', version: 2, approvedVersion: 2, options: [] }).approved).toBe(
      true,
    );
  });
});
