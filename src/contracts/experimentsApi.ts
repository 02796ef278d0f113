import { z } from 'zod';
import { CONVERSION_EVENTS, EXPERIMENT_KEYS } from './experiments';
import { VARIATION_KEYS, type VariationKey } from '../../config/experiments';
import { text } from './inputs';

/** The experiments endpoints' bodies and answers (server/API.md "Experiments, flags and metrics"). */
const experimentKey = z.enum(EXPERIMENT_KEYS);
const variationKey = z.enum(VARIATION_KEYS as [VariationKey, ...VariationKey[]]);
/** The SPA's experiment session id: random, kept in session storage, cleared at log-in (spec §4, §9). */
const sessionId = text(64).regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be an experiment session id');

/** POST /api/v0/experiments/exposures */
export const exposureBody = z.object({ experiment: experimentKey, variation: variationKey, sessionId });
export const exposureAnswer = z.object({ recorded: z.boolean(), variation: variationKey });
/** POST /api/v0/experiments/conversions */
export const conversionBody = z.object({ event: z.enum(CONVERSION_EVENTS), sessionId });
export const conversionAnswer = z.object({ converted: z.array(experimentKey) });

/** GET /api/v0/experiments/report */
export const reportRow = z.object({ variation: z.string(), exposures: z.number(), conversions: z.number(), conversionRate: z.number() });
export const experimentReport = z.object({
  experiments: z.array(z.object({ key: experimentKey, summary: z.string(), conversion: z.string(), variations: z.array(reportRow) })),
});
export type ExposureBody = z.infer<typeof exposureBody>;
export type ExposureAnswer = z.infer<typeof exposureAnswer>;
export type ConversionBody = z.infer<typeof conversionBody>;
export type ConversionAnswer = z.infer<typeof conversionAnswer>;
export type ExperimentReport = z.infer<typeof experimentReport>;
