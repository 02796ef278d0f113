import type { UserContext } from '../user/types';

export interface LoginPayload { email: string; password: string }
export interface SignupPayload {
  email: string; password: string; first_name: string; last_name: string; business_unit_source: string;
  /** Where the person was (contracts/returnTo): the mailed confirmation link brings them back there. */
  return_to?: string;
}
export interface WeddingDetails { partner_first_name: string; partner_last_name: string; wedding_date: string | null; planning_stage: PlanningStage }
/** Spec §3 onboard payload: business_unit_feature, existing_account, user (business_unit_source), plus the wedding. */
export interface OnboardPayload {
  business_unit_feature: string;
  existing_account: boolean;
  user: Partial<SignupPayload> & { business_unit_source: string };
  wedding: WeddingDetails;
}

export const PLANNING_STAGES = ['NOT_ENGAGED', 'NEWLY_ENGAGED', 'PLANNING_NO_VENUE_BOOKED', 'PLANNING_VENUE_BOOKED', 'ALMOST_DONE'] as const;
export type PlanningStage = (typeof PLANNING_STAGES)[number];
export const PLANNING_STAGE_LABELS: Record<PlanningStage, string> = {
  NOT_ENGAGED: 'Not engaged yet',
  NEWLY_ENGAGED: 'Just engaged',
  PLANNING_NO_VENUE_BOOKED: 'Planning, no venue booked',
  PLANNING_VENUE_BOOKED: 'Planning, venue booked',
  ALMOST_DONE: 'Almost done',
};

export type LoginResponse = { two_factor_required: true } | { two_factor_required: false; user: UserContext };
/** 202 from /user/create and /onboard/new, the same for a new and a taken email: the mailed link finishes. */
export interface SignupResponse { confirmation_required: true; email: string }
/** /user/confirm: the account exists and is signed in; `next_path` is where sign-up goes on. */
export interface ConfirmSignupResponse { wasNewUser: true; created_at: string; user: UserContext; onboarded: boolean; next_path: string }
/** /onboard/new answers as sign-up; /onboard/existing with the user context. */
export type OnboardResponse = SignupResponse | { wasNewUser: false; user: UserContext };
