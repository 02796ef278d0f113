import {
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/**
 * The seating chart's drag and drop (@dnd-kit): what a drag carries and where it lands, the
 * keyboard's moves (an arrow jumps to the next or previous table, not 25 pixels), and what a
 * screen reader hears.
 */

/** A drag of guests (one, a household, a tag group, someone already seated). */
export interface GuestsDrag {
  type: 'guests';
  guestIds: number[];
  label: string;
}
/** A drag of a table or a fixture across the floor plan. */
export interface ItemDrag {
  type: 'table' | 'fixture';
  id: number;
  label: string;
}
export type SeatingDrag = GuestsDrag | ItemDrag;

/** Where guests can land: a table (its list card or its shape on the plan) or the unseated list (null). */
export interface SeatDrop {
  tableId: number | null;
  label: string;
  /** The keyboard's stops, in order (the unseated list first, then the tables): only the lists have one. */
  keyboardOrder?: number;
}

const FORWARD = ['ArrowDown', 'ArrowRight'];
const BACK = ['ArrowUp', 'ArrowLeft'];

type Rect = { left: number; top: number; width: number; height: number };
const centre = (r: Rect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
const contains = (r: Rect, p: { x: number; y: number }) =>
  p.x >= r.left && p.x <= r.left + r.width && p.y >= r.top && p.y <= r.top + r.height;
const orderOf = (data: unknown) => (data as SeatDrop | undefined)?.keyboardOrder;
const isStop = (data: unknown) => typeof orderOf(data) === 'number';

/**
 * The keyboard's stop that holds a point (the smallest when stops nest), else the one holding where
 * the drag began: a guest picked up in the list starts on the list, one picked up at a table on it.
 */
function stopAt<C extends { id: UniqueIdentifier; data: { current: unknown } }>(
  containers: readonly C[],
  rects: { get(id: UniqueIdentifier): Rect | null | undefined },
  point: { x: number; y: number } | null,
  origin: Rect | null,
): C | undefined {
  const holding = (p: { x: number; y: number }) =>
    containers
      .filter((c) => isStop(c.data.current))
      .map((c) => ({ c, r: rects.get(c.id) }))
      .filter((x): x is { c: C; r: Rect } => Boolean(x.r && contains(x.r, p)))
      .sort((a, b) => a.r.width * a.r.height - b.r.width * b.r.height)[0]?.c;
  return (point && holding(point)) || (origin ? holding(centre(origin)) : undefined);
}

/** Arrow keys move a picked-up guest to the next (down, right) or previous (up, left) table in the list. */
export const jumpBetweenTables: KeyboardCoordinateGetter = (event, { active, context, currentCoordinates }) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACK.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableContainers, droppableRects, over, collisionRect } = context;
  const stops = droppableContainers
    .getEnabled()
    .filter((c) => isStop(c.data.current))
    .sort((a, b) => orderOf(a.data.current)! - orderOf(b.data.current)!);
  const overData = over ? droppableContainers.get(over.id)?.data.current : undefined;
  const here = isStop(overData)
    ? orderOf(overData)!
    : (orderOf(stopAt(stops, droppableRects, null, context.active?.rect.current.initial ?? null)?.data.current) ?? -1);
  const next = forward
    ? stops.find((s) => orderOf(s.data.current)! > here)
    : [...stops].reverse().find((s) => orderOf(s.data.current)! < here);
  const rect = next ? droppableRects.get(next.id) : undefined;
  if (!rect || !collisionRect || !active) return currentCoordinates;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + (rect.height - collisionRect.height) / 2 };
};

/**
 * The pointer's target when it is over one. For the keyboard, the list stop under the dragged
 * guest (where the arrows put it), or the one the drag began in.
 */
export const seatingCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    return within.length ? within : rectIntersection(args);
  }
  const stop = stopAt(args.droppableContainers, args.droppableRects, centre(args.collisionRect), args.active.rect.current.initial);
  return stop ? [{ id: stop.id, data: { droppableContainer: stop, value: 0 } }] : [];
};

const dragLabel = (data: unknown) => (data as SeatingDrag | undefined)?.label ?? 'the item';
const dropLabel = (data: unknown) => (data as SeatDrop | undefined)?.label;

/** What a screen reader hears as a guest is picked up, moved and dropped. */
export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    (active.data.current as SeatingDrag | undefined)?.type === 'guests'
      ? `Picked up ${dragLabel(active.data.current)}. Arrow keys move to the next or previous table; Space or Enter seats them there; Escape cancels.`
      : `Picked up ${dragLabel(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${dragLabel(active.data.current)} is over ${dropLabel(over.data.current) ?? 'the floor plan'}.`
      : `${dragLabel(active.data.current)} is not over a table.`,
  onDragEnd: ({ active, over }) =>
    over && dropLabel(over.data.current)
      ? `${dragLabel(active.data.current)} dropped on ${dropLabel(over.data.current)}.`
      : `${dragLabel(active.data.current)} dropped.`,
  onDragCancel: ({ active }) => `Cancelled. ${dragLabel(active.data.current)} stays where they were.`,
};

export const screenReaderInstructions = {
  draggable:
    'To seat guests with the keyboard, press Space or Enter to pick them up, arrow keys to choose a table, then Space or Enter to seat them, or Escape to cancel. Or use the “Seat at…” menu.',
};
