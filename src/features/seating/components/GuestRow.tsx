import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { SeatingGuest } from '../../../contracts/seating';
import type { GuestsDrag } from './dnd';
import styles from './Seating.module.scss';

/**
 * One guest: a checkbox to choose them (for "Seat at…") and a handle to drag them (pointer or
 * keyboard). Memoised: a move renders only the rows whose props changed.
 */
export const GuestRow = memo(function GuestRow({
  guest,
  selected,
  onToggle,
}: {
  guest: SeatingGuest;
  selected: boolean;
  onToggle: (id: number) => void;
}) {
  const data: GuestsDrag = { type: 'guests', guestIds: [guest.id], label: guest.name };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `guest-${guest.id}`, data });
  const checkboxId = `seat-guest-${guest.id}`;
  return (
    <li className={`${styles.guest} ${isDragging ? styles.dragging : ''}`} data-guest-id={guest.id}>
      <input id={checkboxId} type="checkbox" checked={selected} onChange={() => onToggle(guest.id)} />
      <label htmlFor={checkboxId} className={styles.guestName}>
        {guest.name}
        {guest.status === 'NO_ANSWER' ? <span className={styles.badgeWaiting}>No answer yet</span> : null}
        {guest.status === 'DECLINED' ? <span className={styles.badgeDeclined}>Not coming</span> : null}
        {guest.is_child ? <span className={styles.badge}>Child</span> : null}
        {guest.meal ? <span className={styles.meal}>{guest.meal}</span> : null}
      </label>
      <button
        ref={setNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${guest.name} to a table`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
    </li>
  );
});

/**
 * Which of these guests are chosen, as one string ("4,5"): a list's component takes it instead of
 * the whole choice, so choosing someone renders again only the list they are in.
 */
export const chosenAmong = (ids: readonly number[], selected: ReadonlySet<number>): string =>
  ids.filter((id) => selected.has(id)).join(',');

/** The ids of a `chosenAmong` string. */
export const chosenSet = (chosen: string): ReadonlySet<number> => new Set(chosen ? chosen.split(',').map(Number) : []);
