import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { GiftExchange } from '../../features/credit/components/GiftExchange';
import { giftExchangeRequested } from '../../features/credit/creditEvents';
import { selectGiftExchange } from '../../features/credit/creditSelectors';
import type { Gift } from '../../features/registry/types';

/** The gift tracker's 'Exchange for credit' for one gift (a product bought through checkout). */
export function GiftExchangeControl({ gift, title }: { gift: Gift; title: string }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectGiftExchange(gift.id));
  if (!gift.credit_exchange) return null;
  return (
    <GiftExchange
      title={title}
      exchange={gift.credit_exchange}
      request={request}
      onExchange={() => dispatch(giftExchangeRequested({ giftId: gift.id }))}
    />
  );
}
