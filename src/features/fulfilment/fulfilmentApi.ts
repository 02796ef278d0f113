import { api } from '../../lib/http';
import type { HeldGiftsAnswer, ReleaseHeldAnswer, ShippingPreferenceBody } from '../../contracts/fulfilment';

const BASE = '/web-registry-api/v1';

/** server/API.md "Fulfilment, held gifts and packing slips"; nothing else in the domain talks HTTP. */
export const fulfilmentApi = {
  heldGifts: (): Promise<HeldGiftsAnswer> => api.get<HeldGiftsAnswer>(`${BASE}/registry/held-gifts`),
  savePreference: (body: ShippingPreferenceBody): Promise<HeldGiftsAnswer> =>
    api.put<HeldGiftsAnswer>(`${BASE}/registry/shipping-preference`, body),
  release: ({ giftIds }: { giftIds?: number[] }): Promise<ReleaseHeldAnswer> =>
    api.post<ReleaseHeldAnswer>(`${BASE}/registry/held-gifts/release`, giftIds ? { gift_ids: giftIds } : {}),
  holdGift: ({ giftId }: { giftId: number }): Promise<HeldGiftsAnswer> =>
    api.post<HeldGiftsAnswer>(`${BASE}/registry/gift-tracker/${giftId}/hold`, {}),
};

/** Plain links (the browser downloads them with the session cookie): the tracker's CSV and a shipment's packing slip. */
export const TRACKER_CSV_URL = `${BASE}/registry/gift-tracker/export`;
export const packingSlipUrl = (shipmentId: number) => `${BASE}/registry/shipments/${shipmentId}/packing-slip`;
