/**
 * US address rules for checkout: the states, DC, the territories and the military "states" that
 * USPS delivers to, and which of them owns a ZIP code (USPS 3-digit prefixes, with the 5-digit
 * splits of 969 between Guam and the Pacific island territories).
 */
import type { CheckedAddress } from '../../../../src/contracts/checkout';

export const US_STATE_CODES: ReadonlyMap<string, string> = new Map([
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MH', 'Marshall Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
  ['MP', 'Northern Mariana Islands'],
  ['FM', 'Micronesia'],
  ['PW', 'Palau'],
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
]);

const TERRITORIES = new Set(['AS', 'GU', 'MH', 'PR', 'VI', 'MP', 'FM', 'PW']);
const MILITARY = new Set(['AA', 'AE', 'AP']);

/** [first prefix, last prefix, state] — USPS 3-digit ZIP prefixes. */
const PREFIX_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 98, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** Prefixes USPS has not assigned (inside the ranges above). */
const UNASSIGNED = new Set([
  213, 269, 343, 345, 348, 353, 419, 428, 429, 517, 518, 519, 529, 533, 536, 552, 568, 578, 579, 589, 621, 632, 642, 643, 659, 663, 682,
  694, 695, 696, 697, 698, 699, 709, 715, 732, 742, 771, 817, 818, 819, 839, 848, 849, 854, 858, 861, 862, 866, 867, 868, 869, 876, 886,
  887, 888, 892, 896, 899, 909, 929, 987,
]);

/** 969xx is shared by Guam and the Pacific territories; 96799 is American Samoa (inside Hawaii's 967). */
const FIVE_DIGIT: ReadonlyArray<readonly [number, number, string]> = [
  [96799, 96799, 'AS'],
  [96910, 96932, 'GU'],
  [96939, 96940, 'PW'],
  [96941, 96944, 'FM'],
  [96950, 96952, 'MP'],
  [96960, 96960, 'MH'],
  [96970, 96970, 'MH'],
];

/** 12345, or ZIP+4 written 12345-6789, 12345 6789 or 123456789. */
const ZIP_FORMAT = /^(\d{5})(?:[-\s]?(\d{4}))?$/;

/** The state, DC, territory or military code owning a ZIP (or ZIP+4), or null for an unknown ZIP. */
export function stateForZip(zip: string): string | null {
  const match = ZIP_FORMAT.exec(zip.trim());
  if (!match) return null;
  const five = Number(match[1]);
  for (const [from, to, code] of FIVE_DIGIT) if (five >= from && five <= to) return code;
  const prefix = Math.floor(five / 100);
  if (prefix === 969 || UNASSIGNED.has(prefix)) return null;
  for (const [from, to, code] of PREFIX_RANGES) if (prefix >= from && prefix <= to) return code;
  return null;
}

export const isHawaiiOrAlaska = (code: string | null | undefined) => code === 'HI' || code === 'AK';
export const isTerritory = (code: string | null | undefined) => !!code && TERRITORIES.has(code);

/** The shipping region a product's shippingRestrictions name (spec §5: US_ALASKA_AND_HAWAII). */
export function shippingRegion(code: string): 'US_CONTIGUOUS' | 'US_ALASKA_AND_HAWAII' | 'US_TERRITORIES' | 'US_MILITARY' {
  if (isHawaiiOrAlaska(code)) return 'US_ALASKA_AND_HAWAII';
  if (TERRITORIES.has(code)) return 'US_TERRITORIES';
  if (MILITARY.has(code)) return 'US_MILITARY';
  return 'US_CONTIGUOUS';
}

export type AddressInput = { name: string; address1: string; address2?: string | null; city: string; stateCode: string; zipCode: string };
export type AddressCheck =
  | { ok: true; address: CheckedAddress }
  | { ok: false; fields: Partial<Record<keyof AddressInput, string>> }
  | { ok: 'doubtful'; address: CheckedAddress; userMessage: string };

const tidy = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');

/**
 * Checks a US address: required parts, a known state code, the ZIP's format, and whether the ZIP
 * belongs to that state. A mismatch or an unknown ZIP is doubtful, not wrong: the buyer may know
 * better (new developments, PO boxes across a state line) and can confirm it as entered.
 */
export function checkUsAddress(input: AddressInput): AddressCheck {
  const zipMatch = ZIP_FORMAT.exec(tidy(input.zipCode));
  const address: CheckedAddress = {
    name: tidy(input.name),
    address1: tidy(input.address1),
    address2: tidy(input.address2) || null,
    city: tidy(input.city),
    stateCode: tidy(input.stateCode).toUpperCase(),
    zipCode: zipMatch ? (zipMatch[2] ? `${zipMatch[1]}-${zipMatch[2]}` : zipMatch[1]!) : tidy(input.zipCode),
  };
  const fields: Partial<Record<keyof AddressInput, string>> = {};
  if (!address.name) fields.name = "Please enter the recipient's name.";
  if (!address.address1) fields.address1 = 'Please enter a street address.';
  if (!address.city) fields.city = 'Please enter a city.';
  if (!US_STATE_CODES.has(address.stateCode)) fields.stateCode = 'Please choose a state.';
  if (!zipMatch) fields.zipCode = 'Please enter a 5-digit ZIP code.';
  if (Object.keys(fields).length) return { ok: false, fields };

  const zip5 = zipMatch![1]!;
  const owner = stateForZip(zip5);
  if (!owner) {
    return {
      ok: 'doubtful',
      address,
      userMessage: `We could not find ZIP code ${zip5}. Please check your address, or continue with it as entered.`,
    };
  }
  if (owner !== address.stateCode) {
    return {
      ok: 'doubtful',
      address,
      userMessage: `ZIP code ${zip5} is in ${US_STATE_CODES.get(owner)}, not ${US_STATE_CODES.get(address.stateCode)}. Please check your address, or continue with it as entered.`,
    };
  }
  return { ok: true, address };
}
