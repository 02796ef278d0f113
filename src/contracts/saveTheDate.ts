import { z } from 'zod';
import { id, idParam, text } from './inputs';

/**
 * Digital save-the-dates and change-the-dates (issue 30): the couple picks a save-the-date or
 * change-the-date design from the paper catalogue, edits the wording, chooses households from the
 * guest list and sends; each household gets a mail with its own page (the card, an .ics, the
 * website). Shared by the SPA (src/features/saveTheDate) and the server
 * (server/modules/saveTheDate); server/API.md "Digital save-the-dates" documents the routes.
 */

export const DIGITAL_PATH = '/wedding-planning/digital/save-the-date';
/** A recipient's page: public, by the unguessable token in their mail. */
export const recipientPagePath = (token: string): string => `${DIGITAL_PATH}/card/${token}`;

export const DIGITAL_CARD_TYPES = ['SAVE_THE_DATE', 'CHANGE_THE_DATE'] as const;
export type DigitalCardType = (typeof DIGITAL_CARD_TYPES)[number];
export const DIGITAL_CARD_LABELS: Record<DigitalCardType, string> = {
  SAVE_THE_DATE: 'Save the date',
  CHANGE_THE_DATE: 'Change the date',
};

// ---------------------------------------------------------------------------------------------
// A recipient's delivery: a small state machine

/**
 * QUEUED → SENDING (claimed by one worker, with a lease) → DELIVERED | FAILED, or back to QUEUED
 * after a temporary failure; SKIPPED when the address unsubscribed before its turn. DELIVERED,
 * FAILED and SKIPPED are final: nothing moves a final row, so a delivered recipient is never
 * mailed again by the same send. A SENDING row whose lease ran out (its worker died) may be
 * claimed again: it is delivered under the same mail id, which the outbox (and the SMTP
 * Message-ID) keeps single.
 */
export const RECIPIENT_STATES = ['QUEUED', 'SENDING', 'DELIVERED', 'FAILED', 'SKIPPED'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];
export const FINAL_STATES: readonly RecipientState[] = ['DELIVERED', 'FAILED', 'SKIPPED'];

export type RecipientEvent = 'claim' | 'reclaim' | 'delivered' | 'temporaryFailure' | 'permanentFailure' | 'unsubscribed';

/** Tries after which a temporary failure is final. */
export const MAX_SEND_ATTEMPTS = 5;

/**
 * The state after `event`, or null when the event is not allowed from `state` (the caller then
 * leaves the row alone). `attempts` counts claims so far, this one included.
 */
export function nextRecipientState(state: RecipientState, event: RecipientEvent, attempts = 1): RecipientState | null {
  switch (event) {
    case 'claim':
      return state === 'QUEUED' ? 'SENDING' : null;
    case 'reclaim':
      return state === 'SENDING' ? 'SENDING' : null;
    case 'delivered':
      return state === 'SENDING' ? 'DELIVERED' : null;
    case 'temporaryFailure':
      if (state !== 'SENDING') return null;
      return attempts >= MAX_SEND_ATTEMPTS ? 'FAILED' : 'QUEUED';
    case 'permanentFailure':
      return state === 'SENDING' ? 'FAILED' : null;
    case 'unsubscribed':
      return state === 'QUEUED' || state === 'SENDING' ? 'SKIPPED' : null;
  }
}

/** Seconds before the n-th retry (n from 1): 30 s, 60 s, 120 s, 240 s. */
export const retryDelaySeconds = (attempt: number): number => 30 * 2 ** Math.max(0, attempt - 1);

/** Addresses compare without case or surrounding space (the unsubscribe list keeps them this way). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The unsubscribe rule: an address that unsubscribed from a wedding's save-the-dates is never
 * mailed again by this feature for that wedding, whichever send, resend or household it comes in.
 */
export function isUnsubscribed(email: string, unsubscribed: ReadonlySet<string>): boolean {
  return unsubscribed.has(normaliseEmail(email));
}

// ---------------------------------------------------------------------------------------------
// Wording

export const WORDING_MAX = { headline: 60, names: 120, date_line: 80, place_line: 120, message: 400 } as const;
export const SAVE_THE_DATE_MESSAGES = {
  headline: 'Give the card a headline, like “Save the date”.',
  names: 'Write your names as they should appear on the card.',
  dateLine: 'Write the date as it should appear on the card.',
  tooLong: (label: string, max: number) => `Keep the ${label} under ${max} characters.`,
  design: 'Choose a design for your card.',
  designNotFound: 'We could not find that design. It may have been retired; choose another.',
  wrongType: 'That design is not a save-the-date or change-the-date card.',
  colourway: 'Choose one of the design’s colours.',
  noRecipients: 'Choose at least one household with an email address.',
  recipients: 'Choose who to send to.',
  noWeddingDate: 'Set your wedding date before sending: the card and the calendar file need it.',
  notFound: 'That send isn’t one of yours.',
  cardNotFound: 'This link doesn’t open a card. Check the link in your email, or ask the couple to send it again.',
  nothingToResend: 'Everyone has opened their card: there is no one to send it to again.',
  stillSending: 'This card is still being sent. Resend once it has finished.',
  unsubscribed: 'You won’t get any more save-the-date emails from this couple.',
  tag: 'Choose one of your tags.',
  event: 'Choose one of your events.',
} as const;

