import { api } from '../../lib/http';
import type { CreditAnswer, GiftExchangeAnswer } from '../../contracts/credit';
import type { CompletionAnswer } from '../../contracts/completionDiscount';

/** server/API.md "Store credit, exchange for credit and the completion discount"; nothing else in the domain talks HTTP. */
export const creditApi = {
  history: (): Promise<CreditAnswer> => api.get<CreditAnswer>('/website-nav/web-api/v1/user/credit'),
  exchange: ({ giftId }: { giftId: number }): Promise<GiftExchangeAnswer> =>
    api.post<GiftExchangeAnswer>(`/web-registry-api/v1/registry/gift-tracker/${giftId}/exchange`, {}),
  completion: (): Promise<CompletionAnswer> => api.get<CompletionAnswer>('/web-registry-api/v1/registry/completion-discount'),
};
