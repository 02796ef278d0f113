import { z } from 'zod';
import { text } from './inputs';
import { isCalendarDate, isValidTimeZone } from './weddingDates';

/**
 * The couple's wedding (issue 25): its details, its members (OWNER and PARTNER), the owner's
 * invitation to their partner and the guided start. Shared by the SPA (src/features/wedding) and
 * the server (server/modules/wedding); server/API.md "The couple's wedding" documents the routes.
 */

/** Spec §3's planning stages. */
export const PLANNING_STAGES = [
  'NOT_ENGAGED',
  'NEWLY_ENGAGED',
  'PLANNING_NO_VENUE_BOOKED',
  'PLANNING_VENUE_BOOKED',
  'ALMOST_DONE',
] as const;
export type PlanningStage = (typeof PLANNING_STAGES)[number];
export const PLANNING_STAGE_LABELS: Record<PlanningStage, string> = {
  NOT_ENGAGED: 'Not engaged yet',
  NEWLY_ENGAGED: 'Newly engaged',
  PLANNING_NO_VENUE_BOOKED: 'Planning, no venue booked yet',
  PLANNING_VENUE_BOOKED: 'Planning, venue booked',
  ALMOST_DONE: 'Almost done',
};

export const SEASONS = ['SPRING', 'SUMMER', 'FALL', 'WINTER'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Record<Season, string> = { SPRING: 'Spring', SUMMER: 'Summer', FALL: 'Fall', WINTER: 'Winter' };

/** What a couple may want to plan first (weddings.planning_priorities). */
export const PLANNING_PRIORITIES = ['REGISTRY', 'GUEST_LIST', 'WEBSITE', 'CHECKLIST', 'BUDGET', 'VENDORS', 'PAPER'] as const;
export type PlanningPriority = (typeof PLANNING_PRIORITIES)[number];
export const PLANNING_PRIORITY_LABELS: Record<PlanningPriority, string> = {
  REGISTRY: 'Registry',
  GUEST_LIST: 'Guest list',
  WEBSITE: 'Wedding website',
  CHECKLIST: 'Checklist',
  BUDGET: 'Budget',
  VENDORS: 'Vendors',
  PAPER: 'Invitations & paper',
};

/** The hdyhau-subway experiment's answers (weddings.heard_about_us). */
export const HEARD_ABOUT_US = [
  'SUBWAY_AD',
  'FRIEND_OR_FAMILY',
  'SEARCH_ENGINE',
  'SOCIAL_MEDIA',
  'WEDDING_GUEST',
  'PODCAST_RADIO_TV',
  'OTHER',
] as const;
export type HeardAboutUs = (typeof HEARD_ABOUT_US)[number];
export const HEARD_ABOUT_US_LABELS: Record<HeardAboutUs, string> = {
  SUBWAY_AD: 'An ad on the subway',
  FRIEND_OR_FAMILY: 'A friend or family member',
  SEARCH_ENGINE: 'A search engine',
  SOCIAL_MEDIA: 'Social media',
  WEDDING_GUEST: 'I was a guest at a wedding',
  PODCAST_RADIO_TV: 'A podcast, radio or TV',
  OTHER: 'Somewhere else',
};
/** The experiment that adds the "How did you hear about us?" step, and the variation that sees it. */
export const HDYHAU_EXPERIMENT = 'hdyhau-subway';
export const HDYHAU_TEST_VARIATION = 'TEST-1';

/** The guided start's steps, in order (weddings.setup_step is the last one reached). */
export const SETUP_STEPS = ['names', 'date', 'place', 'guests', 'priorities', 'heard_about_us'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/** The steps a couple sees: the hdyhau step only in the experiment's test variation. */
export const setupStepsFor = (variation: string): SetupStep[] =>
  SETUP_STEPS.filter((step) => step !== 'heard_about_us' || variation === HDYHAU_TEST_VARIATION);

export const MAX_GUEST_COUNT = 1000;
/** How far ahead an undecided couple may place their wedding. */
export const TENTATIVE_YEARS_AHEAD = 5;
export const INVITATION_TTL_DAYS = 7;

// Pure rules: dates in the wedding's own time zone (isAfterWedding and its kin) live in
// weddingDates.ts, without zod, so that the nav (in every page's first load) can use them.
export * from './weddingDates';

// ---------------------------------------------------------------------------------------------
// Roles and what each may do.

export const WEDDING_ROLES = ['OWNER', 'PARTNER'] as const;
export type WeddingRole = (typeof WEDDING_ROLES)[number];

/** A partner has the owner's rights except deleting the wedding and removing the owner. */
export interface WeddingPermissions {
  can_edit: boolean;
  can_invite_partner: boolean;
  can_revoke_invitation: boolean;
  can_remove_partner: boolean;
  can_delete_wedding: boolean;
}
export function weddingPermissions(role: WeddingRole): WeddingPermissions {
  const owner = role === 'OWNER';
  return { can_edit: true, can_invite_partner: owner, can_revoke_invitation: owner, can_remove_partner: owner, can_delete_wedding: owner };
}

// ---------------------------------------------------------------------------------------------
// Request bodies.

const requiredName = (what: string) =>
  text(60, { type: `Enter ${what}.`, tooLong: 'must be 60 characters or fewer' }).min(1, `Enter ${what}.`);
const optionalName = text(60, { tooLong: 'must be 60 characters or fewer' });
const place = (max: number) => text(max, { tooLong: `must be ${max} characters or fewer` });
const isoDate = text(10, { tooLong: 'must be a date like 2027-06-12' }).refine(isCalendarDate, 'must be a date like 2027-06-12');
const timeZone = text(64, { tooLong: 'must be a time zone like America/New_York' }).refine(
  isValidTimeZone,
  'must be a time zone like America/New_York',
);

/** Every editable field of the wedding (the "Your wedding" form sends them all). */
export const weddingFields = z.object({
  owner_first_name: requiredName('your first name'),
  owner_last_name: optionalName,
  partner_first_name: requiredName('your partner’s first name'),
  partner_last_name: optionalName,
  /** Null: "we haven't decided" (then the tentative fields, or nothing). */
  wedding_date: isoDate.nullable(),
  tentative_year: z.number().int('must be a year').min(2000, 'must be a year').max(2100, 'must be a year').nullable(),
  tentative_month: z
    .number()
    .int('must be a month from 1 to 12')
    .min(1, 'must be a month from 1 to 12')
    .max(12, 'must be a month from 1 to 12')
    .nullable(),
  tentative_season: z.enum(SEASONS).nullable(),
  time_zone: timeZone,
  ceremony_venue: place(120),
  reception_venue: place(120),
  city: place(80),
  state_province: place(80),
  estimated_guest_count: z
    .number({ message: `must be a number from 0 to ${MAX_GUEST_COUNT}` })
    .int(`must be a whole number from 0 to ${MAX_GUEST_COUNT}`)
    .min(0, `must be a number from 0 to ${MAX_GUEST_COUNT}`)
    .max(MAX_GUEST_COUNT, `must be a number from 0 to ${MAX_GUEST_COUNT}`)
    .nullable(),
  planning_stage: z.enum(PLANNING_STAGES),
});
export type WeddingFields = z.infer<typeof weddingFields>;

/**
 * The shape rules of the date fields, on a whole wedding (after a partial change is merged):
 * a date and a tentative date are exclusive; a tentative month or season needs its year; a month
 * and a season are exclusive. Returns per-field messages (empty when fine).
 */
export function dateFieldErrors(
  w: Pick<WeddingFields, 'wedding_date' | 'tentative_year' | 'tentative_month' | 'tentative_season'>,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (w.wedding_date !== null) return errors;
  if (w.tentative_month !== null && w.tentative_season !== null) errors.tentative_season = 'Choose a month or a season, not both.';
  if ((w.tentative_month !== null || w.tentative_season !== null) && w.tentative_year === null)
    errors.tentative_year = 'Choose the year too.';
  const thisYear = now.getUTCFullYear();
  if (w.tentative_year !== null && (w.tentative_year < thisYear - 1 || w.tentative_year > thisYear + TENTATIVE_YEARS_AHEAD)) {
    errors.tentative_year = `Choose a year from ${thisYear} to ${thisYear + TENTATIVE_YEARS_AHEAD}.`;
  }
  return errors;
}

/** PUT /web-api/v2/wedding: the whole form. */
export const weddingUpdateBody = weddingFields;

/** PUT /web-api/v2/wedding/setup: one guided-start step's answers, saved as the couple goes. */
export const weddingSetupBody = weddingFields.partial().extend({
  planning_priorities: z.array(z.enum(PLANNING_PRIORITIES)).max(PLANNING_PRIORITIES.length).optional(),
  heard_about_us: z.enum(HEARD_ABOUT_US).nullable().optional(),
  /** The step the couple goes on to (or the one they skipped to). */
  setup_step: z.enum(SETUP_STEPS),
  /** The last step is done (or skipped): the guided start is finished. */
  completed: z.boolean().default(false),
});
export type WeddingSetupBody = z.output<typeof weddingSetupBody>;
/** What the SPA sends (completed may be left out). */
export type WeddingSetupRequest = z.input<typeof weddingSetupBody>;

const email = text(254, { type: 'Enter your partner’s email address.', tooLong: 'is too long' }).regex(
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'Enter a valid email address.',
);
export const invitePartnerBody = z.object({ email });
export const invitationIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const memberIdParams = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });
/** The invitation link's token (join page). */
export const invitationTokenBody = z.object({
  token: text(200, { trim: false, tooLong: 'is not a valid invitation link' }).min(10, 'is not a valid invitation link'),
});

