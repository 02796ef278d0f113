import fs from 'node:fs';
import path from 'node:path';

/**
 * The given-name nickname table (nicknames.txt): which names a typed first name stands for.
 * Read once when the module loads; the server runs as CommonJS, so __dirname is this folder.
 */

/** At most this many names are searched for one typed name (the longest groups stay well under it). */
export const MAX_NAME_VARIANTS = 40;

export interface NicknameTable {
  /** A name → its diminutives ('robert' → bob, bobby, rob, …). */
  diminutives: ReadonlyMap<string, readonly string[]>;
  /** A diminutive → the names it is short for ('alex' → alexander, alexandra, alexis). */
  namesFor: ReadonlyMap<string, readonly string[]>;
}

/** Parses the data file's `name: diminutive, diminutive` lines ('#' starts a comment). */
export function parseNicknames(text: string): NicknameTable {
  const diminutives = new Map<string, string[]>();
  const namesFor = new Map<string, string[]>();
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^([a-z][a-z' -]*):\s*(.+)$/.exec(line);
    if (!match) throw new Error(`nicknames.txt line ${index + 1}: expected 'name: diminutive, diminutive'`);
    const name = match[1]!.trim();
    const shorts = match[2]!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    diminutives.set(name, [...new Set([...(diminutives.get(name) ?? []), ...shorts])]);
    for (const short of shorts) {
      const names = namesFor.get(short) ?? [];
      if (!names.includes(name)) namesFor.set(short, [...names, name]);
    }
  }
  return { diminutives, namesFor };
}

export const NICKNAMES: NicknameTable = parseNicknames(fs.readFileSync(path.join(__dirname, 'nicknames.txt'), 'utf8'));

/**
 * The first names a typed first name finds, lower-cased, the typed name first:
 * - the names it is short for ('bob' → robert; 'alex' → alexander, alexandra, alexis),
 * - its own diminutives when it is a name ('robert' → bob, bobby, rob, robbie, …),
 * - and the other diminutives of the names it is short for ('bob' → rob, robbie: the same Robert).
 * No further: 'al' is short for albert, alexander and alfred, but albert's 'bert' does not lead on to
 * herbert. Capped at MAX_NAME_VARIANTS.
 */
export function nameVariants(typed: string, table: NicknameTable = NICKNAMES): string[] {
  const name = typed.trim().toLowerCase();
  if (!name) return [];
  const out = new Set([name]);
  for (const short of table.diminutives.get(name) ?? []) out.add(short);
  for (const full of table.namesFor.get(name) ?? []) {
    out.add(full);
    for (const short of table.diminutives.get(full) ?? []) out.add(short);
  }
  return [...out].slice(0, MAX_NAME_VARIANTS);
}
