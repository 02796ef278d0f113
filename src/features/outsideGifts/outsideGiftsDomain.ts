/** What the registry domain's loader brings of gifts from other stores (src/app/lazyDomains.ts), in one chunk. */
export { outsideGiftsReducer } from './outsideGiftsSlice';
export { outsideGiftsSagas } from './outsideGiftsSagas';
