import { api } from '../../lib/http';
import type { PrivacyPreferences } from './types';

const PATH = '/web-api/v1/privacy/preferences';

export const fetchPrivacyPreferences = () => api.get<PrivacyPreferences>(PATH);
export const savePrivacyPreferences = (doNotSellOrShare: boolean) => api.put<PrivacyPreferences>(PATH, { do_not_sell_or_share: doNotSellOrShare });
