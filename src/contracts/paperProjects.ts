import { z } from 'zod';
import { idParam, text } from './inputs';
import { ART_SIDES, PAPER_SHAPES, type ArtSide, type CardType, type DesignDetail, type PaperShape } from './paper';

/**
 * Paper projects (issue 30, "Making a card"; server/API.md "Paper projects"): every card a person
 * customises is a project, saved as they type. The pure rules (what the wedding pre-fills, the
 * wording suggestions with their etiquette, the proof approval rule) live here so the server and
 * the SPA use the same ones.
 */

export const PROJECTS_PATH = '/wedding-planning/projects';
export const projectPath = (id: number): string => `${PROJECTS_PATH}/${id}`;
export const customizePath = (slug: string): string => `/wedding-planning/paper/design/${slug}/customize`;

/** The longest text a slot takes (a long request line fits; the art shrinks what does not fit). */
export const SLOT_TEXT_MAX = 160;
/** The most projects one person (or wedding) keeps. */
export const MAX_PROJECTS = 100;

export const PROJECT_MESSAGES = {
  notFound: 'We could not find that project.',
  tooMany: `You can keep up to ${MAX_PROJECTS} paper projects. Delete one you no longer need to start another.`,
  slot: 'That text box is not on this design.',
  colourway: 'That colour is not offered for this design.',
  typeface: 'That typeface is not offered for this design.',
  shape: 'That shape is not offered for this design.',
  staleApproval: 'The card changed after this proof was made. Look at the new proof and approve it.',
  slotTooLong: `Each line can be up to ${SLOT_TEXT_MAX} characters.`,
  /** A photo sent for a design that has no photo. */
  noPhoto: 'This design has no photo. Choose a photo design to add one.',
} as const;

/** The photo of a photo design (POST …/photo: the body is the file, the crop in the query as the website's uploads). */
export const projectPhotoPath = (id: number): string => `/web-api/v2/paper/projects/${id}/photo`;

// ---------------------------------------------------------------------------------------------
// Input

export const projectIdParams = z.object({ id: idParam(PROJECT_MESSAGES.notFound) });
export const projectSideParams = projectIdParams.extend({
  side: z.enum(ART_SIDES.map((s) => `${s}.svg`) as [string, ...string[]], { message: 'must be front.svg or back.svg' }),
});

