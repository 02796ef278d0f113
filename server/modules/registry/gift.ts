import { notFound } from '../../lib/errors';
import { toHeader } from './access';
import { publicItem } from './items';
import type { RegistryReadCache } from './readCache';
import { visibleRegistry } from './search';
import { GIFT_NOT_ON_REGISTRY_MESSAGE, type RegistryGiftAnswer } from '../../../src/contracts/registry';

/**
 * GET registry/public/{slug}/items/{id}: one gift of a registry, for its product page opened from
 * the registry ("From Alex & Jordan's registry", what is still needed). The guest page's rule decides
 * who may see it (a PRIVATE or unpublished registry is its couple's alone; an old key answers
 * registry_moved), and the gift must be that registry's. Read from the same versioned snapshot as
 * the guest page, so a purchase shows at once.
 */
export async function registryGift(
  reads: RegistryReadCache,
  slug: string,
  itemId: number,
  userId: number | null,
  now: Date,
): Promise<RegistryGiftAnswer> {
  const { registry } = await visibleRegistry(reads, { slug }, userId);
  const snapshot = await reads.snapshot(registry);
  const item = snapshot.items.find((i) => i.id === itemId);
  if (!item) throw notFound(GIFT_NOT_ON_REGISTRY_MESSAGE);
  return { registry: toHeader(registry, snapshot.items.length, now), item: publicItem(item) };
}
