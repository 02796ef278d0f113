/**
 * Experiments of spec §9 with their variation weights (assignment happens on the server, stable
 * per user, or per anonymous id for guests). Variation keys are the spec §3 experiment states.
 */
export const EXPERIMENT_KEYS = [
  'hdyhau-subway',
  'holiday-shops',
  'marketplace-clp-lp-links-to-srp-v2',
  'checkout-better-hierarchy-v2',
  'logrocket-checkout',
] as const;
export type ExperimentKey = (typeof EXPERIMENT_KEYS)[number];

export type VariationKey =
  'NOT_IN_TEST' | 'TEST' | 'TEST-0' | 'TEST-1' | 'TEST-2' | 'TEST-3' | 'TEST-4' | 'TEST-5' | 'TEST-6' | 'TEST-7' | 'TEST-8' | 'TEST-9';
export const VARIATION_KEYS: readonly VariationKey[] = [
  'NOT_IN_TEST',
  'TEST',
  'TEST-0',
  'TEST-1',
  'TEST-2',
  'TEST-3',
  'TEST-4',
  'TEST-5',
  'TEST-6',
  'TEST-7',
  'TEST-8',
  'TEST-9',
];

/** Weights per variation; they need not sum to 100 (they are relative). */
export const EXPERIMENT_WEIGHTS: Record<ExperimentKey, Partial<Record<VariationKey, number>>> = {
  'hdyhau-subway': { 'TEST-0': 50, 'TEST-1': 50 },
  'holiday-shops': { 'TEST-0': 50, 'TEST-1': 50 },
  'marketplace-clp-lp-links-to-srp-v2': { 'TEST-0': 34, 'TEST-1': 33, 'TEST-2': 33 },
  'checkout-better-hierarchy-v2': { 'TEST-0': 50, 'TEST-1': 50 },
  'logrocket-checkout': { NOT_IN_TEST: 90, TEST: 10 },
};
