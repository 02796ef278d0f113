import { api } from '../../lib/http';
import type { PrivacyPreferences } from './types';

const PATH = '/web-api/v1/privacy/preferences';

/** The privacy endpoints of server/API.md ("Support and privacy"); nothing else in the domain talks HTTP. */
export const privacyApi = {
  fetchPrivacyPreferences: () => api.get<PrivacyPreferences>(PATH),
  savePrivacyPreferences: (doNotSellOrShare: boolean) => api.put<PrivacyPreferences>(PATH, { do_not_sell_or_share: doNotSellOrShare }),
};
