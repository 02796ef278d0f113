/**
 * The buying pages in one chunk: a cart leads to checkout and checkout to the confirmation, and
 * every lazy chunk costs the first load an entry in webpack's chunk maps (README, `npm run size`).
 */
export { default as CartPage } from './CartPage';
export { default as CheckoutPage } from './CheckoutPage';
export { default as ConfirmationPage } from './ConfirmationPage';
