import { useDraggable, useDroppable } from '@dnd-kit/core';
import { imageUrl, imageSrcSet } from '../../../contracts/media';
import {
  ALBUM_SIZES,
  printWarning,
  slotsOf,
  type AlbumPhoto,
  type AlbumSize,
  type Slot,
  type SlotRef,
  type Spread,
} from '../../../contracts/albums';
import styles from './Builder.module.scss';

export const slotDragId = (ref: SlotRef) => `slot-${ref.spread}-${ref.slot}`;

export interface SpreadCanvasProps {
  spread: Spread;
  index: number;
  size: AlbumSize;
  photos: ReadonlyMap<number, AlbumPhoto>;
  /** The builder: slots are buttons (pick up, then put down) and drag targets. Without it, a plain preview. */
  editing?: {
    selected: SlotRef | null;
    onSlot: (ref: SlotRef) => void;
  };
  /** The preview's larger pictures. */
  large?: boolean;
}

const box = (s: Slot) => ({ left: `${s.x * 100}%`, top: `${s.y * 100}%`, width: `${s.w * 100}%`, height: `${s.h * 100}%` });

/** One spread drawn to scale (two pages wide), its photos filling their slots (cropped to the slot's shape). */
export function SpreadCanvas({ spread, index, size, photos, editing, large = false }: SpreadCanvasProps) {
  const { width_in, height_in } = ALBUM_SIZES[size];
  const slots = slotsOf(spread.layout);
  return (
    <div className={styles.spread} style={{ aspectRatio: `${width_in * 2} / ${height_in}` }}>
      <div className={styles.fold} aria-hidden="true" />
      {slots.map((slot, i) => {
        const photo = spread.photos[i] != null ? (photos.get(spread.photos[i]) ?? null) : null;
        const ref = { spread: index, slot: i };
        return editing ? (
          <EditableSlot
            key={i}
            slot={slot}
            photo={photo}
            slotRef={ref}
            size={size}
            selected={editing.selected?.spread === index && editing.selected.slot === i}
            onActivate={() => editing.onSlot(ref)}
            count={slots.length}
          />
        ) : (
          <div key={i} className={styles.slot} style={box(slot)}>
            {photo?.image_id && <SlotImage photo={photo} width={slot.w} large={large} />}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A slot's picture: the browser picks the size from the srcset for the slot's width (a fraction of
 * the spread, which is at most the page's width), so a phone's dense screen gets a sharp one.
 */
function SlotImage({ photo, width, large }: { photo: AlbumPhoto; width: number; large: boolean }) {
  const vw = Math.max(10, Math.round(width * 100));
  return (
    <img
      className={styles.slotImage}
      src={imageUrl(photo.image_id!, large ? 1280 : 320)}
      srcSet={imageSrcSet(photo.image_id!)}
      sizes={`(min-width: 1280px) ${Math.round(width * 1232)}px, ${vw}vw`}
      alt={photo.file_name}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}

function EditableSlot({
  slot,
  photo,
  slotRef,
  size,
  selected,
  onActivate,
  count,
}: {
  slot: Slot;
  photo: AlbumPhoto | null;
  slotRef: SlotRef;
  size: AlbumSize;
  selected: boolean;
  onActivate: () => void;
  count: number;
}) {
  const id = slotDragId(slotRef);
  const drag = useDraggable({ id, data: { kind: 'slot', ref: slotRef }, disabled: !photo });
  const drop = useDroppable({ id, data: { kind: 'slot', ref: slotRef } });
  const warning = photo?.width && photo.height ? printWarning({ width: photo.width, height: photo.height }, slot, size) : null;
  // The visible text ("Empty", "Low resolution") is part of the name (WCAG 2.5.3).
  const label = `Spread ${slotRef.spread + 1}, place ${slotRef.slot + 1} of ${count}: ${photo ? photo.file_name : 'Empty'}${
    warning ? '. Low resolution' : ''
  }`;
  return (
    <div
      ref={drop.setNodeRef}
      className={`${styles.slot} ${drop.isOver ? styles.over : ''} ${selected ? styles.selected : ''}`}
      style={box(slot)}
    >
      <button
        ref={drag.setNodeRef}
        type="button"
        className={styles.slotButton}
        aria-pressed={selected}
        aria-label={label}
        title={warning ?? undefined}
        onClick={onActivate}
        {...drag.listeners}
        style={drag.isDragging ? { opacity: 0.4 } : undefined}
      >
        {photo?.image_id ? <SlotImage photo={photo} width={slot.w} large={false} /> : <span className={styles.emptySlot}>Empty</span>}
        {warning && (
          <span className={styles.warning} aria-hidden="true">
            Low resolution
          </span>
        )}
      </button>
    </div>
  );
}
