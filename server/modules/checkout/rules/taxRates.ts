/**
 * Sales tax by destination, in basis points (1% = 100). A simplified table: each state's rate plus
 * its average local rate (Tax Foundation's combined averages, rounded), one rate per state. A real
 * deployment would call a tax service per address; the interface (taxable cents + state) stays.
 * No sales tax: DE, MT, NH, OR; the territories other than Puerto Rico; military addresses.
 */
export const TAX_RATES_BPS: Readonly<Record<string, number>> = {
  AL: 929,
  AK: 176,
  AZ: 837,
  AR: 945,
  CA: 882,
  CO: 781,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 702,
  GA: 738,
  HI: 450,
  ID: 603,
  IL: 889,
  IN: 700,
  IA: 694,
  KS: 865,
  KY: 600,
  LA: 956,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 804,
  MS: 706,
  MO: 839,
  MT: 0,
  NE: 697,
  NV: 824,
  NH: 0,
  NJ: 660,
  NM: 763,
  NY: 853,
  NC: 700,
  ND: 704,
  OH: 724,
  OK: 899,
  OR: 0,
  PA: 634,
  RI: 700,
  SC: 749,
  SD: 611,
  TN: 955,
  TX: 820,
  UT: 725,
  VT: 636,
  VA: 577,
  WA: 938,
  WV: 655,
  WI: 570,
  WY: 544,
  PR: 1150,
  VI: 0,
  GU: 0,
  AS: 0,
  MP: 0,
  MH: 0,
  FM: 0,
  PW: 0,
  AA: 0,
  AE: 0,
  AP: 0,
};

/** Tax on an amount for a destination: integer cents, rounded half up; 0 without a known destination. */
export function taxCents(taxableCents: number, stateCode: string | null): { taxCents: number; rateBps: number } {
  const rateBps = (stateCode && TAX_RATES_BPS[stateCode]) || 0;
  if (taxableCents <= 0 || rateBps === 0) return { taxCents: 0, rateBps };
  return { taxCents: Math.floor((taxableCents * rateBps + 5000) / 10000), rateBps };
}
