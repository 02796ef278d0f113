import { z } from 'zod';
import { CARD_FORMATS, type CardFormat } from './paper';
import { idParam, MAX_ID, text } from './inputs';

/**
 * Paper by mail (issue 30, "Addressing" and "Thank-you cards"): envelopes addressed from the guest
 * list, and thank-you cards from the gift tracker. server/API.md "Envelopes and thank-you cards".
 */

// ---------------------------------------------------------------------------------------------
// Envelopes

export interface EnvelopeSize {
  /** The trade name printers use. */
  name: string;
  /** Inches, printed landscape (width ≥ height). */
  width: number;
  height: number;
}

/** The envelope each card size is mailed in (the design's shape fits the same envelope as its rectangle). */
export const ENVELOPE_FOR_FORMAT: Record<CardFormat, EnvelopeSize> = {
  '5x7': { name: 'A7', width: 7.25, height: 5.25 },
  '7x5': { name: 'A7', width: 7.25, height: 5.25 },
  '4.25x5.5': { name: 'A2', width: 5.75, height: 4.375 },
  '5.25x5.25': { name: '5½ in square', width: 5.5, height: 5.5 },
  '3.5x5': { name: '4 Bar', width: 5.125, height: 3.625 },
  '4x9': { name: '#10', width: 9.5, height: 4.125 },
};

/** Without a project, envelopes for the most common card (5 × 7 in: invitations, save-the-dates). */
export const DEFAULT_ENVELOPE_FORMAT: CardFormat = '5x7';

export const envelopeLabel = (format: CardFormat): string => {
  const e = ENVELOPE_FOR_FORMAT[format];
  return `${e.name} envelope, ${e.width} × ${e.height} in (for ${CARD_FORMATS[format].label} cards)`;
};

export const NAME_STYLES = ['LABEL', 'NAMES'] as const;
export type NameStyle = (typeof NAME_STYLES)[number];
export const NAME_STYLE_LABELS: Record<NameStyle, string> = {
  LABEL: 'The household’s name, as the guest list has it',
  NAMES: 'The guests’ names (“Ana and Leo Garcia”)',
};

export interface EnvelopeGuest {
  first_name: string;
  last_name: string;
  is_child: boolean;
}

const full = (g: EnvelopeGuest) => [g.first_name.trim(), g.last_name.trim()].filter(Boolean).join(' ');

/**
 * How an envelope addresses a household. LABEL: the household's name as the guest list has it
 * ("The Garcia family"). NAMES, from its adult guests (plus-ones and children are not named):
 * one → "Ana Garcia"; two sharing a last name → "Ana and Leo Garcia"; two → "Ana Garcia and Leo
 * Smith"; three or more → "Ana Garcia, Leo Smith and Kim Lee"; with children → "… and family".
 * A household without named adults falls back to its label.
 */
export function envelopeName(style: NameStyle, label: string, guests: readonly EnvelopeGuest[]): string {
  if (style === 'LABEL') return label.trim();
  const adults = guests.filter((g) => !g.is_child && full(g) !== '');
  if (adults.length === 0) return label.trim();
  const children = guests.some((g) => g.is_child);
  let names: string;
  const [a, b] = adults;
  if (adults.length === 1) names = full(a!);
  else if (adults.length === 2 && a!.last_name.trim() !== '' && a!.last_name.trim().toLowerCase() === b!.last_name.trim().toLowerCase())
    names = `${a!.first_name.trim()} and ${full(b!)}`;
  else names = `${adults.slice(0, -1).map(full).join(', ')} and ${full(adults.at(-1)!)}`;
  return children ? `${names} and family` : names;
}

export const ENVELOPE_MESSAGES = {
  noAddresses: 'None of these households has a mailing address yet. Share your address link to collect them.',
  noHouseholds: 'Choose at least one household.',
  tag: 'We could not find that tag on your guest list.',
  event: 'We could not find that event on your guest list.',
  project: 'We could not find that paper project.',
} as const;

const ID_LIST_MESSAGE = 'must be a list of ids separated by commas';
const idList = (max: number) =>
  z
    .string({ message: ID_LIST_MESSAGE })
    .max(max * 11, ID_LIST_MESSAGE)
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, ID_LIST_MESSAGE)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= max && ids.every((n) => n >= 1 && n <= MAX_ID), ID_LIST_MESSAGE);
const part = (max: number) => text(max, { tooLong: `must be at most ${max} characters` }).default('');

