// Apart from the validator (returnTo.ts): the first load links with these names and needs no more.

/** The query parameter carrying a return path (`/account/login?returnTo=%2Fcart`). */
export const RETURN_TO_PARAM = 'returnTo';

/** Where a signed-in couple lands without a return path: their dashboard. */
export const HOME_AFTER_LOG_IN = '/wedding-planning/dashboard';
