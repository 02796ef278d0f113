import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { privacyPreferences } from '../../db/schema';
import type { PrivacyPreferences } from '../../../src/contracts/privacy';

/** A guest's choice, kept for a year in the browser (there is no account to store it on). */
export const DO_NOT_SELL_COOKIE = 'confetti_do_not_sell';
export const DO_NOT_SELL_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export async function accountOptedOut(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ optedOut: privacyPreferences.doNotSellOrShare })
    .from(privacyPreferences)
    .where(eq(privacyPreferences.userId, userId));
  return row?.optedOut ?? false;
}

export async function getAccountPreferences(db: DbOrTx, userId: number): Promise<PrivacyPreferences> {
  return { do_not_sell_or_share: await accountOptedOut(db, userId), saved_to: 'account' };
}

export async function setAccountPreferences(db: DbOrTx, userId: number, optedOut: boolean): Promise<PrivacyPreferences> {
  await db
    .insert(privacyPreferences)
    .values({ userId, doNotSellOrShare: optedOut })
    .onConflictDoUpdate({ target: privacyPreferences.userId, set: { doNotSellOrShare: optedOut, updatedAt: new Date() } });
  return { do_not_sell_or_share: optedOut, saved_to: 'account' };
}
