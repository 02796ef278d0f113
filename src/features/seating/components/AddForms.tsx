import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_SEATS,
  FIXTURE_KINDS,
  FIXTURE_LABELS,
  MAX_SEATS,
  MIN_SEATS,
  TABLE_NAME_MAX,
  TABLE_SHAPES,
  TABLE_SHAPE_LABELS,
  type CreateFixtureBody,
  type CreateTableBody,
  type FixtureKind,
  type TableShape,
} from '../../../contracts/seating';
import styles from './Seating.module.scss';

/** A new table: its shape, seats (the shape's usual number to start) and an optional name. */
export function AddTableForm({ busy, onAdd }: { busy: boolean; onAdd: (body: CreateTableBody) => void }) {
  const [shape, setShape] = useState<TableShape>('ROUND');
  const [seats, setSeats] = useState(String(DEFAULT_SEATS.ROUND));
  const [name, setName] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ shape, seats: Number(seats), name: name.trim() });
    setName('');
  };
  return (
    <form className={styles.addForm} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add a table</h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-shape`}>Shape</label>
        <select
          id={`${id}-shape`}
          value={shape}
          onChange={(e) => {
            const next = e.target.value as TableShape;
            setShape(next);
            setSeats(String(DEFAULT_SEATS[next]));
          }}
        >
          {TABLE_SHAPES.map((s) => (
            <option key={s} value={s}>
              {TABLE_SHAPE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
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
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name (optional)</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={TABLE_NAME_MAX}
          placeholder="Numbered if left empty"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        Add table
      </button>
    </form>
  );
}

/** A fixed part of the room: a dance floor, a stage or a bar (placed in the middle, then moved). */
export function AddFixtureForm({ onAdd }: { onAdd: (body: CreateFixtureBody) => void }) {
  const [kind, setKind] = useState<FixtureKind>('DANCE_FLOOR');
  const id = useId();
  return (
    <form
      className={styles.addForm}
      onSubmit={(e) => {
        e.preventDefault();
        onAdd({ kind });
      }}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Add to the room</h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>What</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as FixtureKind)}>
          {FIXTURE_KINDS.map((k) => (
            <option key={k} value={k}>
              {FIXTURE_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.secondary}>
        Add {FIXTURE_LABELS[kind].toLowerCase()}
      </button>
    </form>
  );
}
