import { z } from 'zod';
import { BUSINESS_UNITS, weddingFields } from '../../../src/contracts/auth';

/** The onboarding part of /onboard/new, kept in pending_signups until the email is confirmed (server-only: never on the wire). */
export const pendingOnboarding = z.object({ business_unit_feature: z.enum(BUSINESS_UNITS), wedding: weddingFields });
