import { guestCollectSagas } from './guestCollectSagas';
import { guestCollectReducer } from './guestCollectSlice';
import { guestIoSagas } from './guestIoSagas';
import { guestIoReducer } from './guestIoSlice';

/** The guestIo lazy domain's code in one chunk (lazyDomains.ts loads it with one import). */
export const guestIoDomainCode = {
  reducers: { guestIo: guestIoReducer, guestCollect: guestCollectReducer },
  sagas: [guestIoSagas, guestCollectSagas],
};
