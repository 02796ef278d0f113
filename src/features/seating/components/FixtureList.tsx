import { memo, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FIXTURE_LABELS, ROOM, type SeatingFixture, type UpdateFixtureBody } from '../../../contracts/seating';
import styles from './Seating.module.scss';

const MIN_SIZE = 40;
const STEP = 10;

/** One part of the room in the list under the plan: its name, a size form (width and depth in room units), Remove. */
const FixtureItem = memo(function FixtureItem({
  fixture,
  onChange,
  onRemove,
}: {
  fixture: SeatingFixture;
  onChange: (id: number, changes: UpdateFixtureBody) => void;
  onRemove: (id: number) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState(String(fixture.width));
  const [depth, setDepth] = useState(String(fixture.height));
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement>(null);
  // The form opens on a press of Resize: its first field takes the focus.
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  const name = fixture.label || FIXTURE_LABELS[fixture.kind];
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: UpdateFixtureBody = {};
    if (Number(width) !== fixture.width) changes.width = Number(width);
    if (Number(depth) !== fixture.height) changes.height = Number(depth);
    if (changes.width !== undefined || changes.height !== undefined) onChange(fixture.id, changes);
    close();
  };
  return (
    <li className={styles.fixtureItem}>
      <span>
        {name} <span className={styles.muted}>{`${fixture.width} × ${fixture.height}`}</span>
      </span>
      <button
        ref={toggle}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={`${id}-size`}
        aria-label={`Resize the ${name.toLowerCase()}`}
        onClick={() => {
          if (open) return close();
          setWidth(String(fixture.width));
          setDepth(String(fixture.height));
          setOpen(true);
        }}
      >
        Resize
      </button>
      <button type="button" className={styles.link} onClick={() => onRemove(fixture.id)} aria-label={`Remove the ${name.toLowerCase()}`}>
        Remove
      </button>
      {open ? (
        <form id={`${id}-size`} className={styles.sizeForm} onSubmit={submit} aria-label={`Size of the ${name.toLowerCase()}`}>
          <div className={styles.field}>
            <label htmlFor={`${id}-w`}>Width</label>
            <input
              id={`${id}-w`}
              type="number"
              min={MIN_SIZE}
              max={ROOM.width}
              step={STEP}
              value={width}
              onChange={(e) => setWidth(e.target.value)}
              required
              ref={first}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-d`}>Depth</label>
            <input
              id={`${id}-d`}
              type="number"
              min={MIN_SIZE}
              max={ROOM.height}
              step={STEP}
              value={depth}
              onChange={(e) => setDepth(e.target.value)}
              required
            />
          </div>
          <button type="submit" className={styles.secondary}>
            Save size
          </button>
          <button type="button" className={styles.link} onClick={close}>
            Cancel
          </button>
        </form>
      ) : null}
    </li>
  );
});

/**
 * The room's fixed parts under the plan: each can be resized (width and depth, in the plan's room
 * units, 1200 × 800) from the keyboard, or removed. Moving them is on the plan (drag or arrow keys).
 */
export function FixtureList({
  fixtures,
  onChange,
  onRemove,
}: {
  fixtures: readonly SeatingFixture[];
  onChange: (id: number, changes: UpdateFixtureBody) => void;
  onRemove: (id: number) => void;
}) {
  if (!fixtures.length) return null;
  return (
    <ul className={styles.fixtureList} aria-label="The room">
      {fixtures.map((f) => (
        <FixtureItem key={f.id} fixture={f} onChange={onChange} onRemove={onRemove} />
      ))}
    </ul>
  );
}
