import { useId } from 'react';
import { overUnderLabel, type BudgetCategory, type BudgetTotals } from '../../../contracts/budget';
import { formatCents } from '../../../lib/money';
import { percentOf } from './format';
import styles from './Budget.module.scss';

/** Sixteen colours, one per starting category (a seventeenth category takes the first again). */
export const CHART_COLOURS = [
  '#0d5c5a',
  '#c2411c',
  '#3d5a98',
  '#8a5a00',
  '#6b3f8f',
  '#1e6b3a',
  '#b3261e',
  '#2f6f8f',
  '#7a4b2a',
  '#5b6b1f',
  '#9c2f6b',
  '#40566b',
  '#a15c00',
  '#2e7d6b',
  '#6a3d3d',
  '#545a68',
];

/**
 * Where the money goes, drawn by hand: a donut of each category's share of the planned spending
 * (what its items cost, the actual amount where known), or of the targets while no item has a cost.
 * The figures are in the table beside it for screen readers (and in the legend for everyone).
 */
export function BudgetChart({ categories, totals }: { categories: readonly BudgetCategory[]; totals: BudgetTotals }) {
  const id = useId();
  const byPlan = totals.cost_cents > 0;
  const rows = categories.map((c, i) => {
    const t = totals.categories.find((x) => x.category_id === c.id)!;
    return { category: c, totals: t, colour: CHART_COLOURS[i % CHART_COLOURS.length]!, value: byPlan ? t.cost_cents : t.target_cents };
  });
  const whole = rows.reduce((s, r) => s + r.value, 0);
  let offset = 0;
  const slices = rows
    .filter((r) => r.value > 0)
    .map((r) => {
      const share = (r.value / whole) * 100;
      const slice = { ...r, share, offset };
      offset += share;
      return slice;
    });
  const caption = byPlan ? 'Where the money goes: what your items cost, by category' : 'Where the money goes: your targets, by category';

  return (
    <figure className={styles.chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        {caption}
      </figcaption>
      <div className={styles.chartBody}>
        <svg viewBox="0 0 42 42" className={styles.donut} role="img" aria-labelledby={`${id}-caption`} aria-describedby={`${id}-table`}>
          <circle cx="21" cy="21" r="15.9155" fill="none" stroke="#e2ddd5" strokeWidth="6" />
          {slices.map((s) => (
            <circle
              key={s.category.id}
              cx="21"
              cy="21"
              r="15.9155"
              fill="none"
              stroke={s.colour}
              strokeWidth="6"
              // A circle of circumference 100: the dash is the share, the offset where it starts (from 12 o'clock).
              strokeDasharray={`${s.share} ${100 - s.share}`}
              strokeDashoffset={25 - s.offset}
            />
          ))}
          <text x="21" y="20" textAnchor="middle" className={styles.donutLabel}>
            {formatCents(byPlan ? totals.cost_cents : totals.allocated_cents)}
          </text>
          <text x="21" y="25" textAnchor="middle" className={styles.donutSub}>
            {byPlan ? 'planned' : 'allocated'}
          </text>
        </svg>
        <ul className={styles.legend} aria-hidden="true">
          {slices.map((s) => (
            <li key={s.category.id}>
              <span className={styles.swatch} style={{ background: s.colour }} />
              <span className={styles.legendName}>{s.category.name}</span>
              <span>{percentOf(s.value, whole)}</span>
            </li>
          ))}
        </ul>
      </div>
      {/* Hidden by a box around it: a table sizes itself to its cells whatever width it is given, so
          hidden itself it stays as wide as its numbers and scrolls a phone's page sideways. */}
      <div className="visually-hidden">
        <table id={`${id}-table`}>
          <caption>Budget by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Target</th>
              <th scope="col">Planned</th>
              <th scope="col">Paid</th>
              <th scope="col">Share</th>
              <th scope="col">Over or under</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.category.id}>
                <th scope="row">{r.category.name}</th>
                <td>{formatCents(r.totals.target_cents)}</td>
                <td>{formatCents(r.totals.cost_cents)}</td>
                <td>{formatCents(r.totals.paid_cents)}</td>
                <td>{percentOf(r.value, whole)}</td>
                <td>{overUnderLabel(r.totals.remaining_cents, formatCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
