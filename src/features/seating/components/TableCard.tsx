import { memo, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import {
  MAX_SEATS,
  mealSummary,
  MIN_SEATS,
  TABLE_SHAPES,
  TABLE_SHAPE_LABELS,
  tableLabel,
  tableMeals,
  type SeatingGuest,
  type SeatingTable,
  type TableShape,
  type UpdateTableBody,
} from '../../../contracts/seating';
import type { SeatDrop } from './dnd';
import { chosenSet, GuestRow } from './GuestRow';
import styles from './Seating.module.scss';

const EMPTY: readonly number[] = [];

/**
 * A table in the list: its guests (each draggable), the caterer's meal count, the rules it breaks,
 * and its name, shape and seats to edit. Memoised on its own guests' array, which a move replaces
 * only for the tables it touches.
 */
export const TableCard = memo(function TableCard({
  table,
  order,
  guestIds = EMPTY,
  guestsById,
  chosen,
  warning,
  onToggle,
  onChange,
  onRemove,
}: {
  table: SeatingTable;
  /** Its place in the keyboard's drag order (1 for the first table). */
  order: number;
  guestIds?: readonly number[];
  guestsById: Readonly<Record<number, SeatingGuest>>;
  /** Its guests who are chosen (chosenAmong). */
  chosen: string;
  warning: string | undefined;
  onToggle: (id: number) => void;
  onChange: (id: number, changes: UpdateTableBody) => void;
  onRemove: (id: number) => void;
}) {
  const label = tableLabel(table);
  const free = Math.max(0, table.seats - guestIds.length);
  const drop: SeatDrop = { tableId: table.id, label: `${label} (${free} free ${free === 1 ? 'seat' : 'seats'})`, keyboardOrder: order };
  const { setNodeRef, isOver } = useDroppable({ id: `card-${table.id}`, data: drop });
  const guests = useMemo(() => guestIds.flatMap((id) => (guestsById[id] ? [guestsById[id]] : [])), [guestIds, guestsById]);
  const meals = useMemo(() => tableMeals(guests), [guests]);
  const selected = useMemo(() => chosenSet(chosen), [chosen]);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  // When the form or the question closes, the focus goes back to the button that opened it.
  const editRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState<'edit' | 'remove' | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (editing || confirming || !returnFocus) return;
    (returnFocus === 'edit' ? editRef : removeRef).current?.focus();
    setReturnFocus(null);
  }, [editing, confirming, returnFocus]);

  return (
    <section
      ref={setNodeRef}
      id={`table-card-${table.id}`}
      className={`${styles.tableCard} ${isOver ? styles.over : ''} ${free === 0 ? styles.full : ''}`}
      aria-labelledby={headingId}
    >
      <header className={styles.tableHead}>
        <h3 id={headingId} tabIndex={-1}>
          {label}
        </h3>
        <span className={styles.muted}>
          {TABLE_SHAPE_LABELS[table.shape]} · {guestIds.length} of {table.seats} seats taken
        </span>
      </header>
      {warning ? (
        <p className={styles.warning}>
          <span aria-hidden="true">⚠ </span>
          {warning}
        </p>
      ) : null}
      {guests.length ? (
        <>
          <p className={styles.meals}>
            <span className={styles.mealsLabel}>Meals:</span> {mealSummary(meals.meals)}
            {meals.children ? ` · ${meals.children} ${meals.children === 1 ? 'child' : 'children'}` : ''}
          </p>
          <ul className={styles.guestList} aria-label={`Guests at ${label}`}>
            {guests.map((g) => (
              <GuestRow key={g.id} guest={g} selected={selected.has(g.id)} onToggle={onToggle} />
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.empty}>No one yet: drag guests here, or choose them and use “Seat at…”.</p>
      )}
      {editing ? (
        <TableForm
          table={table}
          onCancel={() => {
            setEditing(false);
            setReturnFocus('edit');
          }}
          onSave={(changes) => {
            onChange(table.id, changes);
            setEditing(false);
            setReturnFocus('edit');
          }}
        />
      ) : confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Remove ${label}?`}>
          <p>
            Remove {label}? {guests.length ? `Its ${guests.length} guests go back to the list to seat.` : ''}
          </p>
          <button type="button" className={styles.danger} onClick={() => onRemove(table.id)} ref={confirmRef}>
            Remove {label}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setConfirming(false);
              setReturnFocus('remove');
            }}
          >
            Keep it
          </button>
        </div>
      ) : (
        <div className={styles.tableActions}>
          <button ref={editRef} type="button" className={styles.link} onClick={() => setEditing(true)} aria-label={`Edit ${label}`}>
            Edit
          </button>
          <button ref={removeRef} type="button" className={styles.link} onClick={() => setConfirming(true)} aria-label={`Remove ${label}`}>
            Remove
          </button>
        </div>
      )}
    </section>
  );
});

function TableForm({ table, onSave, onCancel }: { table: SeatingTable; onSave: (changes: UpdateTableBody) => void; onCancel: () => void }) {
  const [name, setName] = useState(table.name);
  const [shape, setShape] = useState<TableShape>(table.shape);
  const [seats, setSeats] = useState(String(table.seats));
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name: name.trim(), shape, seats: Number(seats) });
  };
  return (
    <form className={styles.tableForm} onSubmit={submit} aria-label={`Edit ${tableLabel(table)}`}>
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        ref={first}
        id={`${id}-name`}
        value={name}
        maxLength={40}
        placeholder={`Table ${table.number}`}
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor={`${id}-shape`}>Shape</label>
      <select id={`${id}-shape`} value={shape} onChange={(e) => setShape(e.target.value as TableShape)}>
        {TABLE_SHAPES.map((s) => (
          <option key={s} value={s}>
            {TABLE_SHAPE_LABELS[s]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-seats`}>Seats</label>
      <input
        id={`${id}-seats`}
        type="number"
        min={MIN_SEATS}
        max={MAX_SEATS}
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        required
      />
      <div className={styles.formActions}>
        <button type="submit" className={styles.primary}>
          Save
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
