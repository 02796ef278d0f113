import { stateByCode, US_STATES } from './locations';

/**
 * A household's mailing address (issue 27): where the invitations go. Checked like the checkout's
 * shipping address (spec §5: required parts, a known state, the ZIP's format, a ZIP in another
 * state is a doubt the person may override), and beyond the US for every ISO 3166 country, with
 * the postal-code formats and the line order each country's post expects. Pure: the CSV import,
 * the couple's own edits and the guest's collection form all check with it, on the server and in
 * the SPA.
 */

export interface MailingAddress {
  address1: string;
  address2: string;
  city: string;
  /** A US state, Canadian province or Australian state as its code (NY, ON, NSW); elsewhere free text. */
  stateProvince: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, upper case (US, CA, GB). */
  country: string;
}

export type MailingAddressField = keyof MailingAddress;

export const ADDRESS_LIMITS = { address1: 100, address2: 100, city: 60, stateProvince: 60, postalCode: 12 } as const;

/** ISO 3166-1 alpha-2: every country and territory a letter can be sent to. Names come from Intl (English). */
const ISO_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'.split(
    ' ',
  );

let regionNames: Intl.DisplayNames | null = null;
/** The English name of a country code ('DE' → 'Germany'). */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  if (code === 'XK') return 'Kosovo';
  return regionNames.of(code) ?? code;
}

export interface Country {
  code: string;
  name: string;
}
let countryList: Country[] | null = null;
/** Every country, by name (the collection form's choices). */
export function countries(): Country[] {
  countryList ??= ISO_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countryList;
}

/** Lower case, no accents, letters and digits only: 'Côte d’Ivoire' → 'cotedivoire'. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Names people write that are not the ISO English name. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  unitedstatesofamerica: 'US',
  america: 'US',
  uk: 'GB',
  greatbritain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  northernireland: 'GB',
  czechrepublic: 'CZ',
  turkey: 'TR',
  ivorycoast: 'CI',
  korea: 'KR',
  republicofkorea: 'KR',
  holland: 'NL',
  thenetherlands: 'NL',
  swaziland: 'SZ',
  macedonia: 'MK',
  burma: 'MM',
  palestine: 'PS',
  vatican: 'VA',
  russianfederation: 'RU',
};

let countryByName: Map<string, string> | null = null;
/**
 * The ISO code of a country as people write it: a code ('de', 'GB', 'UK'), the English name in any
 * case and with or without accents ('germany', 'Cote d'Ivoire') or a common alias ('USA',
 * 'England'). Undefined when it is none of those.
 */
export function countryCode(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    if (upper === 'UK') return 'GB';
    return ISO_CODES.includes(upper) ? upper : undefined;
  }
  if (!countryByName) {
    countryByName = new Map(Object.entries(COUNTRY_ALIASES));
    for (const { code, name } of countries()) countryByName.set(fold(name), code);
  }
  return countryByName.get(fold(trimmed));
}

// Provinces and states where the post needs one (the US's from locations.ts, plus the military "states").

const CA_PROVINCES: ReadonlyArray<readonly [string, string]> = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];
const AU_STATES: ReadonlyArray<readonly [string, string]> = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
];
const US_EXTRA: ReadonlyArray<readonly [string, string]> = [
  ['MP', 'Northern Mariana Islands'],
  ['FM', 'Micronesia'],
  ['PW', 'Palau'],
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
];
const REGIONS: Record<string, ReadonlyArray<readonly [string, string]>> = {
  US: [...US_STATES.map((s) => [s.stateCode, s.name] as const), ['DC', 'District of Columbia'], ...US_EXTRA],
  CA: CA_PROVINCES,
  AU: AU_STATES,
};

/** The code of a US state, Canadian province or Australian state written as a code or a name ('new york' → 'NY'). */
export function regionCode(country: string, value: string): string | undefined {
  const regions = REGIONS[country];
  if (!regions) return undefined;
  const folded = fold(value);
  if (!folded) return undefined;
  for (const [code, name] of regions) if (fold(code) === folded || fold(name) === folded) return code;
  if (country === 'US' && folded === 'washingtondc') return 'DC';
  return undefined;
}

/** What each country's post calls the region and the postal code, for messages and form labels. */
export function addressLabels(country: string): { region: string; postalCode: string; regionRequired: boolean } {
  if (country === 'US') return { region: 'State', postalCode: 'ZIP code', regionRequired: true };
  if (country === 'CA') return { region: 'Province', postalCode: 'Postal code', regionRequired: true };
  if (country === 'AU') return { region: 'State', postalCode: 'Postcode', regionRequired: true };
  if (country === 'GB') return { region: 'County', postalCode: 'Postcode', regionRequired: false };
  return { region: 'State / province / region', postalCode: 'Postal code', regionRequired: false };
}

