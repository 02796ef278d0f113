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
  ['/wedding-planning/digital-save-the-date', 'DIGITAL_SAVE_THE_DATE'],
  ['/wedding-planning/paper', 'INVITATIONS'],
  ['/wedding-invitations', 'INVITATIONS'],
  ['/wedding-planning/save-the-date', 'INVITATIONS'],
  ['/wedding-planning/thank-you-cards', 'INVITATIONS'],
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
