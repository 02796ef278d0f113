/** GET/PUT /web-api/v1/privacy/preferences: declared once, in src/contracts/privacy.ts. */
export type { PrivacyPreferences } from '../../contracts/privacy';
