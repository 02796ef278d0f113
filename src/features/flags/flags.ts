import { FLAG_NAMES, flagsFor, type FlagName, type FlagSet } from '../../../config/flags';
import type { AppEnv } from '../../../config/env';

/** Spec §9: flag overrides live in session storage under this prefix ('true' / 'false'). */
export const FLAG_STORAGE_PREFIX = 'confetti.flag.';

/** Spec §4: per-environment flags; session overrides take precedence. */
export function resolveFlags(env: AppEnv, storage: Pick<Storage, 'getItem'> | null): FlagSet {
  const flags = { ...flagsFor(env) };
  if (!storage) return flags;
  for (const name of FLAG_NAMES) {
    const override = storage.getItem(FLAG_STORAGE_PREFIX + name);
    if (override === 'true' || override === 'false') flags[name] = override === 'true';
  }
  return flags;
}

export type { FlagName, FlagSet };
