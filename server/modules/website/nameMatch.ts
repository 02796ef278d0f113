import { nameVariants } from '../registry/nicknames';

/**
 * Whether a name a guest typed is a person on the list (online RSVP, issue 28). Tolerant the way
 * people are with their own names: accents, case, spacing and punctuation aside; a first name may
 * be a nickname of the listed one or the other way round (Find a couple's nickname table: 'Bob'
 * finds Robert, 'Alexandra' finds Alex); one slip of the keyboard (a letter missing, extra, wrong
 * or two swapped) is forgiven in a name of four letters or more. Pure; tested in
 * test/unit/website/nameMatch.test.ts.
 */
export const foldName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

const closeEnough = (typed: string, listed: string) =>
  typed === listed || (Math.min(typed.length, listed.length) >= 4 && editDistance(typed, listed, 1) <= 1);

export function lastNameMatches(typed: string, listed: string): boolean {
  const t = foldName(typed);
  const l = foldName(listed);
  return t.length >= 2 && l.length > 0 && closeEnough(t, l);
}

export function firstNameMatches(typed: string, listed: string): boolean {
  const t = foldName(typed);
  const l = foldName(listed);
  if (!t || !l) return false;
  if (closeEnough(t, l)) return true;
  return nameVariants(t).map(foldName).includes(l) || nameVariants(l).map(foldName).includes(t);
}

export const nameMatches = (typed: { first: string; last: string }, listed: { first: string; last: string }): boolean =>
  lastNameMatches(typed.last, listed.last) && firstNameMatches(typed.first, listed.first);
