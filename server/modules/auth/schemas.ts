import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './messages';

export const BUSINESS_UNITS = [
  'BUDGET_TOOL', 'COMMUNITY', 'DIGITAL_SAVE_THE_DATE', 'INSPIRATION', 'INVITATIONS', 'MARKETPLACE',
  'MARKETPLACE_VENDORS', 'PHOTOBOOK', 'SEATING_CHART', 'STORE', 'WEDDING_REGISTRY', 'WEDDINGS',
] as const;
export const PLANNING_STAGES = ['NOT_ENGAGED', 'NEWLY_ENGAGED', 'PLANNING_NO_VENUE_BOOKED', 'PLANNING_VENUE_BOOKED', 'ALMOST_DONE'] as const;

const name = z.string().trim().min(1, 'is required').max(60, 'must be 60 characters or fewer');
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'must be 128 characters or fewer');
/** Emails are checked by the services (invalid → reason invalid_email), so here only a string. */
const email = z.string().trim().max(254, 'is too long');

export const loginBody = z.object({ email, password: z.string().max(128) });
export const signupBody = z.object({
  email,
  password,
  first_name: name,
  last_name: name,
  business_unit_source: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY'),
});
export const resetRequestBody = z.object({
  email,
  expires_in_num_days: z.literal(1).default(1),
  send_email: z.boolean().default(true),
  business_unit: z.enum(BUSINESS_UNITS).default('WEDDING_REGISTRY'),
});
export const resetConfirmBody = z.object({ token: z.string().min(10).max(200), password });
export const codeBody = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'must be the 6-digit code from the email') });

const weddingFields = z.object({
  partner_first_name: z.string().trim().max(60).default(''),
  partner_last_name: z.string().trim().max(60).default(''),
  wedding_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-06-12').nullable().default(null),
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
export const onboardSubmitBody = z.object({ started_at: z.string().datetime({ offset: true }).or(z.number().int().positive()) });
export const logBody = z.object({
  meta: z.object({ id: z.string().max(100), message: z.string().max(2000) }),
  data: z.unknown().optional(),
});
export const updateInfoBody = z.object({ first_name: name, last_name: name });
export const updateEmailBody = z.object({ email, current_password: z.string().max(128) });
export const updatePasswordBody = z.object({ current_password: z.string().max(128), new_password: password });
export const updateTwoFactorBody = z.object({ enabled: z.boolean(), current_password: z.string().max(128) });
export const spoofBody = z.object({ email, reason: z.string().trim().min(3, 'say why (at least 3 characters)').max(500) });
/** The single-use token of a mailed link (sign-up confirmation, unlock). */
export const linkTokenBody = z.object({ token: z.string().trim().min(10, 'is not a valid link').max(200, 'is not a valid link') });
/** The onboarding part of /onboard/new, kept in pending_signups until the email is confirmed. */
export const pendingOnboarding = z.object({ business_unit_feature: z.enum(BUSINESS_UNITS), wedding: weddingFields });
