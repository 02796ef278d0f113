/**
 * The server's one way to write an amount of cents in a message, a receipt or a description:
 * US dollars, always with two decimals ('$100.00', '$1,234.50'). (The SPA drops '.00' of whole
 * amounts in prices, src/lib/money.ts; what the server writes, such as 'Spend $100.00 to use this
 * code.', keeps them.)
 */
export const formatCents = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
