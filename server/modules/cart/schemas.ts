import { z } from 'zod';

const positiveId = z.number({ message: 'must be a number' }).int().positive();
const quantity = z.number({ message: 'must be a number' }).int().min(1, 'Quantity must be at least 1.').max(99, 'Quantity must be at most 99.');

/** POST /cart/item: a product (for yourself, or for a couple with registryItemId) or a cash-fund amount. */
export const addCartItemBody = z.union([
  z.object({ registryItemId: positiveId, amountCents: z.number({ message: 'must be an amount in cents' }).int().min(100, 'Contributions start at $1.00.').max(1_000_000, 'Contributions can be at most $10,000.00.') }).strict(),
  z.object({ skuId: positiveId.optional(), registryItemId: positiveId.optional(), quantity: quantity.default(1) })
    .strict()
    .refine((b) => b.skuId !== undefined || b.registryItemId !== undefined, { message: 'Choose a product to add.', path: ['skuId'] }),
], { message: 'Send a skuId and quantity, or a registryItemId and amountCents.' });

export const itemIdsBody = z.object({
  itemIds: z.array(positiveId).min(1, 'Choose at least one item.').max(100),
});

export const itemIdParams = z.object({ id: z.coerce.number().int().positive() });
