import type { AppEnv } from './env';

/** Feature flags of spec §9, per environment (spec §4). Session overrides take precedence in the SPA. */
export const FLAG_NAMES = ['datadog', 'giftImportBrandExtraction', 'pushSignupIntoCustomization', 'debugPaymentIntents'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type FlagSet = Record<FlagName, boolean>;

export const FLAGS_BY_ENV: Record<Exclude<AppEnv, 'test'>, FlagSet> = {
  development: { datadog: false, giftImportBrandExtraction: true, pushSignupIntoCustomization: true, debugPaymentIntents: true },
  staging: { datadog: true, giftImportBrandExtraction: true, pushSignupIntoCustomization: true, debugPaymentIntents: true },
  production: { datadog: true, giftImportBrandExtraction: false, pushSignupIntoCustomization: false, debugPaymentIntents: false },
};

export function flagsFor(env: AppEnv): FlagSet {
  return FLAGS_BY_ENV[env === 'test' ? 'development' : env];
}