export const ENVELOPE_MODES = ['ALL', 'TAG', 'EVENT', 'PICK'] as const;

/**
 * GET /web-api/v2/wedding/paper/envelopes(.pdf): the project whose card the envelopes are for (its
 * size), which households (saveTheDate.ts chooseHouseholds: all, by tag, by event or picked), how
 * to name them, and the return address (printed top left when its name or street is given).
 */
export const envelopesQuery = z
  .object({
    project: idParam().optional(),
    mode: z.enum(ENVELOPE_MODES, { message: 'must be ALL, TAG, EVENT or PICK' }).default('ALL'),
    tag: idParam().optional(),
    event: idParam().optional(),
    households: idList(1000).optional(),
    name_style: z.enum(NAME_STYLES, { message: 'must be LABEL or NAMES' }).default('LABEL'),
    return_name: part(120),
    return_address1: part(120),
    return_address2: part(120),
    return_city: part(80),
    return_state_province: part(80),
    return_postal_code: part(20),
    return_country: part(60),
  })
  .superRefine((q, ctx) => {
    if (q.mode === 'TAG' && q.tag === undefined) ctx.addIssue({ code: 'custom', path: ['tag'], message: 'Choose a tag.' });
    if (q.mode === 'EVENT' && q.event === undefined) ctx.addIssue({ code: 'custom', path: ['event'], message: 'Choose an event.' });
    if (q.mode === 'PICK' && !q.households?.length)
      ctx.addIssue({ code: 'custom', path: ['households'], message: ENVELOPE_MESSAGES.noHouseholds });
  });
export type EnvelopesQuery = z.input<typeof envelopesQuery>;

export interface EnvelopeReturnAddress {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state_province: string;
  postal_code: string;
  country: string;
}

export interface EnvelopeHousehold {
  id: number;
  display_name: string;
  /** The recipient block's first line in the chosen style. */
  envelope_name: string;
  /** The address as printed (its country's order); [] when it has none. */
  address_lines: string[];
  has_address: boolean;
  tag_ids: number[];
  event_ids: number[];
}

/** GET /web-api/v2/wedding/paper/envelopes: what the PDF will hold. */
export interface EnvelopesOverview {
  project: { id: number; name: string } | null;
  envelope: EnvelopeSize & { format: CardFormat; label: string };
  name_style: NameStyle;
  /** The chosen households: with an address (printed) and without (listed, with the collection link). */
  households: EnvelopeHousehold[];
  printable: number;
  missing: Array<{ id: number; display_name: string }>;
  /** The address-collection page to send to those without an address, or null when the link is off. */
  collect_path: string | null;
  tags: Array<{ id: number; name: string }>;
  events: Array<{ id: number; name: string }>;
  /** The couple's return address: the registry's shipping address, else empty fields with the couple's names. */
  return_address: EnvelopeReturnAddress;
}

/** The query string of an envelopes request (the SPA's links and the PDF's address). */
export function envelopesSearch(q: {
  project?: number | null;
  mode: (typeof ENVELOPE_MODES)[number];
  tag?: number | null;
  event?: number | null;
  households?: readonly number[];
  name_style: NameStyle;
  return_address?: EnvelopeReturnAddress | null;
}): string {
  const p = new URLSearchParams();
  if (q.project) p.set('project', String(q.project));
  p.set('mode', q.mode);
  if (q.mode === 'TAG' && q.tag) p.set('tag', String(q.tag));
  if (q.mode === 'EVENT' && q.event) p.set('event', String(q.event));
  if (q.mode === 'PICK' && q.households?.length) p.set('households', q.households.join(','));
  p.set('name_style', q.name_style);
  if (q.return_address)
    for (const [k, v] of Object.entries(q.return_address) as Array<[string, string]>) if (v.trim() !== '') p.set(`return_${k}`, v.trim());
  return p.toString();
}

// ---------------------------------------------------------------------------------------------
// Thank-you cards

/** What a gift was, for the wording: a registry product (or an outside store's), a cash fund, a gift card, or a gift without an item. */
export const THANK_YOU_GIFT_KINDS = ['PRODUCT', 'CASH_FUND', 'GIFT_CARD', 'OTHER'] as const;
export type ThankYouGiftKind = (typeof THANK_YOU_GIFT_KINDS)[number];

