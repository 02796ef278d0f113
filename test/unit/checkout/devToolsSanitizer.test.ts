import { redactCardDetails } from '../../../src/app/devToolsSanitizer';
import { checkoutStarted } from '../../../src/features/checkout/checkoutEvents';
import { paymentIntentActions } from '../../../src/features/checkout/checkoutSlice';
import type { NewCard } from '../../../src/features/checkout/types';

const card: NewCard = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  cardholderName: 'Casey Guest',
  postalCode: '10001',
};
const masked = { ...card, number: '**** 4242', cvc: '***' };

describe('redactCardDetails (what Redux DevTools shows of an action)', () => {
  it('masks the number and security code of the card the checkout form submits, leaving the action itself alone', () => {
    const action = checkoutStarted({ email: 'casey@example.com', giverName: 'Casey', payment: { kind: 'new', card, saveCard: false } });
    const shown = redactCardDetails(action);
    expect(shown.payload.payment).toEqual({ kind: 'new', card: masked, saveCard: false });
    expect(shown.payload.email).toBe('casey@example.com');
    expect(action.payload.payment).toEqual({ kind: 'new', card, saveCard: false });
  });

  it.each([
    [
      'started',
      paymentIntentActions.started({ braintreeToken: 'tok', card, saveCard: true }),
      (a: { payload: unknown }) => (a.payload as { card: NewCard }).card,
    ],
    [
      'failed',
      paymentIntentActions.failed({ arg: { braintreeToken: 'tok', card, saveCard: true }, error: { message: 'Your card was declined.' } }),
      (a: { payload: unknown }) => (a.payload as { arg: { card: NewCard } }).arg.card,
    ],
  ])('masks the card in the payment intent request actions (%s)', (_name, action, cardOf) => {
    expect(cardOf(redactCardDetails(action))).toEqual(masked);
  });

  it('returns an action without a new card as it is (a saved card, a payment intent answer)', () => {
    const saved = checkoutStarted({ email: 'casey@example.com', giverName: 'Casey', payment: { kind: 'saved', creditCardId: 7 } });
    const answer = paymentIntentActions.succeeded({
      arg: { braintreeToken: 'tok', creditCardId: 7 },
      result: {
        paymentIntentId: 'pi_1',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
        status: 'requires_confirmation',
      },
    });
    expect(redactCardDetails(saved)).toBe(saved);
    expect(redactCardDetails(answer)).toBe(answer);
  });
});