const line = (max: number, label: string, empty?: string) => {
  const s = text(max, { type: empty ?? SAVE_THE_DATE_MESSAGES.tooLong(label, max), tooLong: SAVE_THE_DATE_MESSAGES.tooLong(label, max) });
  return empty ? s.min(1, empty) : s;
};

export const wording = z.object({
  headline: line(WORDING_MAX.headline, 'headline', SAVE_THE_DATE_MESSAGES.headline),
  names: line(WORDING_MAX.names, 'names', SAVE_THE_DATE_MESSAGES.names),
  date_line: line(WORDING_MAX.date_line, 'date', SAVE_THE_DATE_MESSAGES.dateLine),
  place_line: line(WORDING_MAX.place_line, 'place').default(''),
  message: line(WORDING_MAX.message, 'message').default(''),
});
export type Wording = z.infer<typeof wording>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM-DD' as a card writes it: "Saturday, June 12, 2027". */
export function cardDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const weekday = d.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  return `${weekday}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** The wording a card starts with, from the wedding's details (the couple edits it). */
export function defaultWording(
  type: DigitalCardType,
  w: { owner_first_name: string; partner_first_name: string; wedding_date: string | null; city: string; state_province: string },
): Wording {
  const names = [w.owner_first_name, w.partner_first_name].filter((n) => n.trim() !== '').join(' & ');
  const place = [w.city, w.state_province].filter((p) => p.trim() !== '').join(', ');
  return type === 'SAVE_THE_DATE'
    ? {
        headline: 'Save the date',
        names,
        date_line: w.wedding_date ? cardDate(w.wedding_date) : '',
        place_line: place,
        message: 'Formal invitation to follow.',
      }
    : {
        headline: 'Change the date',
        names,
        date_line: w.wedding_date ? `Our new date: ${cardDate(w.wedding_date)}` : '',
        place_line: place,
        message: 'Our plans have changed. We hope you can still celebrate with us.',
      };
}

// ---------------------------------------------------------------------------------------------
// The card's picture: the design's art drawn with the couple's wording

/** A message this short is set on the card itself; a longer one is shown under it. */
export const NOTE_ON_CARD_MAX = 60;
export const messageOnCard = (message: string): boolean => message.trim().length <= NOTE_ON_CARD_MAX;

/** The art's text slots (server/modules/paper/art/card.ts LAYOUT) from the wording. */
export function wordingSlots(w: Wording): Array<{ key: string; label: string; default_text: string }> {
  return [
    { key: 'heading', label: 'Heading', default_text: w.headline },
    { key: 'names', label: 'Names', default_text: w.names },
    { key: 'date', label: 'Date', default_text: w.date_line },
    { key: 'place', label: 'Place', default_text: w.place_line },
    { key: 'note', label: 'Note', default_text: messageOnCard(w.message) ? w.message : '' },
  ];
}

/** What the picture says, for its alternative text. */
export const cardAltText = (w: Wording): string =>
  [w.headline, w.names, w.date_line, w.place_line, messageOnCard(w.message) ? w.message : ''].filter((l) => l.trim() !== '').join(', ');

const PREVIEW_PATH = '/web-api/v2/wedding/save-the-dates/preview.svg';

/** GET preview.svg's query: the design, its colour and the wording as it stands (empty lines allowed while typing). */
export const previewQuery = z.object({
  design: z.string({ message: 'must be a design slug' }).regex(/^[a-z0-9-]{1,120}$/, 'must be a design slug'),
  colourway: z.string({ message: 'must be a colourway key' }).regex(/^[a-z0-9-]{1,60}$/, 'must be a colourway key'),
  headline: text(WORDING_MAX.headline).default(''),
  names: text(WORDING_MAX.names).default(''),
  date_line: text(WORDING_MAX.date_line).default(''),
  place_line: text(WORDING_MAX.place_line).default(''),
  message: text(WORDING_MAX.message).default(''),
});

/** The couple's preview of a card (lines cut to their limits, so a long draft still draws). */
export function previewArtPath(design: string, colourway: string, w: Wording): string {
  const params = new URLSearchParams({
    design,
    colourway,
    headline: w.headline.slice(0, WORDING_MAX.headline),
    names: w.names.slice(0, WORDING_MAX.names),
    date_line: w.date_line.slice(0, WORDING_MAX.date_line),
    place_line: w.place_line.slice(0, WORDING_MAX.place_line),
    message: messageOnCard(w.message) ? w.message : '',
  });
  return `${PREVIEW_PATH}?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// Requests

export const RECIPIENT_MODES = ['ALL', 'TAG', 'EVENT', 'PICK'] as const;
export type RecipientMode = (typeof RECIPIENT_MODES)[number];
/** One send reaches at most this many households (a guest list's limit is 1,000). */
export const MAX_RECIPIENTS = 1000;

