import type { Db } from '../client';
import { promoCodes } from '../schema';

/** The demo promo codes (README lists them). Fixed values, no expiry except the expired example. */
export const DEMO_PROMOS: Array<typeof promoCodes.$inferInsert> = [
  { code: 'WELCOME10', description: '10% off your order', kind: 'PERCENT', value: 10, minSubtotalCents: 0 },
  { code: 'SAVE20', description: '$20 off orders of $100 or more', kind: 'FIXED', value: 2000, minSubtotalCents: 10000 },
  { code: 'FREESHIP', description: 'Free standard shipping', kind: 'FREE_SHIPPING', value: 0, minSubtotalCents: 0 },
  {
    code: 'SPRING2020',
    description: '15% off (expired)',
    kind: 'PERCENT',
    value: 15,
    minSubtotalCents: 0,
    expiresAt: new Date('2020-06-01T00:00:00Z'),
  },
];

export async function seedPromos(db: Db): Promise<void> {
  await db.insert(promoCodes).values(DEMO_PROMOS).onConflictDoNothing();
}
