import { memo, type KeyboardEvent, type PointerEventHandler, type Ref } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import {
  ARROW_STEP,
  FIXTURE_LABELS,
  ROOM,
  SHIFT_STEP,
  TABLE_SHAPE_LABELS,
  tableLabel,
  tableSize,
  type SeatingFixture,
  type SeatingTable,
} from '../../../contracts/seating';
import type { ItemDrag, SeatDrop } from './dnd';
import styles from './Seating.module.scss';

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Where an item sits on the plan: percentages of the room, so the plan scales with the screen. */
const placed = (x: number, y: number, width: number, height: number) => ({
  left: `${(x / ROOM.width) * 100}%`,
  top: `${(y / ROOM.height) * 100}%`,
  width: `${(width / ROOM.width) * 100}%`,
  height: `${(height / ROOM.height) * 100}%`,
});

/** Arrow keys move the focused table or fixture (Shift: further); its position is saved when the key is let go. */
function nudgeKeys(
  id: number,
  x: number,
  y: number,
  onNudge: (id: number, x: number, y: number) => void,
  onNudgeEnd: (id: number) => void,
) {
  return {
    onKeyDown: (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      const step = event.shiftKey ? SHIFT_STEP : ARROW_STEP;
      onNudge(id, Math.max(0, Math.min(ROOM.width, x + arrow[0] * step)), Math.max(0, Math.min(ROOM.height, y + arrow[1] * step)));
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (ARROWS[event.key]) onNudgeEnd(id);
    },
  };
}

const CanvasTable = memo(function CanvasTable({
  table,
  seated,
  warning,
  onNudge,
  onNudgeEnd,
  onOpen,
}: {
  table: SeatingTable;
  seated: number;
  warning: boolean;
  onNudge: (id: number, x: number, y: number) => void;
  onNudgeEnd: (id: number) => void;
  onOpen: (id: number) => void;
}) {
  const label = tableLabel(table);
  const drag: ItemDrag = { type: 'table', id: table.id, label };
  const drop: SeatDrop = { tableId: table.id, label };
  const { listeners, setNodeRef: dragRef, transform, isDragging } = useDraggable({ id: `table-${table.id}`, data: drag });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `plan-${table.id}`, data: drop });
  const size = tableSize(table.shape, table.seats);
  const moved = transform ? ` translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
  return (
    <button
      ref={(node) => {
        dragRef(node);
        dropRef(node);
      }}
      type="button"
      className={`${styles.planTable} ${styles[`shape${table.shape}`]} ${isOver ? styles.over : ''} ${isDragging ? styles.dragging : ''} ${seated >= table.seats ? styles.full : ''}`}
      style={{ ...placed(table.x, table.y, size.width, size.height), transform: `translate(-50%, -50%)${moved}` }}
      // The name holds the visible text in order ("Family" / "2", then "3 of 4"), as speech input needs.
      aria-label={`${label}, ${seated} of ${table.seats} seats taken, ${TABLE_SHAPE_LABELS[table.shape].toLowerCase()}${warning ? ', a seating rule is broken' : ''}. Arrow keys move it; Enter shows its guests.`}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      onClick={() => onOpen(table.id)}
      {...nudgeKeys(table.id, table.x, table.y, onNudge, onNudgeEnd)}
    >
      {/* The trailing space keeps the name and the count apart in the button's text ("Family 3 of 4"). */}
      <span className={styles.planLabel}>{`${table.name.trim() ? table.name : table.number} `}</span>
      <span className={styles.planCount}>
        {`${seated} of ${table.seats}`}
        {warning ? ' ⚠' : ''}
      </span>
    </button>
  );
});

const CanvasFixture = memo(function CanvasFixture({
  fixture,
  onNudge,
  onNudgeEnd,
}: {
  fixture: SeatingFixture;
  onNudge: (id: number, x: number, y: number) => void;
  onNudgeEnd: (id: number) => void;
}) {
  const label = fixture.label || FIXTURE_LABELS[fixture.kind];
  const drag: ItemDrag = { type: 'fixture', id: fixture.id, label };
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `fixture-${fixture.id}`, data: drag });
  const moved = transform ? ` translate3d(${transform.x}px, ${transform.y}px, 0)` : '';
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`${styles.planFixture} ${isDragging ? styles.dragging : ''}`}
      style={{ ...placed(fixture.x, fixture.y, fixture.width, fixture.height), transform: `translate(-50%, -50%)${moved}` }}
      aria-label={`${label}. Arrow keys move it.`}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      {...nudgeKeys(fixture.id, fixture.x, fixture.y, onNudge, onNudgeEnd)}
    >
      {label}
    </button>
  );
});

/**
 * The room: its fixed parts, then the tables (each shows its name or number and how full it is).
 * Drag a table or fixture to move it, or focus it and use the arrow keys; guests can be dropped on
 * a table here as in the list.
 */
export function FloorPlan({
  planRef,
  tables,
  fixtures,
  seatedByTable,
  warningTables,
  onNudgeTable,
  onNudgeTableEnd,
  onNudgeFixture,
  onNudgeFixtureEnd,
  onOpenTable,
}: {
  planRef: Ref<HTMLDivElement>;
  tables: readonly SeatingTable[];
  fixtures: readonly SeatingFixture[];
  seatedByTable: Readonly<Record<number, readonly number[]>>;
  warningTables: Readonly<Record<number, string>>;
  onNudgeTable: (id: number, x: number, y: number) => void;
  onNudgeTableEnd: (id: number) => void;
  onNudgeFixture: (id: number, x: number, y: number) => void;
  onNudgeFixtureEnd: (id: number) => void;
  onOpenTable: (id: number) => void;
}) {
  return (
    <div className={styles.planScroll}>
      <div
        ref={planRef}
        // Empty, the plan fits the screen (its hint is not cut off on a phone); with tables it keeps its width and scrolls.
        className={tables.length === 0 && fixtures.length === 0 ? `${styles.plan} ${styles.planBlank}` : styles.plan}
        role="group"
        aria-label="Floor plan"
      >
        {fixtures.map((f) => (
          <CanvasFixture key={f.id} fixture={f} onNudge={onNudgeFixture} onNudgeEnd={onNudgeFixtureEnd} />
        ))}
        {tables.map((t) => (
          <CanvasTable
            key={t.id}
            table={t}
            seated={seatedByTable[t.id]?.length ?? 0}
            warning={Boolean(warningTables[t.id])}
            onNudge={onNudgeTable}
            onNudgeEnd={onNudgeTableEnd}
            onOpen={onOpenTable}
          />
        ))}
        {tables.length === 0 && fixtures.length === 0 ? (
          <p className={styles.planEmpty}>Add your first table to start the floor plan.</p>
        ) : null}
      </div>
    </div>
  );
}
