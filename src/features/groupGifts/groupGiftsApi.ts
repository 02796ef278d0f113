import { api } from '../../lib/http';
import type { CoupleGroupGiftsAnswer, GroupGiftingAnswer, GroupGiftingBody, GroupGiftSwitchBody } from '../../contracts/groupGifts';
import type { GroupGiftSwitchAnswer } from '../../contracts/registry';

const BASE = '/web-registry-api/v1';

/** A gift's switch: on, off (refunds a gift being funded) or null (follow the price rule). */
export interface SwitchArg {
  itemId: number;
  groupGift: boolean | null;
}

/** server/API.md "Group gifts" (the couple's side); nothing else in the domain talks HTTP. */
export const groupGiftsApi = {
  getSettings: (): Promise<GroupGiftingAnswer> => api.get<GroupGiftingAnswer>(`${BASE}/registry/group-gifting`),
  saveSettings: (minPriceCents: number | null): Promise<GroupGiftingAnswer> =>
    api.put<GroupGiftingAnswer>(`${BASE}/registry/group-gifting`, { min_price_cents: minPriceCents } satisfies GroupGiftingBody),
  switchGift: ({ itemId, groupGift }: SwitchArg): Promise<GroupGiftSwitchAnswer> =>
    api.put<GroupGiftSwitchAnswer>(`${BASE}/registry/items/${itemId}/group-gift`, { group_gift: groupGift } satisfies GroupGiftSwitchBody),
  listUnits: (): Promise<CoupleGroupGiftsAnswer> => api.get<CoupleGroupGiftsAnswer>(`${BASE}/registry/group-gifts`),
};
