import { useEffect, useId, useState } from 'react';
import {
  GUEST_LIST_LABELS,
  GUEST_LISTS,
  GUEST_SORT_LABELS,
  GUEST_SORTS,
  RSVP_STATUS_LABELS,
  RSVP_STATUSES,
  sideLabel,
  SIDES,
} from '../../../contracts/guestRules';
import type { EventView, GuestListFilters, TagView } from '../../../contracts/guests';
import styles from './Guests.module.scss';

/**
 * The list's search, filters and sort. Each change is one `onChange` with the new filters (the page
 * puts them in the URL, so partners can share a view); the search applies when typing pauses or on Enter.
 */
export function GuestFilters({
  filters,
  tags,
  events,
  partners,
  onChange,
}: {
  filters: GuestListFilters;
  tags: TagView[];
  events: EventView[];
  partners: { partner1: string; partner2: string };
  onChange: (next: GuestListFilters) => void;
}) {
  const id = useId();
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => {
    if (q === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);
  const set = (patch: Partial<GuestListFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const active =
    filters.tag.length > 0 ||
    filters.event !== null ||
    filters.rsvp ||
    filters.side ||
    filters.list ||
    filters.missing_address ||
    filters.q;
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Search and filter guests"
      onSubmit={(event) => {
        event.preventDefault();
        set({ q });
      }}
    >
      <div className={styles.searchField}>
        <label htmlFor={`${id}-q`}>Search</label>
        <input id={`${id}-q`} type="search" value={q} placeholder="Name, email or city" onChange={(event) => setQ(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-tag`}>Tag</label>
        <select
          id={`${id}-tag`}
          value={filters.tag[0] ?? ''}
          onChange={(event) => set({ tag: event.target.value ? [Number(event.target.value)] : [] })}
        >
          <option value="">All tags</option>
          {tags.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-event`}>Event</label>
        <select
          id={`${id}-event`}
          value={filters.event ?? ''}
          onChange={(event) => set({ event: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">All events</option>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-rsvp`}>RSVP</label>
        <select
          id={`${id}-rsvp`}
          value={filters.rsvp ?? ''}
          onChange={(event) => set({ rsvp: (event.target.value || null) as GuestListFilters['rsvp'] })}
        >
          <option value="">Any answer</option>
          {RSVP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RSVP_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-side`}>Side</label>
        <select
          id={`${id}-side`}
          value={filters.side ?? ''}
          onChange={(event) => set({ side: (event.target.value || null) as GuestListFilters['side'] })}
        >
          <option value="">Both sides</option>
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {s === 'BOTH' ? 'Shared (both)' : sideLabel(s, partners.partner1, partners.partner2)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-list`}>List</label>
        <select
          id={`${id}-list`}
          value={filters.list ?? ''}
          onChange={(event) => set({ list: (event.target.value || null) as GuestListFilters['list'] })}
        >
          <option value="">A and B</option>
          {GUEST_LISTS.map((l) => (
            <option key={l} value={l}>
              {GUEST_LIST_LABELS[l]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as GuestListFilters['sort'] })}
        >
          {GUEST_SORTS.map((s) => (
            <option key={s} value={s}>
              {GUEST_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.checkField}>
        <input
          id={`${id}-missing`}
          type="checkbox"
          checked={filters.missing_address}
          onChange={(event) => set({ missing_address: event.target.checked })}
        />
        <label htmlFor={`${id}-missing`}>Missing address</label>
      </div>
      {active && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() =>
            onChange({ ...filters, q: '', tag: [], event: null, rsvp: null, side: null, list: null, missing_address: false, page: 1 })
          }
        >
          Clear filters
        </button>
      )}
    </form>
  );
}
