/**
 * The registry checklist's one counting rule, used by the server to build GET /registry/checklist
 * and read by the page as it comes: every figure beside a "N of M" is made of the same numerator
 * and denominator.
 *
 * - A category counts at most its suggestion: 4 bar gifts against 3 suggested count 3
 *   ("3 of 3 added"; the fourth is still on the registry and is said so, never "4 of 3").
 * - The totals are the sums of what each category counts and suggests ("25 of 36").
 * - A percentage is the counted share of the suggested, rounded down, so "100%" only ever appears
 *   when everything suggested is there (35 of 36 is 97%, not 100%); a category suggesting nothing
 *   is complete.
 */

export interface ChecklistCount {
  /** The couple's items in the category (all of them). */
  added: number;
  /** How many the checklist suggests. */
  suggested: number;
}

export interface ChecklistCategoryProgress {
  /** min(added, suggested): what counts toward the checklist. */
  counted: number;
  /** Whole percent, counted ÷ suggested, rounded down (100 when nothing is suggested). */
  percent: number;
  complete: boolean;
}

export interface ChecklistProgress {
  categories: ChecklistCategoryProgress[];
  countedTotal: number;
  suggestedTotal: number;
  percent: number;
}

/** Whole percent of `counted` out of `suggested`, rounded down; 100 when nothing is suggested. */
export function checklistPercent(counted: number, suggested: number): number {
  if (suggested <= 0) return 100;
  return Math.floor((Math.min(counted, suggested) * 100) / suggested);
}

export function checklistCategoryProgress({ added, suggested }: ChecklistCount): ChecklistCategoryProgress {
  const counted = Math.max(0, Math.min(added, suggested));
  return { counted, percent: checklistPercent(counted, suggested), complete: counted >= suggested };
}

export function checklistProgress(counts: readonly ChecklistCount[]): ChecklistProgress {
  const categories = counts.map(checklistCategoryProgress);
  const countedTotal = categories.reduce((n, c) => n + c.counted, 0);
  const suggestedTotal = counts.reduce((n, c) => n + Math.max(0, c.suggested), 0);
  return { categories, countedTotal, suggestedTotal, percent: checklistPercent(countedTotal, suggestedTotal) };
}

/** A category's line: "3 of 3 added", with what is beyond the suggestion said apart. */
export function checklistCountText(added: number, counted: number, suggested: number): string {
  const base = `${counted} of ${suggested} added`;
  return added > counted ? `${base} (${added} on your registry)` : base;
}
