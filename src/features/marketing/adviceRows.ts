import type { AdviceLink } from './types';

/** Spec §9: advice links, at most 9, in rows of 3. */
export const ADVICE_LINK_LIMIT = 9;
export function adviceRows(links: AdviceLink[]): AdviceLink[][] {
  const kept = links.slice(0, ADVICE_LINK_LIMIT);
  const rows: AdviceLink[][] = [];
  for (let i = 0; i < kept.length; i += 3) rows.push(kept.slice(i, i + 3));
  return rows;
}
