import { EXPERIMENT_KEYS, EXPERIMENT_WEIGHTS, type ExperimentKey, type VariationKey } from '../../config/experiments';
import { FLAG_NAMES, type FlagName } from '../../config/flags';

/**
 * The registry of spec §9's experiments and flags: for each key, what every variation does and
 * what counts as its conversion. The weights (config/experiments.ts) decide who sees what; this
 * file says what they see and how it is measured. A test checks every key is described here.
 *
 * Measurement (spec §4): a session's first view of an experiment is its exposure (one row per
 * experiment and experiment session, server/modules/experiments); a conversion is one of the
 * experiment's conversion events happening later in the same session. The report divides the two
 * per variation. The wire schemas are in experimentsApi.ts (zod stays out of the SPA's first load).
 */

/** What the SPA (or the server) reports as having happened; each experiment converts on some of them. */
export const CONVERSION_EVENTS = [
  'setup_completed',
  'holiday_collection_add',
  'order_placed',
  'vendor_search_results_visited',
  'vendor_inquiry_sent',
] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

/** What converts each experiment (EXPERIMENTS below says it in words). Apart, so the SPA's first load carries no prose. */
export const EXPERIMENT_CONVERSIONS: Record<ExperimentKey, readonly ConversionEvent[]> = {
  'hdyhau-subway': ['setup_completed'],
  'holiday-shops': ['holiday_collection_add'],
  'marketplace-clp-lp-links-to-srp-v2': ['vendor_search_results_visited', 'vendor_inquiry_sent'],
  'checkout-better-hierarchy-v2': ['order_placed'],
  'logrocket-checkout': ['order_placed'],
};

export interface ExperimentDoc {
  key: ExperimentKey;
  summary: string;
  /** Where the experiment is shown, which is where its exposure is recorded. */
  exposure: string;
  variations: Partial<Record<VariationKey, string>>;
  conversion: { events: readonly ConversionEvent[]; description: string };
}

export const EXPERIMENTS: Record<ExperimentKey, ExperimentDoc> = {
  'hdyhau-subway': {
    key: 'hdyhau-subway',
    summary: 'A "how did you hear about us" step in the guided start; the answer is stored on the wedding (weddings.heard_about_us).',
    exposure: 'The guided start (/wedding/setup) is opened by a couple member.',
    variations: {
      'TEST-0': 'Control: the guided start without the "how did you hear about us" step.',
      'TEST-1': 'The guided start asks "How did you hear about us?" (skippable) and stores the answer per wedding.',
    },
    conversion: {
      events: EXPERIMENT_CONVERSIONS['hdyhau-subway'],
      description: 'The couple finishes the guided start (weddings.setup_completed_at is set).',
    },
  },
  'holiday-shops': {
    key: 'holiday-shops',
    summary: "The holiday shop collections on the shop index and the home page, in season (Nov 1 – Dec 31, the visitor's local date).",
    exposure: 'The shop index or the home page is shown in season.',
    variations: {
      'TEST-0': 'Control: no holiday shops block.',
      'TEST-1': 'A "Holiday shops" block linking the holiday collections (HOLIDAY_SHOPS) on the shop index and the home page.',
    },
    conversion: {
      events: EXPERIMENT_CONVERSIONS['holiday-shops'],
      description: 'An item is added to the cart or a registry after a holiday collection was opened in the same session.',
    },
  },
  'marketplace-clp-lp-links-to-srp-v2': {
    key: 'marketplace-clp-lp-links-to-srp-v2',
    summary: 'Where the marketplace links of the navigation, home page and footer go (spec §6).',
    exposure: 'A signed-in visitor on a desktop-width screen sees the navigation.',
    variations: {
      'TEST-0': 'Control: the links open the vendors explore page (/wedding-vendors).',
      'TEST-1': 'Same as control (a second control arm, to check the split).',
      'TEST-2': "The links open vendor search results for the visitor's location.",
    },
    conversion: {
      events: EXPERIMENT_CONVERSIONS['marketplace-clp-lp-links-to-srp-v2'],
      description: 'Vendor search results are visited, or an inquiry is sent to a vendor.',
    },
  },
  'checkout-better-hierarchy-v2': {
    key: 'checkout-better-hierarchy-v2',
    summary: "The checkout page's order of sections.",
    exposure: 'The checkout page is shown with a non-empty cart.',
    variations: {
      'TEST-0': 'Control: contact, shipping, delivery, items, discounts, payment.',
      'TEST-1':
        'Alternative hierarchy: items first (what is being bought), then contact, shipping, delivery, payment, and discounts last beside the total.',
    },
    conversion: { events: EXPERIMENT_CONVERSIONS['checkout-better-hierarchy-v2'], description: 'An order is placed.' },
  },
  'logrocket-checkout': {
    key: 'logrocket-checkout',
    summary: 'Client error and timing reports from the checkout, sent only to our own POST /api/v0/log/{id}, scrubbed of card data.',
    exposure: 'The checkout page is shown with a non-empty cart.',
    variations: {
      NOT_IN_TEST: 'No checkout reports beyond the failure log every checkout sends.',
      TEST: 'Checkout reports: page ready time, submit-to-answer time, client errors on the page; scrubbed, at most 10 per page visit.',
    },
    conversion: {
      events: EXPERIMENT_CONVERSIONS['logrocket-checkout'],
      description: 'An order is placed (to check the reports cost no orders).',
    },
  },
};

