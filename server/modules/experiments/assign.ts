import { createHash } from 'node:crypto';
import { EXPERIMENT_KEYS, EXPERIMENT_WEIGHTS, type ExperimentKey, type VariationKey } from '../../../config/experiments';

/**
 * Deterministic bucketing: the same subject (a user id, or a guest's anonymous id) always gets the
 * same variation of an experiment, on every server process, with no stored state.
 */
export function assignVariation(subjectId: string, key: ExperimentKey): VariationKey {
  const weights = Object.entries(EXPERIMENT_WEIGHTS[key]) as Array<[VariationKey, number]>;
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  if (total <= 0) return 'NOT_IN_TEST';
  const digest = createHash('sha256').update(`${key}:${subjectId}`).digest();
  let point = (digest.readUInt32BE(0) / 0x100000000) * total;
  for (const [variation, weight] of weights) {
    if (point < weight) return variation;
    point -= weight;
  }
  return weights[weights.length - 1]![0];
}

/** Every experiment's variation for a subject: the user context's user_experiments map. */
export function assignExperiments(subjectId: string): Record<string, VariationKey> {
  return Object.fromEntries(EXPERIMENT_KEYS.map((key) => [key, assignVariation(subjectId, key)]));
}
