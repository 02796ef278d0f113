/** What the registry domain's loader brings of group gifting (src/app/lazyDomains.ts), in one chunk. */
export { groupGiftsReducer } from './groupGiftsSlice';
export { groupGiftsSagas } from './groupGiftsSagas';