/** Postal-code formats of the countries most weddings mail to; elsewhere letters, digits, spaces and hyphens. */
const POSTAL_FORMATS: Record<string, { pattern: RegExp; example: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '12345 or 12345-6789' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, example: 'K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, example: 'SW1A 1AA' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  MX: { pattern: /^\d{5}$/, example: '06600' },
  NL: { pattern: /^\d{4} [A-Z]{2}$/, example: '1011 AB' },
  IE: { pattern: /^[A-Z]\d[\dW] [A-Z\d]{4}$/, example: 'D02 X285' },
  IN: { pattern: /^\d{6}$/, example: '110001' },
  JP: { pattern: /^\d{3}-\d{4}$/, example: '100-0001' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
};
const GENERIC_POSTAL = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$|^[A-Z0-9]$/;

/** 12345, or ZIP+4 written 12345-6789, 12345 6789 or 123456789 (as checkout's rules take it). */
const US_ZIP = /^(\d{5})(?:[-\s]?(\d{4}))?$/;

/** Upper case and the space where the post puts it (k1a0b1 → K1A 0B1, sw1a1aa → SW1A 1AA, 1011ab → 1011 AB). */
function tidyPostalCode(country: string, value: string): string {
  const upper = value.toUpperCase().replace(/\s+/g, ' ').trim();
  if (country === 'US') {
    const zip = US_ZIP.exec(upper);
    return zip ? (zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]!) : upper;
  }
  const compact = upper.replace(/\s/g, '');
  if (country === 'CA' && /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'GB' && /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)) return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (country === 'NL' && /^\d{4}[A-Z]{2}$/.test(compact)) return `${compact.slice(0, 4)} ${compact.slice(4)}`;
  if (country === 'IE' && /^[A-Z]\d[\dW][A-Z\d]{4}$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'JP' && /^\d{7}$/.test(compact)) return `${compact.slice(0, 3)}-${compact.slice(3)}`;
  return upper;
}

const tidy = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** What a person typed, each part optional (a country name or code; empty means the United States). */
export type MailingAddressInput = Partial<Record<MailingAddressField, string | null>>;

export type AddressCheck =
  | { ok: true; address: MailingAddress }
  /** Every field's problem, in plain words ("Please enter a city."). */
  | { ok: false; fields: Partial<Record<MailingAddressField, string>> }
  /** Well-formed but unlikely (a ZIP in another state, a ZIP nobody has): shown, and may be kept as entered. */
  | { ok: 'doubtful'; address: MailingAddress; userMessage: string };

export interface AddressCheckOptions {
  /** The state owning a US ZIP, or null for a ZIP not in use (the server passes checkout's USPS table). */
  stateForZip?: (zip: string) => string | null;
}

/** Whether any part of the address was filled in (an empty address is "missing", not wrong). */
export const hasAnyAddress = (input: MailingAddressInput): boolean =>
  (['address1', 'address2', 'city', 'stateProvince', 'postalCode'] as const).some((f) => tidy(input[f]) !== '');

/**
 * Checks a mailing address and tidies it (spaces, upper-case codes, a ZIP+4's hyphen, a state or
 * province name turned into its code, the country into its ISO code). The country defaults to the
 * United States. US: street, city, state and ZIP are required, and a ZIP that belongs to another
 * state (or to none) is a doubt, as at checkout. Canada and Australia: a province/state and a
 * postcode of their format. Elsewhere: street, city and country, a postal code where the country
 * uses one in a known format, and the region as written.
 */
