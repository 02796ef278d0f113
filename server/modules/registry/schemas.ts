import { z } from 'zod';

export const addItemBody = z.object({
  product_id: z.number().int().positive(),
  sku_id: z.number().int().positive(),
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99'),
  collection_id: z.number().int().positive().optional(),
});
export type AddItemBody = z.infer<typeof addItemBody>;

export const publishBody = z.object({ published: z.boolean() });
