import type { RegistryDuplicate } from './registry';

/**
 * Registry answers' codes that the guest and couple pages read at run time. This module has no zod:
 * a value imported from a schema module brings zod (~27 KB gzip) into the page that imports it,
 * and these pages are first loads (`npm run size` checks it).
 */

/** A registry API answer for a key that was changed: the SPA goes to the new key (`replace`). */
export const REGISTRY_MOVED_CODE = 'registry_moved';
export const REGISTRY_MOVED_MESSAGE = 'This registry has a new web address.';

/** The code of registryCollection/add's 409 when the SKU is already on the registry. */
export const REGISTRY_DUPLICATE_CODE = 'registry.duplicate';

/** The gift already on the registry, from a duplicate 409's data (contracts/registry.ts registryDuplicateError). */
export function duplicateFromError(code: string | undefined, data: unknown): RegistryDuplicate | null {
  if (code !== REGISTRY_DUPLICATE_CODE || typeof data !== 'object' || data === null) return null;
  const existing = (data as { existing?: unknown }).existing;
  if (typeof existing !== 'object' || existing === null) return null;
  const { id, title, requested_qty, purchased_qty } = existing as Record<string, unknown>;
  return typeof id === 'number' && typeof title === 'string' && typeof requested_qty === 'number' && typeof purchased_qty === 'number'
    ? { id, title, requested_qty, purchased_qty }
    : null;
}
