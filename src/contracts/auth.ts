import { z } from 'zod';
import { text } from './inputs';
import { RETURN_TO_MAX_LENGTH } from './returnTo';
import { userContext } from './user';

/**
 * Accounts and onboarding across the wire (server/API.md "Accounts and onboarding"): the bodies
 * the server validates and the answers it sends, which the SPA's authApi is typed from.
 */

// Requests

/** Spec §9: passwords are at least this long (the forms say so before the server does). */
export const PASSWORD_MIN_LENGTH = 8;

export const BUSINESS_UNITS = [
  'BUDGET_TOOL',
  'COMMUNITY',
  'DIGITAL_SAVE_THE_DATE',
  'INSPIRATION',
  'INVITATIONS',
  'MARKETPLACE',
  'MARKETPLACE_VENDORS',
  'PHOTOBOOK',
  'SEATING_CHART',
  'STORE',
  'WEDDING_REGISTRY',
  'WEDDINGS',
] as const;
export const PLANNING_STAGES = [
  'NOT_ENGAGED',
  'NEWLY_ENGAGED',
  'PLANNING_NO_VENUE_BOOKED',
  'PLANNING_VENUE_BOOKED',
  'ALMOST_DONE',
] as const;

const name = text(60, { tooLong: 'must be 60 characters or fewer' }).min(1, 'is required');
export const password = text(128, { trim: false, tooLong: 'must be 128 characters or fewer' }).min(
  PASSWORD_MIN_LENGTH,
  `must be at least ${PASSWORD_MIN_LENGTH} characters`,
);
/** A password to check, not to set: taken as sent. */
const currentPassword = text(128, { trim: false });
/** Emails are checked by the services (invalid → reason invalid_email), so here only a string. */
const email = text(254, { tooLong: 'is too long' });

export const loginBody = z.object({ email, password: currentPassword });
export const signupBody = z.object({
  email,
  password,
  first_name: name,
  last_name: name,
  business_unit_source: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY'),
  /** Where the person was; kept only if safeReturnTo allows it (else dropped, never an error). */
  return_to: text(RETURN_TO_MAX_LENGTH, { trim: false, tooLong: `must be ${RETURN_TO_MAX_LENGTH} characters or fewer` }).optional(),
});
export const resetRequestBody = z.object({
  email,
  expires_in_num_days: z.literal(1).default(1),
  send_email: z.boolean().default(true),
  business_unit: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY'),
});
export const resetConfirmBody = z.object({ token: text(200, { trim: false }).min(10, 'must be at least 10 characters'), password });
const CODE_MESSAGE = 'must be the 6-digit code from the email';
export const codeBody = z.object({ code: text(6, { type: CODE_MESSAGE, tooLong: CODE_MESSAGE }).regex(/^\d{6}$/, CODE_MESSAGE) });

