import { z } from 'zod';
import { id, idParam, wholeNumber } from '../../lib/inputs';

const quantity = wholeNumber(1, 99, { type: 'must be a number', tooSmall: 'Quantity must be at least 1.', tooLarge: 'Quantity must be at most 99.' });

/** POST /cart/item: a product (for yourself, or for a couple with registryItemId) or a cash-fund amount. */
export const addCartItemBody = z.union([
  z.object({ registryItemId: id(), amountCents: wholeNumber(100, 1_000_000, { type: 'must be an amount in cents', tooSmall: 'Contributions start at $1.00.', tooLarge: 'Contributions can be at most $10,000.00.' }) }).strict(),
  z.object({ skuId: id().optional(), registryItemId: id().optional(), quantity: quantity.default(1) })
    .strict()
    .refine((b) => b.skuId !== undefined || b.registryItemId !== undefined, { message: 'Choose a product to add.', path: ['skuId'] }),
], { message: 'Send a skuId and quantity, or a registryItemId and amountCents.' });

export const itemIdsBody = z.object({
  itemIds: z.array(id()).min(1, 'Choose at least one item.').max(100),
});

export const itemIdParams = z.object({ id: idParam() });