export function checkMailingAddress(input: MailingAddressInput, options: AddressCheckOptions = {}): AddressCheck {
  const fields: Partial<Record<MailingAddressField, string>> = {};
  const countryText = tidy(input.country);
  const country = countryText ? countryCode(countryText) : 'US';
  if (!country) fields.country = `We do not know the country “${countryText}”. Please choose one from the list.`;
  const code = country ?? 'US';
  const labels = addressLabels(code);
  const postalWord = labels.postalCode.startsWith('ZIP') ? labels.postalCode : labels.postalCode.toLowerCase();

  const rawRegion = tidy(input.stateProvince);
  const region = REGIONS[code] ? (regionCode(code, rawRegion) ?? rawRegion.toUpperCase()) : rawRegion;
  const address: MailingAddress = {
    address1: tidy(input.address1),
    address2: tidy(input.address2),
    city: tidy(input.city),
    stateProvince: region,
    postalCode: tidyPostalCode(code, tidy(input.postalCode)),
    country: code,
  };

  for (const field of ['address1', 'address2', 'city', 'stateProvince', 'postalCode'] as const) {
    if (address[field].length > ADDRESS_LIMITS[field])
      fields[field] = `${FIELD_NAMES[field]} can be at most ${ADDRESS_LIMITS[field]} characters.`;
  }
  if (!address.address1) fields.address1 ??= 'Please enter a street address.';
  if (!address.city) fields.city ??= 'Please enter a city.';
  if (REGIONS[code] && !regionCode(code, rawRegion))
    fields.stateProvince ??= rawRegion
      ? `“${rawRegion}” is not a ${labels.region.toLowerCase()} of ${inCountry(code)}.`
      : `Please choose a ${labels.region.toLowerCase()}.`;

  const format = POSTAL_FORMATS[code];
  if (!address.postalCode) {
    if (format) fields.postalCode ??= `Please enter a ${postalWord}.`;
  } else if (format ? !format.pattern.test(address.postalCode) : !GENERIC_POSTAL.test(address.postalCode)) {
    fields.postalCode ??= format
      ? `“${address.postalCode}” is not a ${postalWord} of ${inCountry(code)} (for example ${format.example}).`
      : `“${address.postalCode}” is not a postal code (letters, digits, spaces and hyphens).`;
  }
  if (Object.keys(fields).length) return { ok: false, fields };

  if (code === 'US' && options.stateForZip) {
    const zip5 = address.postalCode.slice(0, 5);
    const owner = options.stateForZip(zip5);
    if (!owner)
      return {
        ok: 'doubtful',
        address,
        userMessage: `We could not find ZIP code ${zip5}. Please check the address, or keep it as entered.`,
      };
    if (owner !== address.stateProvince)
      return {
        ok: 'doubtful',
        address,
        userMessage: `ZIP code ${zip5} is in ${usRegionName(owner)}, not ${usRegionName(address.stateProvince)}. Please check the address, or keep it as entered.`,
      };
  }
  return { ok: true, address };
}

/** 'the United States', 'France': a country's name inside a sentence. */
const inCountry = (code: string) =>
  ['US', 'GB', 'NL', 'AE', 'PH', 'BS', 'GM'].includes(code) ? `the ${countryName(code)}` : countryName(code);

const usRegionName = (code: string) => REGIONS.US!.find(([c]) => c === code)?.[1] ?? stateByCode(code)?.name ?? code;

const FIELD_NAMES: Record<MailingAddressField, string> = {
  address1: 'Street addresses',
  address2: 'Address line 2',
  city: 'City names',
  stateProvince: 'States and provinces',
  postalCode: 'Postal codes',
  country: 'Countries',
};

/** Countries whose post writes the postal code before the town ("10115 Berlin"). */
const POSTAL_CODE_FIRST = new Set([
  'AT',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GR',
  'IS',
  'IT',
  'LU',
  'MX',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'SK',
]);

/**
 * The address as lines on an envelope, in the destination's order: US "City, ST 12345"; Canada
 * "City ON K1A 0B1"; UK town and postcode on lines of their own; Australia "CITY NSW 2000"; much
 * of Europe and Mexico "10115 Berlin"; elsewhere "City Region Postcode". The country's name ends
 * the address in capitals unless it is the sender's own (`fromCountry`, the US by default).
 */
export function addressLines(address: MailingAddress, fromCountry = 'US'): string[] {
  const lines = [address.address1];
  if (address.address2) lines.push(address.address2);
  const { city, stateProvince: region, postalCode: postal, country } = address;
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  if (country === 'US') lines.push(`${city}, ${join(region, postal)}`);
  else if (country === 'CA') lines.push(join(city, region, postal));
  else if (country === 'AU') lines.push(join(city.toUpperCase(), region, postal));
  else if (country === 'GB') {
    lines.push(city.toUpperCase());
    if (region) lines.push(region);
    if (postal) lines.push(postal);
  } else if (POSTAL_CODE_FIRST.has(country)) {
    lines.push(join(postal, city));
    if (region) lines.push(region);
  } else lines.push(join(city, region, postal));
  if (country !== fromCountry) lines.push(countryName(country).toUpperCase());
  return lines.filter((line) => line.trim() !== '');
}
