/** Spec §3 business units. */
export type BusinessUnit =
  | 'BUDGET_TOOL'
  | 'COMMUNITY'
  | 'DIGITAL_SAVE_THE_DATE'
  | 'INSPIRATION'
  | 'INVITATIONS'
  | 'MARKETPLACE'
  | 'MARKETPLACE_VENDORS'
  | 'PHOTOBOOK'
  | 'SEATING_CHART'
  | 'STORE'
  | 'WEDDING_REGISTRY'
  | 'WEDDINGS';

export interface PageFlags {
  /** The page is served on the home-store host. */
  isStoreHost?: boolean;
  /** The page is a digital save-the-date page. */
  isDigitalSaveTheDate?: boolean;
}

/** Path prefixes in priority order (more specific first). */
const PREFIXES: ReadonlyArray<[string, BusinessUnit]> = [
  ['/wedding-planning/digital/save-the-date', 'DIGITAL_SAVE_THE_DATE'],
  // Spec §1: invitations are the paper paths (spec §2's planning routes for paper).
  ['/wedding-planning/paper', 'INVITATIONS'],
  ['/wedding-planning/universal', 'INVITATIONS'],
  ['/wedding-planning/invitations', 'INVITATIONS'],
  ['/wedding-planning/save-the-date', 'INVITATIONS'],
  ['/wedding-planning/change-the-date', 'INVITATIONS'],
  ['/wedding-planning/projects', 'INVITATIONS'],
  ['/wedding-planning/thank-you-cards', 'INVITATIONS'],
  ['/wedding-planning/menus', 'INVITATIONS'],
  ['/wedding-planning/enclosures', 'INVITATIONS'],
  ['/wedding-planning/place-cards', 'INVITATIONS'],
  ['/wedding-planning/holiday-cards', 'INVITATIONS'],
  ['/wedding-planning/programs', 'INVITATIONS'],
  ['/wedding-planning/bridal-shower', 'INVITATIONS'],
  ['/wedding-planning/suites', 'INVITATIONS'],
  ['/wedding-invitations', 'INVITATIONS'],
  ['/universal', 'INVITATIONS'],
  ['/cards', 'INVITATIONS'],
  ['/wedding-planning/seating-chart', 'SEATING_CHART'],
  ['/wedding-budget', 'BUDGET_TOOL'],
  ['/wedding-albums', 'PHOTOBOOK'],
  ['/inspiration/onboard', 'MARKETPLACE'],
  ['/wedding-vendors', 'MARKETPLACE'],
  ['/inspiration', 'INSPIRATION'],
  ['/inspire', 'INSPIRATION'],
  ['/community', 'COMMUNITY'],
  ['/wedding-planning', 'WEDDINGS'],
  ['/wedding/', 'WEDDINGS'],
];

const matches = (path: string, prefix: string) =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

/** Spec §1: the business unit inferred from the path and page flags; default wedding-registry. */
export function inferBusinessUnit(pathname: string, flags: PageFlags = {}): BusinessUnit {
  if (flags.isStoreHost) return 'STORE';
  if (flags.isDigitalSaveTheDate) return 'DIGITAL_SAVE_THE_DATE';
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  for (const [prefix, unit] of PREFIXES) if (matches(path, prefix)) return unit;
  return 'WEDDING_REGISTRY';
}