export interface FlagDoc {
  name: FlagName;
  effect: string;
  /** Where the flag is read. */
  readBy: 'server' | 'spa';
}

export const FLAGS: Record<FlagName, FlagDoc> = {
  datadog: {
    name: 'datadog',
    effect: 'GET /api/v0/metrics answers the request metrics (Prometheus text) to a bearer METRICS_TOKEN or a staff session; off: 404.',
    readBy: 'server',
  },
  giftImportBrandExtraction: {
    name: 'giftImportBrandExtraction',
    effect:
      'POST /registryCollection/external-product/import answers the brand read from the store page (readPageBrand: JSON-LD brand.name, og:brand, product:brand); the add form fills its Brand field with it and the gift shows it. Off: brand is null (the couple may type one).',
    readBy: 'server',
  },
  pushSignupIntoCustomization: {
    name: 'pushSignupIntoCustomization',
    effect:
      'A signed-out guest customising paper is asked to sign up at their first save (the signupToSave modal, once a visit; the card is already saved in their browser session and becomes the account\'s at sign-up or log-in). Off: no prompt; the customiser says "Saved in this browser only" with sign-up and log-in links.',
    readBy: 'spa',
  },
  debugPaymentIntents: {
    name: 'debugPaymentIntents',
    effect:
      'The payment module logs each payment intent it creates (id, cart, provider, brand, saved card or not, status; never the number, CVV, expiry or last 4) through the request logger; never in production (APP_ENV or NODE_ENV).',
    readBy: 'server',
  },
};

/** The holiday shops (holiday-shops TEST-1): collections the seed creates (server/db/seed/catalogData.ts). */
export const HOLIDAY_SHOPS = [
  { slug: 'holiday-hosting', name: 'Holiday Hosting', text: "Serveware and linens for the season's dinners." },
  { slug: 'winter-warmers', name: 'Winter Warmers', text: 'Throws, mugs and slow-morning comforts.' },
  { slug: 'under-50', name: 'Gifts under $50', text: 'Thoughtful gifts that are easy on the budget.' },
] as const;

/**
 * Holiday season: November 1 to December 31 of the visitor's local calendar (the date's local
 * year, month and day; no time-zone arithmetic: a Date in the browser is read in its own zone).
 */
export function isHolidaySeason(date: { getMonth(): number }): boolean {
  const month = date.getMonth();
  return month === 10 || month === 11;
}

/** Spec §4: this cookie (set by automated tests) forces NOT_IN_TEST; the server then records nothing. */
export const AUTOMATED_TEST_COOKIE = 'confetti_automated_test';

/** The variations an experiment can assign (positive weight), in the registry's order. */
export const experimentVariations = (key: ExperimentKey): VariationKey[] =>
  (Object.entries(EXPERIMENT_WEIGHTS[key]) as Array<[VariationKey, number]>).filter(([, w]) => w > 0).map(([v]) => v);

/** The experiments that convert on an event. */
export const experimentsConvertingOn = (event: ConversionEvent): ExperimentKey[] =>
  EXPERIMENT_KEYS.filter((key) => EXPERIMENT_CONVERSIONS[key].includes(event));

export { EXPERIMENT_KEYS, FLAG_NAMES };
export type { ExperimentKey, VariationKey, FlagName };
