import { useId } from 'react';
import {
  COLOUR_SWATCHES,
  countActiveFilters,
  EMPTY_FILTERS,
  PAPER_SORTS,
  SORT_LABELS,
  type CatalogueFacets,
  type FacetCount,
  type PaperFilters,
} from '../../../contracts/paper';
import styles from './CatalogueFilters.module.scss';

export interface CatalogueFiltersProps {
  filters: PaperFilters;
  facets: CatalogueFacets | null;
  onChange: (next: PaperFilters) => void;
  /** Start with the filter list folded (small screens: the designs come first). */
  folded?: boolean;
}

type ListFacet = 'colour' | 'style' | 'shape';

const toggle = <T extends string>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * The catalogue's filters: native checkboxes, radios and a select in labelled fieldsets (keyboard
 * and screen-reader friendly as they come), each value with the number of designs it would show.
 */
export function CatalogueFilters({ filters, facets, onChange, folded = false }: CatalogueFiltersProps) {
  const id = useId();
  const active = countActiveFilters(filters);
  const checkList = <K extends ListFacet>(facet: K, legend: string, values: FacetCount<PaperFilters[K][number]>[] | undefined) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {(values ?? []).map((v) => {
        const checked = (filters[facet] as string[]).includes(v.key);
        return (
          <label key={v.key} className={styles.option}>
            <input
              type="checkbox"
              checked={checked}
              disabled={v.count === 0 && !checked}
              onChange={() => onChange({ ...filters, [facet]: toggle(filters[facet] as string[], v.key) })}
            />
            {facet === 'colour' && (
              <span
                className={styles.swatch}
                style={{ background: COLOUR_SWATCHES[v.key as keyof typeof COLOUR_SWATCHES] }}
                aria-hidden="true"
              />
            )}
            <span>{v.label}</span>
            <span className={styles.count}>
              <span className="visually-hidden">, </span>
              {v.count}
              <span className="visually-hidden"> designs</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
  return (
    <div className={styles.filters}>
      <div className={styles.sortRow}>
        <label htmlFor={`${id}-sort`} className={styles.sortLabel}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className={styles.select}
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as PaperFilters['sort'] })}
        >
          {PAPER_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <details className={styles.details} open={!folded}>
        <summary className={styles.summary}>Filters{active ? ` (${active})` : ''}</summary>
        <div className={styles.body}>
          {active > 0 && (
            <button type="button" className={styles.clear} onClick={() => onChange({ ...EMPTY_FILTERS, sort: filters.sort })}>
              Clear all filters
            </button>
          )}
          {checkList('colour', 'Colour', facets?.colour)}
          {checkList('style', 'Style', facets?.style)}
          {checkList('shape', 'Shape', facets?.shape)}
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Finish</legend>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={filters.foil}
                disabled={!filters.foil && facets?.foil === 0}
                onChange={() => onChange({ ...filters, foil: !filters.foil })}
              />
              <span>Foil available</span>
              <span className={styles.count}>
                <span className="visually-hidden">, </span>
                {facets?.foil ?? 0}
                <span className="visually-hidden"> designs</span>
              </span>
            </label>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Photo</legend>
            {(
              [
                [null, 'With or without', (facets?.photo.with ?? 0) + (facets?.photo.without ?? 0)],
                ['with', 'With a photo', facets?.photo.with ?? 0],
                ['without', 'Without a photo', facets?.photo.without ?? 0],
              ] as const
            ).map(([value, label, count]) => (
              <label key={label} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-photo`}
                  checked={filters.photo === value}
                  onChange={() => onChange({ ...filters, photo: value })}
                />
                <span>{label}</span>
                <span className={styles.count}>
                  <span className="visually-hidden">, </span>
                  {count}
                  <span className="visually-hidden"> designs</span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Price per card</legend>
            <label className={styles.option}>
              <input
                type="radio"
                name={`${id}-price`}
                checked={filters.price === null}
                onChange={() => onChange({ ...filters, price: null })}
              />
              <span>Any price</span>
            </label>
            {(facets?.price ?? []).map((p) => (
              <label key={p.key} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-price`}
                  checked={filters.price === p.key}
                  disabled={p.count === 0 && filters.price !== p.key}
                  onChange={() => onChange({ ...filters, price: p.key })}
                />
                <span>{p.label}</span>
                <span className={styles.count}>
                  <span className="visually-hidden">, </span>
                  {p.count}
                  <span className="visually-hidden"> designs</span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      </details>
    </div>
  );
}
