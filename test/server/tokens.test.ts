import { safeEqual } from '../../server/lib/tokens';

describe('safeEqual (the CSRF check compares the header with the cookie)', () => {
  it.each([
    ['Wscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-K', 'Wscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-K', true],
    ['', '', true],
    ['Wscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-K', 'Wscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-L', false],
    ['Xscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-K', 'Wscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-K', false],
    ['Wscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-K', 'Wscfhp9kzXbs0kD1vbsnE0P_TXhqfQ-', false],
    ['abc', 'abcd', false],
    ['token', '', false],
    ['sauté', 'saute', false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(safeEqual(a, b)).toBe(expected);
    expect(safeEqual(b, a)).toBe(expected);
  });
});
