import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PAGE_KIND_INFO, type PageKind } from '../../../contracts/websiteRules';
import type { WebsitePageView } from '../../../contracts/website';
import styles from './PageList.module.scss';

export interface PageListProps {
  pages: WebsitePageView[];
  selected: PageKind;
  /** Kinds whose on/off change is being saved. */
  busy: Partial<Record<PageKind, boolean>>;
  onSelect: (kind: PageKind) => void;
  onToggle: (kind: PageKind, enabled: boolean) => void;
  onReorder: (kinds: PageKind[]) => void;
}

const label = (id: string | number) => PAGE_KIND_INFO[id as PageKind]?.label ?? String(id);

/**
 * The site's pages, in order: each switched on or off, chosen for editing, and moved by dragging
 * (mouse, touch, or the keyboard: space to lift, arrows to move, space to drop) or with its
 * up and down buttons. Home stays first: the site opens with it.
 */
export function PageList({ pages, selected, busy, onSelect, onToggle, onReorder }: PageListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const kinds = pages.map((p) => p.kind);
  const move = (from: number, to: number) => {
    if (to < 1 || to >= kinds.length || from < 1) return;
    onReorder(arrayMove(kinds, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(kinds.indexOf(active.id as PageKind), kinds.indexOf(over.id as PageKind));
  };
  const position = (id: string | number) => kinds.indexOf(id as PageKind) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}, page ${position(active.id)} of ${kinds.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${label(active.id)} is over ${label(over.id)}, position ${position(over.id)}.`
        : `${label(active.id)} is no longer over a page.`,
    onDragEnd: ({ active, over }) =>
      over ? `${label(active.id)} was dropped at position ${position(over.id)} of ${kinds.length}.` : `${label(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${label(active.id)} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a page, press space or enter to pick it up, the arrow keys to move it, and space or enter again to drop it. Escape cancels.',
        },
      }}
    >
      {/* Home is first and stays there: only the others are sortable. */}
      <SortableContext items={kinds.slice(1)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list}>
          {pages.map((page, index) => (
            <PageRow
              key={page.kind}
              page={page}
              index={index}
              count={pages.length}
              selected={selected === page.kind}
              busy={busy[page.kind] === true}
              onSelect={onSelect}
              onToggle={onToggle}
              onMove={move}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function PageRow({
  page,
  index,
  count,
  selected,
  busy,
  onSelect,
  onToggle,
  onMove,
}: {
  page: WebsitePageView;
  index: number;
  count: number;
  selected: boolean;
  busy: boolean;
  onSelect: (kind: PageKind) => void;
  onToggle: (kind: PageKind, enabled: boolean) => void;
  onMove: (from: number, to: number) => void;
}) {
  const isHome = page.kind === 'HOME';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: page.kind,
    disabled: isHome,
  });
  const info = PAGE_KIND_INFO[page.kind];
  const toggleId = `page-on-${page.kind}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${styles.row} ${selected ? styles.selected : ''} ${isDragging ? styles.dragging : ''}`}
    >
      {isHome ? (
        <span className={styles.handleSpacer} aria-hidden="true" />
      ) : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Move ${info.label}`}
        >
          <svg viewBox="0 0 12 18" width="12" height="18" aria-hidden="true">
            {[3, 9, 15].map((y) => (
              <g key={y}>
                <circle cx="3" cy={y} r="1.6" />
                <circle cx="9" cy={y} r="1.6" />
              </g>
            ))}
          </svg>
        </button>
      )}
      <input
        id={toggleId}
        type="checkbox"
        className={styles.toggle}
        checked={page.enabled}
        disabled={isHome || busy}
        onChange={(e) => onToggle(page.kind, e.target.checked)}
        aria-describedby={isHome ? `${toggleId}-hint` : undefined}
      />
      <label htmlFor={toggleId} className={styles.name}>
        {info.label}
        <span className="visually-hidden">{page.enabled ? ' (on the site)' : ' (off)'}</span>
        {isHome && (
          <span id={`${toggleId}-hint`} className={styles.hint}>
            Always on, always first
          </span>
        )}
      </label>
      <span className={styles.actions}>
        {!isHome && (
          <>
            <button
              type="button"
              className={styles.arrow}
              disabled={index <= 1}
              onClick={() => onMove(index, index - 1)}
              aria-label={`Move ${info.label} up`}
            >
              ↑
            </button>
            <button
              type="button"
              className={styles.arrow}
              disabled={index >= count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={`Move ${info.label} down`}
            >
              ↓
            </button>
          </>
        )}
        <button type="button" className={styles.edit} aria-pressed={selected} onClick={() => onSelect(page.kind)}>
          Edit<span className="visually-hidden"> {info.label}</span>
        </button>
      </span>
    </li>
  );
}