export const createProjectBody = z.object({
  design: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a design slug'),
  colourway: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'must be a colourway key')
    .optional(),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;

/** An autosave: the whole card as the customiser shows it. */
export const saveProjectBody = z.object({
  texts: z
    .record(z.string().regex(/^[a-z0-9]{1,20}$/, PROJECT_MESSAGES.slot), text(SLOT_TEXT_MAX, { tooLong: PROJECT_MESSAGES.slotTooLong }))
    .refine((r) => Object.keys(r).length <= 12, PROJECT_MESSAGES.slot),
  colourway: z.string().regex(/^[a-z0-9-]{1,60}$/, PROJECT_MESSAGES.colourway),
  typeface: z.string().regex(/^[a-z-]{1,30}$/, PROJECT_MESSAGES.typeface),
  shape: z.enum(PAPER_SHAPES, { message: PROJECT_MESSAGES.shape }),
});
export type SaveProjectBody = z.infer<typeof saveProjectBody>;

/** Approving names the version the person looked at: a proof of an older version is refused. */
export const approveProjectBody = z.object({
  version: z.number({ message: 'must be the version of the proof you looked at' }).int().min(1).max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------
// Answers

export interface ProjectSummary {
  id: number;
  name: string;
  card_type: CardType;
  design: string;
  colourway: string;
  shape: PaperShape;
  version: number;
  approved: boolean;
  updated_at: string;
  /** The card's front with the project's text (the same renderer as the proof). */
  preview_url: string;
}

export interface ProjectView extends ProjectSummary {
  typeface: string;
  texts: Record<string, string>;
  approved_version: number | null;
  approved_at: string | null;
  /** The design the project is made from (its slots, typefaces, colourways, shapes, prices). */
  detail: DesignDetail;
  /**
   * Where each slot's text sits on the front (card units, 100 an inch), so the customiser can put
   * an edit target over each line of the preview.
   */
  layout: { width: number; height: number; lines: Array<{ slot: string; x: number; top: number; width: number; height: number }> };
  /** A photo design's own photo (a stored size of the upload), or null while the sample shows. */
  photo_url?: string | null;
}

export interface ProjectsAnswer {
  projects: ProjectSummary[];
}

export const previewUrl = (id: number, side: ArtSide, version: number): string =>
  `/web-api/v2/paper/projects/${id}/${side}.svg?v=${version}`;
export const proofUrl = (id: number, version: number): string => `/web-api/v2/paper/projects/${id}/proof.pdf?v=${version}`;

// ---------------------------------------------------------------------------------------------
// The approval rule

/**
 * A proof approval holds for the version it was given for: any later edit withdraws it, and only
 * an approved current version can be ordered.
 */
export function isApproved(project: { version: number; approved_version: number | null }): boolean {
  return project.approved_version !== null && project.approved_version === project.version;
}

// ---------------------------------------------------------------------------------------------
// What the wedding pre-fills

/** The wedding fields the pre-fill reads (contracts/wedding.ts names). */
export interface WeddingForPaper {
  owner_first_name: string;
  owner_last_name: string;
  partner_first_name: string;
  partner_last_name: string;
  wedding_date: string | null;
  ceremony_venue: string;
  reception_venue: string;
  city: string;
  state_province: string;
}

export const DATE_TO_BE_DECIDED = 'Date to be decided';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '2027-06-12' → 'Saturday, June 12, 2027' (a calendar date: no time zone moves it). */
export function formatCardDate(iso: string, withWeekday = true): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  const date = `${MONTHS[m - 1]} ${d}, ${y}`;
  return withWeekday ? `${weekday}, ${date}` : date;
}

const joinPlace = (...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean);

/**
 * The text of a design's slots for a wedding: the couple's names, date ("Date to be decided"
 * while they have none) and place where the slot holds them, the design's wording elsewhere.
 * Without a wedding (a guest shopping from /universal) the personal slots start empty.
 */
export function prefillTexts(
  cardType: CardType,
  slots: ReadonlyArray<{ key: string; default_text: string }>,
  wedding: WeddingForPaper | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  const first = wedding ? joinPlace(wedding.owner_first_name, wedding.partner_first_name).join(' & ') : '';
  const full = wedding
    ? joinPlace(
        joinPlace(wedding.owner_first_name, wedding.owner_last_name).join(' '),
        joinPlace(wedding.partner_first_name, wedding.partner_last_name).join(' '),
      ).join(' & ')
    : '';
  const date = wedding ? (wedding.wedding_date ? formatCardDate(wedding.wedding_date) : DATE_TO_BE_DECIDED) : '';
  const shortDate = wedding?.wedding_date ? formatCardDate(wedding.wedding_date, false) : '';
  const town = wedding ? joinPlace(wedding.city, wedding.state_province).join(', ') : '';
  const venue = wedding ? wedding.ceremony_venue.trim() || wedding.reception_venue.trim() : '';
  for (const slot of slots) {
    let value: string | null = null;
    switch (slot.key) {
      case 'names':
        if (cardType === 'INVITATION' || cardType === 'PROGRAM') value = full;
        else if (cardType === 'THANK_YOU') value = first ? `with love, ${first}` : '';
        else if (cardType === 'MENU') value = joinPlace(first, shortDate).join(' · ');
        else if (cardType === 'SHOWER')
          value = wedding ? `honoring ${joinPlace(wedding.owner_first_name, wedding.owner_last_name).join(' ')}` : '';
        else if (cardType === 'PLACE_CARD' || cardType === 'HOLIDAY') value = null;
        else value = first;
        break;
      case 'date':
        // A shower has its own date; a change-the-date says which date is new.
        if (cardType === 'SHOWER') value = '';
        else if (cardType === 'CHANGE_THE_DATE')
          value = wedding?.wedding_date ? `New date: ${shortDate}` : wedding ? DATE_TO_BE_DECIDED : '';
        else value = date;
        break;
      case 'place':
        if (cardType === 'SHOWER') value = '';
        else value = cardType === 'INVITATION' ? joinPlace(venue, town).join(' · ') : town;
        break;
      default:
        value = null;
    }
    out[slot.key] = value ?? slot.default_text;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Wording suggestions, with the etiquette behind each (the customiser offers them per slot)

export interface WordingSuggestion {
  text: string;
  /** When to use it, and why. */
  etiquette: string;
}

/**
 * Wording a couple may choose for a slot, by card type. Sources: the conventions of formal
 * wedding stationery (who is hosting comes first; "honour" for a house of worship; a reply date
 * three to four weeks before the day; a save-the-date six to eight months ahead).
 */
export const WORDING_SUGGESTIONS: Partial<Record<CardType, Record<string, WordingSuggestion[]>>> = {
  INVITATION: {
    heading: [
      {
        text: 'Together with their families',
        etiquette: 'When both families host, or the couple hosts with their families’ blessing: the most common wording today.',
      },
      {
        text: 'Mr. and Mrs. Robert Hart request',
        etiquette: 'Traditional when the bride’s parents host: their names open the card and the request line follows them.',
      },
      { text: 'Please join us', etiquette: 'Relaxed and warm: for a couple hosting their own, less formal wedding.' },
    ],
    request: [
      {
        text: 'request the honour of your presence at their marriage',
        etiquette: '“Honour of your presence” is reserved for a ceremony in a house of worship.',
      },
      {
        text: 'request the pleasure of your company at their wedding',
        etiquette: '“Pleasure of your company” is for a ceremony anywhere else: a garden, a hall, a home.',
      },
      { text: 'invite you to celebrate their wedding', etiquette: 'Plain and modern: fits any venue and any host.' },
    ],
    note: [
      {
        text: 'Dinner and dancing to follow',
        etiquette: 'When the reception is at the same place: one line saves a separate reception card.',
      },
      { text: 'Reception to follow', etiquette: 'The classic line: the details card then says where.' },
      { text: 'Adults-only celebration', etiquette: 'Say it kindly and once; the envelope’s names tell who is invited.' },
    ],
  },
  SAVE_THE_DATE: {
    heading: [
      { text: 'Save the Date', etiquette: 'Send six to eight months ahead (a year for a destination wedding).' },
      { text: 'We’re getting married!', etiquette: 'A happy announcement for a relaxed wedding.' },
    ],
    note: [
      {
        text: 'Formal invitation to follow',
        etiquette: 'Always say an invitation follows: a save-the-date is a promise, not the invitation.',
      },
      { text: 'Invitation to follow', etiquette: 'The shorter form of the same promise.' },
    ],
  },
  CHANGE_THE_DATE: {
    heading: [
      { text: 'Change of Plans', etiquette: 'Clear and calm: send it as soon as the new date is set.' },
      { text: 'Our plans have changed', etiquette: 'Warmer; no explanation is owed to guests.' },
    ],
    note: [
      { text: 'New invitation to follow', etiquette: 'When invitations had already gone out, promise new ones.' },
      { text: 'We hope you can still join us', etiquette: 'A kind close when the date moved a long way.' },
    ],
  },
  RSVP: {
    deadline: [
      { text: 'by the first of May', etiquette: 'Ask for replies three to four weeks before the wedding: your caterer needs numbers.' },
      { text: 'Kindly reply by May 1', etiquette: 'The same deadline, written out shorter.' },
    ],
  },
  THANK_YOU: {
    heading: [
      { text: 'Thank You', etiquette: 'Send within three months of the wedding (two weeks for a gift before it).' },
      { text: 'With Gratitude', etiquette: 'A softer heading; write a line about the gift by hand inside.' },
    ],
  },
  HOLIDAY: {
    heading: [
      { text: 'Merry & Bright', etiquette: 'For friends and family who celebrate Christmas.' },
      { text: 'Happy Holidays', etiquette: 'Inclusive of every winter celebration.' },
      { text: 'Season’s Greetings', etiquette: 'Formal and inclusive: suits business contacts too.' },
    ],
  },
  SHOWER: {
    heading: [
      { text: 'Bridal Shower', etiquette: 'A shower is hosted by friends or family, not by the couple.' },
      { text: 'Brunch for the Bride', etiquette: 'Name the kind of party so guests know what to expect.' },
    ],
  },
};

/** The suggestions of one slot of a card type (none: an empty list). */
export const suggestionsFor = (cardType: CardType, slot: string): WordingSuggestion[] => WORDING_SUGGESTIONS[cardType]?.[slot] ?? [];

/** The typefaces a design may offer (keys of the art's type families), as the customiser names them. */
export const TYPEFACE_LABELS: Record<string, string> = {
  garamond: 'Classic serif',
  'italic-serif': 'Italic serif',
  'small-caps': 'Engraved capitals',
  sans: 'Modern sans',
};
export const SAVE_STATUS_LABELS = {
  saved: 'Saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'Not saved',
} as const;
