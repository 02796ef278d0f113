import { api } from '../../lib/http';
import type { ImportProductAnswer, ImportProductBody, MarkPurchaseAnswer, MarkPurchaseInput } from '../../contracts/outsideGifts';

const BASE = '/web-registry-api/v1';

/** A guest's mark: which registry (its key) and gift, and the dialog's fields. */
export interface MarkArg {
  registryKey: string;
  itemId: number;
  body: MarkPurchaseInput;
}

/** server/API.md "Gifts from other stores"; nothing else in the domain talks HTTP. */
export const outsideGiftsApi = {
  markPurchased: ({ registryKey, itemId, body }: MarkArg): Promise<MarkPurchaseAnswer> =>
    api.post<MarkPurchaseAnswer>(`${BASE}/registry/public/${encodeURIComponent(registryKey)}/items/${itemId}/purchases`, body),
  importProduct: (url: string): Promise<ImportProductAnswer> =>
    api.post<ImportProductAnswer>(`${BASE}/registryCollection/external-product/import`, { url } satisfies ImportProductBody),
};