export interface ThankYouWording {
  /** The card's heading (the design's `heading` slot). */
  heading: string;
  /** The card's line under it (the design's `names` slot), signed by the couple. */
  note: string;
  /** The digital mail's letter (paper cards leave it for the couple's own hand). */
  message: string;
}

/**
 * The wording table: per kind of gift, templates with {giver} (the giver's first name), {gift}
 * (the gift's name) and {couple} (the couple's first names, "Alex & Jordan").
 */
export const THANK_YOU_WORDING: Record<ThankYouGiftKind, ThankYouWording> = {
  PRODUCT: {
    heading: 'Thank you, {giver}',
    note: 'for the {gift}. With love, {couple}',
    message:
      'Dear {giver},\n\nThank you so much for the {gift}. We think of you every time we use it, and we are so grateful you are part of our lives.\n\nWith love,\n{couple}',
  },
  CASH_FUND: {
    heading: 'Thank you, {giver}',
    note: 'for your gift to our {gift}. With love, {couple}',
    message:
      'Dear {giver},\n\nThank you for your generous gift to our {gift}. It brings us closer to something we have dreamed about, and we will think of you when we get there.\n\nWith love,\n{couple}',
  },
  GIFT_CARD: {
    heading: 'Thank you, {giver}',
    note: 'for the {gift}. With love, {couple}',
    message:
      'Dear {giver},\n\nThank you for the {gift}. We are having the best time choosing something special with it, and we will tell you what we picked.\n\nWith love,\n{couple}',
  },
  OTHER: {
    heading: 'Thank you, {giver}',
    note: 'for the {gift}. With love, {couple}',
    message: 'Dear {giver},\n\nThank you for the {gift}, and for thinking of us. It means so much to us.\n\nWith love,\n{couple}',
  },
};

/** The first name to thank: the giver's first word ("Casey Guest" → "Casey"; "The Smiths" stays whole). */
export function giverFirstName(giverName: string): string {
  const name = giverName.trim().replace(/\s+/g, ' ');
  if (name === '') return 'friend';
  if (/^the\s/i.test(name) || name.includes('&') || / and /i.test(name)) return name;
  return name.split(' ')[0]!;
}

