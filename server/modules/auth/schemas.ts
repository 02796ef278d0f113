import { z } from 'zod';
import { jsonData, text } from '../../../src/contracts/inputs';
import { RETURN_TO_MAX_LENGTH } from '../../../src/contracts/returnTo';
import { PASSWORD_MIN_LENGTH } from './messages';

export const BUSINESS_UNITS = [
  'BUDGET_TOOL', 'COMMUNITY', 'DIGITAL_SAVE_THE_DATE', 'INSPIRATION', 'INVITATIONS', 'MARKETPLACE',
  'MARKETPLACE_VENDORS', 'PHOTOBOOK', 'SEATING_CHART', 'STORE', 'WEDDING_REGISTRY', 'WEDDINGS',
] as const;
export const PLANNING_STAGES = ['NOT_ENGAGED', 'NEWLY_ENGAGED', 'PLANNING_NO_VENUE_BOOKED', 'PLANNING_VENUE_BOOKED', 'ALMOST_DONE'] as const;

const name = text(60, { tooLong: 'must be 60 characters or fewer' }).min(1, 'is required');
export const password = text(128, { trim: false, tooLong: 'must be 128 characters or fewer' })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`);
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

const weddingFields = z.object({
  partner_first_name: text(60).default(''),
  partner_last_name: text(60).default(''),
  wedding_date: text(10, { tooLong: 'must be a date like 2027-06-12' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-06-12').nullable().default(null),
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
  user: z.object({ business_unit_source: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY') }).default({ business_unit_source: 'WEDDING_REGISTRY' }),
  wedding: weddingFields,
});
export const onboardSubmitBody = z.object({ started_at: text(40).pipe(z.iso.datetime({ offset: true })).or(z.number().int().positive()) });
/** The client error log: what it may carry (server/API.md, POST /api/v0/log/{id}). */
export const LOG_LIMITS = { id: 100, message: 2000, dataBytes: 4096, dataDepth: 8 } as const;
export const logBody = z.object({
  meta: z.object({ id: text(LOG_LIMITS.id), message: text(LOG_LIMITS.message) }),
  data: jsonData(LOG_LIMITS.dataBytes, LOG_LIMITS.dataDepth).optional(),
});
export const updateInfoBody = z.object({ first_name: name, last_name: name });
export const updateEmailBody = z.object({ email, current_password: currentPassword });
export const updatePasswordBody = z.object({ current_password: currentPassword, new_password: password });
export const updateTwoFactorBody = z.object({ enabled: z.boolean(), current_password: currentPassword });
export const spoofBody = z.object({ email, reason: text(500).min(3, 'say why (at least 3 characters)') });
/** The single-use token of a mailed link (sign-up confirmation, unlock). */
export const linkTokenBody = z.object({ token: text(200, { tooLong: 'is not a valid link' }).min(10, 'is not a valid link') });
/** The onboarding part of /onboard/new, kept in pending_signups until the email is confirmed. */
export const pendingOnboarding = z.object({ business_unit_feature: z.enum(BUSINESS_UNITS), wedding: weddingFields });