// ---------------------------------------------------------------------------------------------
// Answers.

export const weddingView = weddingFields.extend({
  id: z.number(),
  slug: z.string(),
  couple_photo_id: z.string().nullable(),
  planning_priorities: z.array(z.enum(PLANNING_PRIORITIES)),
  heard_about_us: z.enum(HEARD_ABOUT_US).nullable(),
  setup_step: z.enum(SETUP_STEPS).nullable(),
  setup_completed_at: z.string().nullable(),
  updated_at: z.string(),
  /** isAfterWedding at the answer's time, in the wedding's zone. */
  is_after_wedding: z.boolean(),
});
export type WeddingView = z.infer<typeof weddingView>;

export const weddingMember = z.object({
  user_id: z.number(),
  role: z.enum(WEDDING_ROLES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type WeddingMember = z.infer<typeof weddingMember>;

export const weddingInvitation = z.object({
  id: z.number(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type WeddingInvitation = z.infer<typeof weddingInvitation>;

/** GET/PUT /web-api/v2/wedding and the other couple-side routes' answer. */
export const weddingAnswer = z.object({
  wedding: weddingView,
  role: z.enum(WEDDING_ROLES),
  permissions: z.object({
    can_edit: z.boolean(),
    can_invite_partner: z.boolean(),
    can_revoke_invitation: z.boolean(),
    can_remove_partner: z.boolean(),
    can_delete_wedding: z.boolean(),
  }),
  members: z.array(weddingMember),
  /** Pending invitations (not accepted, revoked or expired). */
  invitations: z.array(weddingInvitation),
});
export type WeddingAnswer = z.infer<typeof weddingAnswer>;

/** POST /web-api/v2/wedding/invitations/lookup: what the join page shows before accepting. */
export const invitationPreview = z.object({
  email: z.string(),
  inviter_first_name: z.string(),
  owner_first_name: z.string(),
  partner_first_name: z.string(),
  wedding_date: z.string().nullable(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
