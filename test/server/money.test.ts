import { formatCents } from '../../server/lib/money';

describe('formatCents (every amount the server writes: receipts, promo and checkout messages)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [795, '$7.95'],
    [10_000, '$100.00'],
    [123_450, '$1,234.50'],
    [100_000_000, '$1,000,000.00'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
