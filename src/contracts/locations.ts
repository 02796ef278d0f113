/**
 * US states and territories (spec §3) and location formatting (spec §5). Pure and DOM-free:
 * the server's vendor module and seed import this same list, so slugs agree everywhere.
 */
export interface UsState {
  name: string;
  stateCode: string;
  slug: string;
}

const STATE_ROWS: Array<[string, string]> = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
  ['Washington DC', 'DC'],
  ['American Samoa', 'AS'],
  ['Guam', 'GU'],
  ['Marshall Islands', 'MH'],
  ['Puerto Rico', 'PR'],
  ['US Virgin Islands', 'VI'],
];

export const slugifyLocation = (value: string): string =>
  value
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** All 50 states, DC (slug washington-dc) and the territories of spec §3. */
export const US_STATES: readonly UsState[] = STATE_ROWS.map(([name, stateCode]) => ({
  name,
  stateCode,
  slug: stateCode === 'DC' ? 'washington-dc' : slugifyLocation(name),
}));

export const stateBySlug = (slug: string): UsState | undefined => US_STATES.find((s) => s.slug === slug);
export const stateByCode = (code: string): UsState | undefined => US_STATES.find((s) => s.stateCode === code.toUpperCase());

/** Capitalises one word: 'mcallen' → 'McAllen', "o'fallon" → "O'Fallon", 'st.' → 'St.'. */
function titleWord(word: string): string {
  const lower = word.toLowerCase();
  if (!lower) return lower;
  const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  if (/^mc[a-z]/.test(lower)) return 'Mc' + cap(lower.slice(2));
  const apostrophe = lower.match(/^([a-z])(['’])([a-z].*)$/);
  if (apostrophe) return apostrophe[1]!.toUpperCase() + apostrophe[2] + cap(apostrophe[3]!);
  return lower.split('-').map(cap).join('-');
}

/** Spec §5: title-case city (Mc- and apostrophe names), upper-case state: 'st. louis', 'mo' → 'St. Louis, MO'. */
export function formatCity(city: string): string {
  return city.trim().split(/\s+/).map(titleWord).join(' ');
}

export function formatLocation(city: string, state?: string | null): string {
  const c = formatCity(city);
  const s = (state ?? '').trim().toUpperCase();
  return s ? (c ? `${c}, ${s}` : s) : c;
}

/** A city location's slug: `{city}-{state code}` in lower case ('new-york-ny'); DC's is 'washington-dc'. */
export function citySlug(city: string, stateCode: string): string {
  if (stateCode.toUpperCase() === 'DC') return 'washington-dc';
  return `${slugifyLocation(city)}-${stateCode.toLowerCase()}`;
}
