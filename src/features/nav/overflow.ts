/**
 * How many items of a row fit in `available` px, measured, not guessed (issue 25: the signed-in
 * top navigation was cut off at 1024 and 1280 px). Items keep their order; when not all fit, the
 * rest go into a "More" menu whose button (`moreWidth`) must fit too. `gap` is the row's gap
 * between entries. Widths come from the rendered items (ResizeObserver keeps them current), so
 * longer names or another font simply move more items into More.
 */
export function fitCount(widths: readonly number[], moreWidth: number, gap: number, available: number): number {
  const all = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(widths.length - 1, 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}
