import { useId } from 'react';
import type { BrowseAnswer, InspirationFilters } from '../../../contracts/inspiration';
import styles from './Facets.module.scss';

type FacetKey = 'season' | 'style' | 'colour' | 'state';
const FACETS: Array<{ key: FacetKey; label: string; any: string }> = [
  { key: 'season', label: 'Season', any: 'Any season' },
  { key: 'style', label: 'Style', any: 'Any style' },
  { key: 'colour', label: 'Colour', any: 'Any colour' },
  { key: 'state', label: 'State', any: 'Any state' },
];

/**
 * The browse filters: one select per facet, each value with how many weddings it would show
 * (the other filters kept). A change goes to the URL (the page's `onChange`), back to page 1.
 */
export function Facets({
  filters,
  facets,
  onChange,
}: {
  filters: InspirationFilters;
  facets: BrowseAnswer['facets'] | null;
  onChange: (next: InspirationFilters) => void;
}) {
  const id = useId();
  const active = FACETS.some((f) => filters[f.key] !== null);
  return (
    <div className={styles.facets}>
      {FACETS.map((f) => (
        <div key={f.key} className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-${f.key}`}>
            {f.label}
          </label>
          <select
            id={`${id}-${f.key}`}
            className={styles.select}
            value={filters[f.key] ?? ''}
            onChange={(e) => onChange({ ...filters, [f.key]: e.target.value || null, page: 1 })}
          >
            <option value="">{f.any}</option>
            {(facets?.[f.key] ?? []).map((v) => (
              <option key={v.value} value={v.value} disabled={v.count === 0 && filters[f.key] !== v.value}>
                {v.label} ({v.count})
              </option>
            ))}
          </select>
        </div>
      ))}
      {active && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange({ season: null, style: null, colour: null, state: null, page: 1 })}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
