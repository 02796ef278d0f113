import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
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

/** Arrow keys move a picked-up guest to the next (down, right) or previous (up, left) table in the list. */
export const jumpBetweenTables: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACK.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableContainers, droppableRects, over, collisionRect } = context;
  const stops = droppableContainers
    .getEnabled()
    .filter((c) => typeof (c.data.current as SeatDrop | undefined)?.keyboardOrder === 'number')
    .sort((a, b) => (a.data.current as SeatDrop).keyboardOrder! - (b.data.current as SeatDrop).keyboardOrder!);
  const overOrder = over ? ((droppableContainers.get(over.id)?.data.current as SeatDrop | undefined)?.keyboardOrder ?? -1) : -1;
  const next = forward
    ? stops.find((s) => (s.data.current as SeatDrop).keyboardOrder! > overOrder)
    : [...stops].reverse().find((s) => (s.data.current as SeatDrop).keyboardOrder! < overOrder);
  const rect = next ? droppableRects.get(next.id) : undefined;
  if (!rect || !collisionRect) return currentCoordinates;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + (rect.height - collisionRect.height) / 2 };
};

/** The pointer's target when it is over one; for the keyboard, the list stop the guest was moved onto. */
export const seatingCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    return within.length ? within : rectIntersection(args);
  }
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (c) => typeof (c.data.current as SeatDrop | undefined)?.keyboardOrder === 'number',
    ),
  });
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