export const weddingFields = z.object({
  partner_first_name: text(60).default(''),
  partner_last_name: text(60).default(''),
  wedding_date: text(10, { tooLong: 'must be a date like 2027-06-12' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-06-12')
    .nullable()
    .default(null),
  planning_stage: z.enum(PLANNING_STAGES).default('NEWLY_ENGAGED'),
});
export const onboardNewBody = z.object({
  business_unit_feature: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY'),
  existing_account: z.literal(false).default(false),
  user: signupBody,
  wedding: weddingFields.default({ partner_first_name: '', partner_last_name: '', wedding_date: null, planning_stage: 'NEWLY_ENGAGED' }),
});
export const onboardExistingBody = z.object({
  business_unit_feature: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY'),
  existing_account: z.literal(true).default(true),
  user: z
    .object({ business_unit_source: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY') })
    .default({ business_unit_source: 'WEDDING_REGISTRY' }),
  wedding: weddingFields,
});
export const onboardSubmitBody = z.object({
  started_at: text(40)
    .pipe(z.iso.datetime({ offset: true }))
    .or(z.number().int().positive()),
});
export const updateInfoBody = z.object({ first_name: name, last_name: name });
export const updateEmailBody = z.object({ email, current_password: currentPassword });
export const updatePasswordBody = z.object({ current_password: currentPassword, new_password: password });
export const updateTwoFactorBody = z.object({ enabled: z.boolean(), current_password: currentPassword });
export const spoofBody = z.object({ email, reason: text(500).min(3, 'say why (at least 3 characters)') });
/** The single-use token of a mailed link (sign-up confirmation, unlock). */
export const linkTokenBody = z.object({ token: text(200, { tooLong: 'is not a valid link' }).min(10, 'is not a valid link') });
export type LoginBody = z.input<typeof loginBody>;
export type SignupBody = z.input<typeof signupBody>;
export type ResetRequestBody = z.input<typeof resetRequestBody>;
export type ResetConfirmBody = z.input<typeof resetConfirmBody>;
export type CodeBody = z.input<typeof codeBody>;
export type LinkTokenBody = z.input<typeof linkTokenBody>;
export type UpdateInfoBody = z.input<typeof updateInfoBody>;
export type UpdateEmailBody = z.input<typeof updateEmailBody>;
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;
export type UpdateTwoFactorBody = z.input<typeof updateTwoFactorBody>;
export type PlanningStage = (typeof PLANNING_STAGES)[number];
export type WeddingDetails = z.input<typeof weddingFields>;
export type OnboardNewBody = z.input<typeof onboardNewBody>;
export type OnboardExistingBody = z.input<typeof onboardExistingBody>;
export type OnboardSubmitBody = z.input<typeof onboardSubmitBody>;

// Answers

/** POST /auth/login: signed in, or a code was mailed first (then POST /twoFA/verify). */
export const loginAnswer = z.union([
  z.object({ two_factor_required: z.literal(true) }),
  z.object({ two_factor_required: z.literal(false), user: userContext }),
]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** The signed-in user's context: 2FA verify, name and email changes, staff's spoof. */
export const userAnswer = z.object({ user: userContext });
export type UserAnswer = z.infer<typeof userAnswer>;

/** 202 from /user/create and /onboard/new, the same for a new and a taken email: the mailed link finishes. */
export const signupAnswer = z.object({ confirmation_required: z.literal(true), email: z.string() });
export type SignupAnswer = z.infer<typeof signupAnswer>;

/** POST /user/confirm (201): the account exists and is signed in; `next_path` is where sign-up goes on. */
export const confirmSignupAnswer = z.object({
  wasNewUser: z.literal(true),
  created_at: z.string(),
  user: userContext,
  onboarded: z.boolean(),
  next_path: z.string(),
});
export type ConfirmSignupAnswer = z.infer<typeof confirmSignupAnswer>;

/** POST /onboard/existing: the wedding was added to the signed-in account. */
export const onboardExistingAnswer = z.object({ wasNewUser: z.literal(false), user: userContext });
export type OnboardExistingAnswer = z.infer<typeof onboardExistingAnswer>;
/** /onboard/new answers as sign-up; /onboard/existing with the user context. */
export type OnboardAnswer = SignupAnswer | OnboardExistingAnswer;

/** POST /onboard/submit/default: the registry made, and the user's context now. */
export const defaultOnboardingAnswer = z.object({ registry_key: z.string(), user: userContext });
export type DefaultOnboardingAnswer = z.infer<typeof defaultOnboardingAnswer>;

/** What unlock, password reset and password change answer: the sentence to show. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;
export const signedOutAnswer = z.object({ signed_out: z.literal(true) });
export type SignedOutAnswer = z.infer<typeof signedOutAnswer>;
/** A code was mailed (POST /twoFA/resend, /twoFA/action/resend). */
export const codeSentAnswer = z.object({ sent: z.literal(true) });
export type CodeSentAnswer = z.infer<typeof codeSentAnswer>;
/** POST /twoFA/action/verify. */
export const actionVerifiedAnswer = z.object({ verified: z.literal(true) });
export type ActionVerifiedAnswer = z.infer<typeof actionVerifiedAnswer>;
/** PUT /user/two-factor. */
export const twoFactorAnswer = z.object({ two_factor_enabled: z.boolean() });
export type TwoFactorAnswer = z.infer<typeof twoFactorAnswer>;