/** The wording for one gift, from the table (each part trimmed to fit the card's slot). */
export function thankYouWording(kind: ThankYouGiftKind, giverName: string, giftName: string, couple: string): ThankYouWording {
  const fill = (s: string) =>
    s
      .replace(/\{giver\}/g, giverFirstName(giverName))
      .replace(/\{gift\}/g, giftName.trim() || 'gift')
      .replace(/\{couple\}/g, couple.trim() || 'us');
  const t = THANK_YOU_WORDING[kind];
  return {
    heading: clip(fill(t.heading), THANK_YOU_LIMITS.heading),
    note: clip(fill(t.note), THANK_YOU_LIMITS.note),
    message: fill(t.message),
  };
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

export const THANK_YOU_LIMITS = { heading: 60, note: 160, message: 2000 } as const;
export const THANK_YOU_CHANNELS = ['DIGITAL', 'PAPER'] as const;
export type ThankYouChannel = (typeof THANK_YOU_CHANNELS)[number];

export const THANK_YOU_MESSAGES = {
  noGifts: 'Choose at least one gift to thank.',
  giftNotFound: 'We could not find one of those gifts on your registry.',
  alreadyThanked: 'You have already thanked the giver of one of those gifts.',
  noEmail: 'One of those givers left no email address. Send them a paper card instead.',
  unsubscribed: 'One of those givers has asked not to get emails from you. Send them a paper card instead.',
  design: 'Choose one of our thank-you card designs.',
  colourway: 'Choose one of the design’s colours.',
  notFound: 'We could not find that thank-you card.',
  projectNotFound: 'We could not find that thank-you card project.',
  heading: `Keep the heading to ${THANK_YOU_LIMITS.heading} characters or fewer.`,
  note: `Keep the line under the heading to ${THANK_YOU_LIMITS.note} characters or fewer.`,
  message: `Keep the letter to ${THANK_YOU_LIMITS.message} characters or fewer.`,
  unsubscribedDone: 'You won’t get any more emails from this couple.',
} as const;

const card = z.object({
  gift_id: z.number({ message: 'must be a gift id' }).int().min(1).max(MAX_ID),
  heading: text(THANK_YOU_LIMITS.heading, { tooLong: THANK_YOU_MESSAGES.heading }).pipe(
    z.string().trim().min(1, 'Give the card a heading.'),
  ),
  note: text(THANK_YOU_LIMITS.note, { tooLong: THANK_YOU_MESSAGES.note }).default(''),
  message: text(THANK_YOU_LIMITS.message, { tooLong: THANK_YOU_MESSAGES.message }).default(''),
});

/**
 * POST /web-api/v2/wedding/thank-you-cards: thank these gifts' givers with a thank-you design,
 * DIGITAL (a mail each, as a job) or PAPER (a paper project per giver, or one for them all with `batch`).
 */
export const thankYouBody = z.object({
  channel: z.enum(THANK_YOU_CHANNELS, { message: 'must be DIGITAL or PAPER' }),
  design: z.string({ message: THANK_YOU_MESSAGES.design }).min(1, THANK_YOU_MESSAGES.design).max(120, THANK_YOU_MESSAGES.design),
  colourway: z.string({ message: THANK_YOU_MESSAGES.colourway }).min(1, THANK_YOU_MESSAGES.colourway).max(60, THANK_YOU_MESSAGES.colourway),
  batch: z.boolean().default(false),
  cards: z
    .array(card, { message: THANK_YOU_MESSAGES.noGifts })
    .min(1, THANK_YOU_MESSAGES.noGifts)
    .max(200, 'Thank up to 200 gifts at a time.')
    .refine((list) => new Set(list.map((c) => c.gift_id)).size === list.length, 'Each gift once, please.'),
});
export type ThankYouBody = z.input<typeof thankYouBody>;

export const thankYouTokenParams = z.object({
  token: z.string({ message: THANK_YOU_MESSAGES.notFound }).regex(/^[A-Za-z0-9_-]{20,64}$/, THANK_YOU_MESSAGES.notFound),
});
export const thankYouProjectParams = z.object({ id: idParam() });

/** Where a giver's address comes from: their household on the guest list, or what they gave at checkout. */
export type ThankYouAddressSource = 'GUEST_LIST' | 'CHECKOUT';

export interface ThankYouGift {
  gift_id: number;
  giver_name: string;
  giver_email: string | null;
  gift_name: string;
  kind: ThankYouGiftKind;
  received_at: string;
  amount_cents: number;
  /** The mailing address for a paper card, line by line, and where it came from (null: none known). */
  address_lines: string[] | null;
  address_source: ThankYouAddressSource | null;
  /** The wording from the table, for the couple to edit. */
  wording: ThankYouWording;
}

export interface ThankYouNoteView {
  id: number;
  gift_id: number;
  channel: ThankYouChannel;
  giver_name: string;
  to_email: string | null;
  gift_name: string;
  /** DIGITAL: QUEUED → SENT (or FAILED, SKIPPED when unsubscribed); PAPER: MADE → MAILED. */
  state: 'QUEUED' | 'SENT' | 'FAILED' | 'SKIPPED' | 'MADE' | 'MAILED';
  paper_project_id: number | null;
  created_at: string;
  sent_at: string | null;
}

export interface ThankYouDesignOption {
  slug: string;
  name: string;
  colourways: Array<{ key: string; name: string }>;
  art_url: string;
}

/** GET /web-api/v2/wedding/thank-you-cards. */
export interface ThankYouOverview {
  couple: string;
  /** Gifts not yet thanked and with no thank-you card on its way. */
  gifts: ThankYouGift[];
  designs: ThankYouDesignOption[];
  notes: ThankYouNoteView[];
}

/** POST answer: the notes made, and the paper projects (PAPER). */
export interface ThankYouCreated {
  notes: ThankYouNoteView[];
  project_ids: number[];
}

/** The kind of a tracker gift for the wording. */
export function giftKind(item: { kind: string } | null, boughtElsewhere: boolean): ThankYouGiftKind {
  if (!item) return 'OTHER';
  if (item.kind === 'CASH_FUND') return 'CASH_FUND';
  if (item.kind === 'GIFT_CARD') return 'GIFT_CARD';
  return boughtElsewhere || item.kind === 'PRODUCT' || item.kind === 'EXTERNAL' ? 'PRODUCT' : 'OTHER';
}

export const THANK_YOU_CARDS_PATH = '/wedding-planning/thank-you-cards/send';
export const ENVELOPES_PATH = '/wedding-planning/paper/envelopes';