export const recipientChoice = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('ALL') }),
    z.object({ mode: z.literal('TAG'), tag_id: id(SAVE_THE_DATE_MESSAGES.tag) }),
    z.object({ mode: z.literal('EVENT'), event_id: id(SAVE_THE_DATE_MESSAGES.event) }),
    z.object({
      mode: z.literal('PICK'),
      household_ids: z
        .array(id(), { message: SAVE_THE_DATE_MESSAGES.noRecipients })
        .min(1, SAVE_THE_DATE_MESSAGES.noRecipients)
        .max(MAX_RECIPIENTS, SAVE_THE_DATE_MESSAGES.noRecipients),
    }),
  ],
  { message: SAVE_THE_DATE_MESSAGES.recipients },
);
export type RecipientChoice = z.infer<typeof recipientChoice>;

export const createSendBody = z.object({
  card_type: z.enum(DIGITAL_CARD_TYPES, { message: SAVE_THE_DATE_MESSAGES.design }),
  design: z.string({ message: SAVE_THE_DATE_MESSAGES.design }).regex(/^[a-z0-9-]{1,120}$/, SAVE_THE_DATE_MESSAGES.design),
  colourway: z.string({ message: SAVE_THE_DATE_MESSAGES.colourway }).regex(/^[a-z0-9-]{1,60}$/, SAVE_THE_DATE_MESSAGES.colourway),
  animated: z.boolean({ message: 'Choose a still or an animated card.' }),
  wording,
  recipients: recipientChoice,
});
export type CreateSendBody = z.input<typeof createSendBody>;

export const sendParams = z.object({ id: idParam() });
export const tokenParams = z.object({
  token: z.string({ message: SAVE_THE_DATE_MESSAGES.cardNotFound }).regex(/^[A-Za-z0-9_-]{20,64}$/, SAVE_THE_DATE_MESSAGES.cardNotFound),
});

// ---------------------------------------------------------------------------------------------
// Answers

export interface CardDesign {
  card_type: DigitalCardType;
  design: string;
  design_name: string;
  colourway: string;
  colourway_name: string;
  /** The colourway's paper, ink and accent colours: the digital card draws its text in them. */
  paper: string;
  ink: string;
  accent: string;
  /** The design's art (front, its first shape), an SVG from /media/paper. */
  art_url: string;
  animated: boolean;
  wording: Wording;
}

export interface StdHousehold {
  id: number;
  display_name: string;
  /** '' when the household has no address to mail: it is listed as not reachable. */
  email: string;
  tag_ids: number[];
  event_ids: number[];
  unsubscribed: boolean;
}

export interface RecipientRow {
  id: number;
  household_id: number | null;
  name: string;
  email: string;
  state: RecipientState;
  attempts: number;
  delivered_at: string | null;
  opened_at: string | null;
  clicked_at: string | null;
  error: string | null;
}

export type SendStatus = 'SENDING' | 'DONE';

export interface SendSummary {
  id: number;
  card_type: DigitalCardType;
  design_name: string;
  status: SendStatus;
  created_at: string;
  completed_at: string | null;
  /** The send this one resent (to those who had not opened), or null. */
  resend_of: number | null;
  counts: { total: number; queued: number; delivered: number; failed: number; skipped: number; opened: number; clicked: number };
}

export interface SendDetail extends SendSummary {
  card: CardDesign;
  recipients: RecipientRow[];
}

/** GET /web-api/v2/wedding/save-the-dates: what the page needs to compose and follow sends. */
export interface StdOverview {
  wedding: { owner_first_name: string; partner_first_name: string; wedding_date: string | null; city: string; state_province: string };
  defaults: Record<DigitalCardType, Wording>;
  households: StdHousehold[];
  tags: Array<{ id: number; name: string }>;
  events: Array<{ id: number; name: string }>;
  sends: SendSummary[];
  /** The public wedding website's path, or null when it is not published. */
  website_path: string | null;
}

/** GET /web-api/v2/save-the-date/:token: a recipient's card. */
export interface RecipientCard {
  card: CardDesign;
  household_name: string;
  couple_names: string;
  wedding_date: string | null;
  /** The wedding website through the click counter, or null when the couple has not published one. */
  website_url: string | null;
  calendar_url: string;
  unsubscribed: boolean;
}

/** How many households a choice reaches and how many of those have no email (not reachable). */
export function chooseHouseholds(households: readonly StdHousehold[], choice: RecipientChoice): StdHousehold[] {
  switch (choice.mode) {
    case 'ALL':
      return [...households];
    case 'TAG':
      return households.filter((h) => h.tag_ids.includes(choice.tag_id));
    case 'EVENT':
      return households.filter((h) => h.event_ids.includes(choice.event_id));
    case 'PICK': {
      const ids = new Set(choice.household_ids);
      return households.filter((h) => ids.has(h.id));
    }
  }
}

/** Those of the chosen households a mail can reach: an address, not unsubscribed. */
export const reachable = (h: StdHousehold): boolean => h.email.trim() !== '' && !h.unsubscribed;
