/** Track order and Returns share their lookup and return form: one chunk (see CheckoutPages.ts). */
export { default as OrderStatusPage } from './OrderStatusPage';
export { default as ReturnsPage } from './ReturnsPage';
