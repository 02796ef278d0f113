import { isAddOf, isOutOfStock, maxLineQuantity, outOfStockItems, unavailableMessage } from '../../src/features/cart/cartRules';
import { isRetryable } from '../../src/features/checkout/checkoutSagas';
import { uuidV4 } from '../../src/lib/uuid';
import { parseDollars } from '../../src/lib/money';
import { cart, cartItem } from '../setup/commerceFixtures';

describe('out of stock (spec §4: case-insensitive)', () => {
  it.each([
    ['OUT_OF_STOCK', true],
    ['out_of_stock', true],
    ['Out_Of_Stock', true],
    ['LOW_STOCK', false],
    ['IN_STOCK', false],
  ])('%s → %s', (stockStatus, expected) => {
    expect(isOutOfStock({ availability: { stockStatus: stockStatus as 'IN_STOCK', availableQuantity: 0 } })).toBe(expected);
  });

  it('picks the out-of-stock items of a cart', () => {
    const gone = cartItem(2, { availability: { stockStatus: 'OUT_OF_STOCK', availableQuantity: 0 } });
    expect(outOfStockItems(cart([cartItem(1), gone, cartItem(3)]))).toEqual([gone]);
  });
});

describe('messages', () => {
  it.each([
    [['Glass vase'], 'Glass vase is out of stock and was removed from your cart'],
    [['Glass vase', 'Lamp'], 'Glass vase and Lamp are out of stock and were removed from your cart'],
    [['A', 'B', 'C'], 'A, B and C are out of stock and were removed from your cart'],
  ])('%j → %s', (names, text) => {
    expect(unavailableMessage(names)).toBe(text);
  });
});

describe('line quantity limits', () => {
  it.each([
    [{ quantity: 1, availability: { stockStatus: 'IN_STOCK' as const, availableQuantity: 200 }, remainingQuantity: null }, 99],
    [{ quantity: 1, availability: { stockStatus: 'LOW_STOCK' as const, availableQuantity: 3 }, remainingQuantity: null }, 3],
    [{ quantity: 1, availability: { stockStatus: 'IN_STOCK' as const, availableQuantity: 20 }, remainingQuantity: 2 }, 2],
    // Never below what is already in the cart (the server caps and says so).
    [{ quantity: 4, availability: { stockStatus: 'LOW_STOCK' as const, availableQuantity: 2 }, remainingQuantity: null }, 4],
  ])('%j → %i', (item, max) => {
    expect(maxLineQuantity(item)).toBe(max);
  });

  it('knows which SKU an add was for', () => {
    expect(isAddOf({ skuId: 5, quantity: 1 }, 5)).toBe(true);
    expect(isAddOf({ skuId: 5, quantity: 1 }, 6)).toBe(false);
    expect(isAddOf({ registryItemId: 5, amountCents: 100 }, 5)).toBe(false);
    expect(isAddOf(null, 5)).toBe(false);
  });
});

describe('checkout retries with the same Idempotency-Key', () => {
  it.each([
    [{ message: 'An error has occurred' }, true],
    [{ message: 'Bad gateway', status: 502 }, true],
    [{ message: 'This checkout is still being processed. Please wait a moment.', status: 409, code: 'idempotency.in_progress' }, true],
    [{ message: 'Your card was declined.', status: 402, code: 'payment.declined' }, false],
    [{ message: 'Sorry, Lamp just sold out.', status: 409, code: 'checkout.out_of_stock' }, false],
    [{ message: 'An error has occurred', status: 500 }, false],
  ])('%j → %s', (error, retry) => {
    expect(isRetryable(error)).toBe(retry);
  });
});

describe('uuidV4', () => {
  it('is a version 4 UUID made of the random bytes', () => {
    const bytes = (b: Uint8Array) => b.map((_, i) => i * 17);
    expect(uuidV4(bytes)).toBe('00112233-4455-4677-8899-aabbccddeeff');
    expect(uuidV4()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV4()).not.toBe(uuidV4());
  });
});

describe('parseDollars (a cash-fund amount typed by a guest)', () => {
  it.each([
    ['25', 2500],
    ['$25.50', 2550],
    [' 1,000 ', 100000],
    ['0.5', 50],
    ['25.555', null],
    ['abc', null],
    ['', null],
    ['-5', null],
  ])('%j → %s', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });
});
