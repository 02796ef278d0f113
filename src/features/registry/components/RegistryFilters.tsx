import { useId, useState } from 'react';
import { FILTER_PARAMS, SORTS, sortsAcrossRegistry, viewParamsWithSort, type UrlFilterType, type ViewParams } from '../registryFormat';
import type { Facet, RegistrySort } from '../types';
import styles from './RegistryFilters.module.scss';

const FACET_TITLES: Record<UrlFilterType, string> = {
  PRICE: 'Price',
  CATEGORY: 'Category',
  AVAILABILITY: 'Availability',
  DELIVERY: 'Delivery',
};

export interface RegistryFiltersProps {
  facets: Facet[];
  params: ViewParams;
  onChange: (next: ViewParams) => void;
}

/**
 * The guest page's filters (price, category, availability, delivery: values inside a group are OR-ed,
 * groups AND-ed), sort, and grouped-by-collection or all-gifts view. On mobile the filter groups
 * fold behind a 'Filters' button.
 */
export function RegistryFilters({ facets, params, onChange }: RegistryFiltersProps) {
  const panelId = useId();
  const sortScopeId = useId();
  // Back in the grouped view with an ordering sort, the sort applies inside each collection: say so.
  const withinCollections = params.grouped && sortsAcrossRegistry(params.sort);
  const [open, setOpen] = useState(false);
  const selected = (type: string) => params.filters.find((f) => f.type === type)?.values ?? [];
  const activeCount = params.filters.reduce((n, f) => n + f.values.length, 0);

  const toggle = (type: UrlFilterType, value: string, on: boolean) => {
    const current = selected(type);
    const values = on ? [...current, value].sort() : current.filter((v) => v !== value);
    const others = params.filters.filter((f) => f.type !== type);
    onChange({ ...params, filters: values.length > 0 ? [...others, { type, values }] : others });
  };

  const shownFacets = (Object.keys(FILTER_PARAMS) as UrlFilterType[])
    .map((type) => {
      const facet = facets.find((f) => f.type === type);
      const chosen = selected(type);
      // A value with no matching gifts is not offered, unless it is chosen (so it can be cleared).
      const values = (facet?.values ?? []).filter((v) => v.count > 0 || chosen.includes(v.value));
      return { type, values, chosen };
    })
    .filter((f) => f.values.length > 0);

  return (
    <div className={styles.filters}>
      <div className={styles.bar}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </button>
        <label className={styles.sort}>
          <span>Sort by</span>
          {/* A sort chosen while grouped shows every gift in one list (a price sort across collections, as guests expect). */}
          <select
            value={params.sort}
            onChange={(e) => onChange(viewParamsWithSort(params, e.target.value as RegistrySort))}
            aria-describedby={withinCollections ? sortScopeId : undefined}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.view}>
          <legend className="visually-hidden">View</legend>
          {[
            { grouped: true, label: 'By collection' },
            { grouped: false, label: 'All gifts' },
          ].map((option) => (
            <label key={option.label} className={params.grouped === option.grouped ? styles.viewOn : styles.viewOff}>
              <input
                type="radio"
                name={`${panelId}-view`}
                checked={params.grouped === option.grouped}
                onChange={() => onChange({ ...params, grouped: option.grouped })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {withinCollections && (
          <p id={sortScopeId} className={styles.sortScope}>
            Sorted within each collection. Choose All gifts to sort every gift together.
          </p>
        )}
      </div>
      <div id={panelId} className={`${styles.panel} ${open ? styles.panelOpen : ''}`}>
        {shownFacets.map(({ type, values, chosen }) => (
          <fieldset key={type} className={styles.group}>
            <legend>{FACET_TITLES[type]}</legend>
            {values.map((v) => (
              <label key={v.value} className={styles.checkbox}>
                <input type="checkbox" checked={chosen.includes(v.value)} onChange={(e) => toggle(type, v.value, e.target.checked)} />
                <span>
                  {v.label} <span className={styles.count}>({v.count})</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
        {activeCount > 0 && (
          <button type="button" className={styles.clear} onClick={() => onChange({ ...params, filters: [] })}>
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
