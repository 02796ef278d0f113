import type { OnboardExistingBody, OnboardNewBody, PlanningStage } from '../../contracts/auth';

/** server/API.md "Accounts and onboarding": the bodies and answers are declared once, in src/contracts/auth.ts. */
export { PLANNING_STAGES } from '../../contracts/auth';
export type {
  ConfirmSignupAnswer as ConfirmSignupResponse,
  LoginAnswer as LoginResponse,
  LoginBody as LoginPayload,
  OnboardAnswer as OnboardResponse,
  PlanningStage,
  SignupAnswer as SignupResponse,
  SignupBody as SignupPayload,
  WeddingDetails,
} from '../../contracts/auth';

/** Spec §3 onboard payload: business_unit_feature, existing_account, user (business_unit_source), plus the wedding. */
export type OnboardPayload = (OnboardNewBody & { existing_account: false }) | (OnboardExistingBody & { existing_account: true });

export const PLANNING_STAGE_LABELS: Record<PlanningStage, string> = {
  NOT_ENGAGED: 'Not engaged yet',
  NEWLY_ENGAGED: 'Just engaged',
  PLANNING_NO_VENUE_BOOKED: 'Planning, no venue booked',
  PLANNING_VENUE_BOOKED: 'Planning, venue booked',
  ALMOST_DONE: 'Almost done',
};
