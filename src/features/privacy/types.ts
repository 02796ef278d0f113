/** GET/PUT /web-api/v1/privacy/preferences. */
export interface PrivacyPreferences {
  do_not_sell_or_share: boolean;
  /** On the account (signed in) or in this browser's cookie (guests). */
  saved_to: 'account' | 'browser';
}
