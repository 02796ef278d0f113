import { memo, useId, useMemo, useRef } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { SeatingGuest } from '../../../contracts/seating';
import type { GuestsDrag, SeatDrop } from './dnd';
import { chosenAmong, chosenSet, GuestRow } from './GuestRow';
import styles from './Seating.module.scss';

const UNSEATED_DROP: SeatDrop = { tableId: null, label: 'the list of guests to seat', keyboardOrder: 0 };

/** A handle that drags a group at once: a household, or everyone of a tag. */
function GroupHandle({ id, guestIds, label }: { id: string; guestIds: number[]; label: string }) {
  const data: GuestsDrag = { type: 'guests', guestIds, label };
  const { attributes, listeners, setNodeRef } = useDraggable({ id, data });
  return (
    <button ref={setNodeRef} type="button" className={styles.handle} {...attributes} {...listeners} aria-label={`Drag ${label} to a table`}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

const Household = memo(function Household({
  name,
  guests,
  chosen,
  onToggle,
  onSelectMany,
}: {
  name: string;
  guests: SeatingGuest[];
  /** Its guests who are chosen (chosenAmong). */
  chosen: string;
  onToggle: (id: number) => void;
  onSelectMany: (ids: number[]) => void;
}) {
  const ids = guests.map((g) => g.id);
  const selected = chosenSet(chosen);
  const label = guests.length === 1 ? name : `${name} (${guests.length} guests)`;
  return (
    <li className={styles.household}>
      <div className={styles.householdHead}>
        <span className={styles.householdName}>{label}</span>
        {guests.length > 1 ? (
          <>
            <button type="button" className={styles.link} onClick={() => onSelectMany(ids)} aria-label={`Choose all of ${name}`}>
              Choose all
            </button>
            <GroupHandle id={`household-${guests[0]!.household_id}`} guestIds={ids} label={label} />
          </>
        ) : null}
      </div>
      <ul className={styles.guestList}>
        {guests.map((g) => (
          <GuestRow key={g.id} guest={g} selected={selected.has(g.id)} onToggle={onToggle} />
        ))}
      </ul>
    </li>
  );
});

/**
 * The guests still to seat, by household, beside the plan: drop a seated guest here to take them
 * off their table. A tag narrows the list, and its whole group can be chosen or dragged at once.
 */
export function GuestPanel({
  guests,
  tags,
  tagId,
  onTag,
  selected,
  onToggle,
  onSelectMany,
  counts,
}: {
  guests: readonly SeatingGuest[];
  tags: ReadonlyArray<{ id: number; name: string }>;
  tagId: number | null;
  onTag: (id: number | null) => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onSelectMany: (ids: number[]) => void;
  counts: { toSeat: number; attending: number; waiting: number };
}) {
  const { setNodeRef, isOver } = useDroppable({ id: 'unseated', data: UNSEATED_DROP });
  const tagSelect = useId();
  const shown = useMemo(() => (tagId === null ? guests : guests.filter((g) => g.tag_ids.includes(tagId))), [guests, tagId]);
  // Each household's array is kept from the last render when its guests did not change, so a move
  // renders again only the households it touched.
  const previous = useRef(new Map<number, SeatingGuest[]>());
  const households = useMemo(() => {
    const groups: Array<{ id: number; name: string; guests: SeatingGuest[] }> = [];
    const at = new Map<number, number>();
    for (const g of shown) {
      if (!at.has(g.household_id)) {
        at.set(g.household_id, groups.length);
        groups.push({ id: g.household_id, name: g.household_name, guests: [] });
      }
      groups[at.get(g.household_id)!]!.guests.push(g);
    }
    const kept = new Map<number, SeatingGuest[]>();
    for (const group of groups) {
      const before = previous.current.get(group.id);
      if (before && before.length === group.guests.length && before.every((g, i) => g === group.guests[i])) group.guests = before;
      kept.set(group.id, group.guests);
    }
    previous.current = kept;
    return groups;
  }, [shown]);
  const tag = tags.find((t) => t.id === tagId);

  return (
    <section ref={setNodeRef} className={`${styles.panel} ${isOver ? styles.over : ''}`} aria-labelledby="seating-to-seat">
      <h2 id="seating-to-seat">To seat ({counts.toSeat})</h2>
      {counts.toSeat ? (
        <p className={styles.muted}>
          {counts.attending} attending and {counts.waiting} who have not answered yet (marked “No answer yet”). Guests who declined are left
          out.
        </p>
      ) : null}
      {tags.length ? (
        <div className={styles.field}>
          <label htmlFor={tagSelect}>Show a tag</label>
          <select id={tagSelect} value={tagId ?? ''} onChange={(e) => onTag(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Everyone</option>
            {tags.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {tag && shown.length ? (
        <div className={styles.groupBar}>
          <span>
            {shown.length} in {tag.name}
          </span>
          <button type="button" className={styles.link} onClick={() => onSelectMany(shown.map((g) => g.id))}>
            Choose all {shown.length}
          </button>
          <GroupHandle id={`tag-${tag.id}`} guestIds={shown.map((g) => g.id)} label={`${shown.length} guests of ${tag.name}`} />
        </div>
      ) : null}
      {households.length ? (
        <ul className={styles.households} aria-label="Guests to seat, by household">
          {households.map((h) => (
            <Household
              key={h.id}
              name={h.name}
              guests={h.guests}
              chosen={chosenAmong(
                h.guests.map((g) => g.id),
                selected,
              )}
              onToggle={onToggle}
              onSelectMany={onSelectMany}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{guests.length ? 'No one of this tag is left to seat.' : 'Everyone has a seat.'}</p>
      )}
    </section>
  );
}
