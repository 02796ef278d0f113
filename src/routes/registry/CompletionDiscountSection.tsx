import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addToCartRequested } from '../../features/cart/cartEvents';
import { CompletionDiscountPanel } from '../../features/credit/components/CompletionDiscountPanel';
import { completionRequested } from '../../features/credit/creditEvents';
import { selectCompletion } from '../../features/credit/creditSelectors';

/** The post-wedding shop's completion discount, for a signed-in couple (issue 26). */
export function CompletionDiscountSection() {
  const dispatch = useAppDispatch();
  const { answer } = useAppSelector(selectCompletion);
  useEffect(() => {
    dispatch(completionRequested());
  }, [dispatch]);
  // Not a couple's registry (a 404), or still loading: the shop shows without the section.
  if (!answer) return null;
  return <CompletionDiscountPanel answer={answer} onAdd={(item) => dispatch(addToCartRequested({ skuId: item.sku_id, quantity: 1 }))} />;
}
