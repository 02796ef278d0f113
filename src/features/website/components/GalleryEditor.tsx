import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
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
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ACCEPTED_IMAGE_TYPES } from '../../../contracts/media';
import { isWholeImage, type CropRect } from '../../../contracts/imageCrop';
import { CAPTION_MAX, MAX_SITE_PHOTOS, PHOTO_MESSAGES } from '../../../contracts/websiteRules';
import type { WebsitePhotoView } from '../../../contracts/website';
import { holdFile, releaseHeldFile } from '../../../lib/heldFiles';
import type { RequestState } from '../../../lib/requestCases';
import type { PhotoUpload } from '../websiteApi';
import type { PhotoUploadState } from '../websiteSlice';
import { PhotoCropDialog, type PendingPhoto } from './PhotoCropDialog';
import styles from './Gallery.module.scss';

export interface GalleryEditorProps {
  photos: WebsitePhotoView[];
  uploads: PhotoUploadState[];
  saves: Record<number, RequestState & { removing: boolean }>;
  captionSaved: number | null;
  onUpload: (uploads: PhotoUpload[]) => void;
  onDismissUpload: (fileId: string) => void;
  onCaption: (id: number, caption: string) => void;
  onRemove: (id: number) => void;
  onReorder: (ids: number[]) => void;
}

/** Reads a chosen picture's upright size in the browser (it applies the EXIF orientation, as the server does). */
function readSize(url: string, done: (size: { width: number; height: number } | null) => void) {
  const img = new Image();
  img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
  // A picture this browser cannot draw (HEIC in most browsers) goes up whole; the server reads it.
  img.onerror = () => done(null);
  img.src = url;
}

const percent = (u: PhotoUploadState) => (u.size > 0 ? Math.round((u.sent / u.size) * 100) : 0);

/**
 * The Photos page's gallery: choose many photos (the file picker, or drop them anywhere on this
 * panel), crop each before it goes, watch each upload's progress; then captions, the order (drag,
 * keyboard or arrows) and removal. Presentational: the route dispatches.
 */
export function GalleryEditor({
  photos,
  uploads,
  saves,
  captionSaved,
  onUpload,
  onDismissUpload,
  onCaption,
  onRemove,
  onReorder,
}: GalleryEditorProps) {
  const inputId = useId();
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [cropping, setCropping] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  // The browser's copies of files never sent are let go when the editor closes.
  useEffect(
    () => () =>
      pendingRef.current.forEach((p) => {
        URL.revokeObjectURL(p.url);
        releaseHeldFile(p.file);
      }),
    [],
  );

  const room = MAX_SITE_PHOTOS - photos.length - uploads.filter((u) => u.status !== 'failed').length - pending.length;
  const add = (files: File[]) => {
    const pictures = files.filter((f) => f.type === '' || f.type.startsWith('image/'));
    const taken = pictures.slice(0, Math.max(0, room));
    setNotice(
      pictures.length > taken.length
        ? PHOTO_MESSAGES.tooMany
        : pictures.length < files.length
          ? 'Only photos can go in the gallery: the other files were left out.'
          : null,
    );
    const added = taken.map((file): PendingPhoto => ({
      file: holdFile(file),
      url: URL.createObjectURL(file),
      size: null,
      crop: null,
      aspect: 'free',
    }));
    setPending((p) => [...p, ...added]);
    for (const photo of added)
      readSize(photo.url, (size) =>
        setPending((list) => list.map((p) => (p.file.id === photo.file.id ? { ...p, size, unreadable: size === null } : p))),
      );
  };
  const drop = (photo: PendingPhoto) => {
    URL.revokeObjectURL(photo.url);
    releaseHeldFile(photo.file);
    setPending((list) => list.filter((p) => p.file.id !== photo.file.id));
  };
  const send = () => {
    onUpload(pending.map((p) => ({ file: p.file, crop: p.crop && p.size && !isWholeImage(p.crop, p.size) ? p.crop : null })));
    pending.forEach((p) => URL.revokeObjectURL(p.url));
    setPending([]);
  };
  const onFiles = (files: FileList | null) => add(Array.from(files ?? []));
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files);
  };
  const croppingPhoto = pending.find((p) => p.file.id === cropping);

  return (
    <section
      className={`${styles.editor} ${dragging ? styles.dragging : ''}`}
      aria-labelledby={`${inputId}-title`}
      onDragOver={(e) => {
        if (!Array.from(e.dataTransfer.types).includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <h4 id={`${inputId}-title`} className={styles.title}>
        Your gallery
      </h4>
      <p className={styles.hint}>
        {photos.length} of {MAX_SITE_PHOTOS} photos. Choose photos or drop them here; crop each one before it goes up. Location and camera
        data are removed from every photo.
      </p>
      <div className={styles.drop}>
        <label htmlFor={inputId} className={styles.chooser}>
          Choose photos
        </label>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          disabled={room <= 0}
          onChange={(e) => {
            onFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <span className={styles.dropHint}>or drag and drop them here</span>
      </div>
      {notice && (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      )}

      {pending.length > 0 && (
        <div className={styles.pending}>
          <h5 className={styles.subtitle}>Ready to upload</h5>
          <ul className={styles.pendingList}>
            {pending.map((p) => (
              <li key={p.file.id} className={styles.pendingItem}>
                <img src={p.url} alt="" className={styles.pendingThumb} width={64} height={64} />
                <span className={styles.pendingName}>
                  {p.file.name}
                  <span className={styles.hint}>{cropText(p)}</span>
                </span>
                <button type="button" className={styles.secondary} disabled={!p.size} onClick={() => setCropping(p.file.id)}>
                  Crop<span className="visually-hidden"> {p.file.name}</span>
                </button>
                <button type="button" className={styles.linkButton} onClick={() => drop(p)}>
                  Remove<span className="visually-hidden"> {p.file.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.primary} onClick={send}>
            Upload {pending.length === 1 ? '1 photo' : `${pending.length} photos`}
          </button>
        </div>
      )}

      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.fileId} className={styles.upload}>
              <span className={styles.uploadName} id={`upload-${u.fileId}`}>
                {u.status === 'failed'
                  ? `${u.name} was not uploaded`
                  : u.status === 'loading'
                    ? `Uploading ${u.name}`
                    : `${u.name}: waiting`}
              </span>
              {u.status !== 'failed' ? (
                <progress className={styles.progress} max={100} value={percent(u)} aria-labelledby={`upload-${u.fileId}`}>
                  {percent(u)}%
                </progress>
              ) : (
                <>
                  <span className={styles.error} role="alert">
                    {u.error?.message}
                  </span>
                  <button type="button" className={styles.linkButton} onClick={() => onDismissUpload(u.fileId)}>
                    Dismiss<span className="visually-hidden"> the message about {u.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 ? (
        <p className={styles.hint}>No photos yet. Until you add some, the Photos page shows your couple photo.</p>
      ) : (
        <SortablePhotos photos={photos} onReorder={onReorder}>
          {(photo, index, handle) => (
            <PhotoCard
              photo={photo}
              index={index}
              count={photos.length}
              handle={handle}
              save={saves[photo.photo_id]}
              saved={captionSaved === photo.photo_id}
              onCaption={onCaption}
              onRemove={onRemove}
              onMove={(to) =>
                onReorder(
                  arrayMove(
                    photos.map((p) => p.photo_id),
                    index,
                    to,
                  ),
                )
              }
            />
          )}
        </SortablePhotos>
      )}

      {croppingPhoto?.size && (
        <PhotoCropDialog
          photo={{ ...croppingPhoto, size: croppingPhoto.size }}
          onCancel={() => setCropping(null)}
          onDone={(crop: CropRect, aspect) => {
            setPending((list) => list.map((p) => (p.file.id === croppingPhoto.file.id ? { ...p, crop, aspect } : p)));
            setCropping(null);
          }}
        />
      )}
    </section>
  );
}

function cropText(p: PendingPhoto): string {
  if (p.unreadable) return 'This browser cannot show it to crop: it will go up whole.';
  if (!p.size) return 'Reading the photo…';
  if (!p.crop || isWholeImage(p.crop, p.size)) return `The whole photo (${p.size.width} × ${p.size.height})`;
  return `Cropped to ${p.crop.width} × ${p.crop.height}`;
}

type Handle = ReactNode;

function SortablePhotos({
  photos,
  onReorder,
  children,
}: {
  photos: WebsitePhotoView[];
  onReorder: (ids: number[]) => void;
  children: (photo: WebsitePhotoView, index: number, handle: Handle) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((p) => p.photo_id);
  const position = (id: string | number) => ids.indexOf(Number(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} is over position ${position(over.id)}.`
        : `Photo ${position(active.id)} is no longer over the gallery.`,
    onDragEnd: ({ over }) => (over ? `Photo dropped at position ${position(over.id)} of ${ids.length}.` : 'Photo dropped.'),
    onDragCancel: () => 'Moving the photo was cancelled.',
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
            'To move a photo, press space or enter to pick it up, the arrow keys to move it, and space or enter again to drop it. Escape cancels.',
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol className={styles.grid}>
          {photos.map((photo, index) => (
            <SortableItem key={photo.photo_id} id={photo.photo_id} index={index} count={photos.length}>
              {(handle) => children(photo, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  index,
  count,
  children,
}: {
  id: number;
  index: number;
  count: number;
  children: (handle: Handle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={`Drag photo ${index + 1} of ${count}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`${styles.cell} ${isDragging ? styles.lifted : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}

function PhotoCard({
  photo,
  index,
  count,
  handle,
  save,
  saved,
  onCaption,
  onRemove,
  onMove,
}: {
  photo: WebsitePhotoView;
  index: number;
  count: number;
  handle: Handle;
  save: (RequestState & { removing: boolean }) | undefined;
  saved: boolean;
  onCaption: (id: number, caption: string) => void;
  onRemove: (id: number) => void;
  onMove: (to: number) => void;
}) {
  const [caption, setCaption] = useState(photo.caption);
  useEffect(() => setCaption(photo.caption), [photo.caption]);
  const id = `photo-${photo.photo_id}`;
  const busy = save?.status === 'loading';
  const n = index + 1;
  return (
    <figure className={styles.card}>
      <div className={styles.thumbWrap}>
        <img
          className={styles.thumb}
          src={photo.url}
          srcSet={photo.src_set}
          sizes="(min-width: 900px) 200px, 45vw"
          width={photo.width}
          height={photo.height}
          alt={photo.caption || `Photo ${n}`}
          loading="lazy"
          decoding="async"
        />
        {handle}
      </div>
      <figcaption className={styles.cardBody}>
        <label htmlFor={`${id}-caption`} className={styles.label}>
          Caption for photo {n}
        </label>
        <input
          id={`${id}-caption`}
          className={styles.input}
          maxLength={CAPTION_MAX}
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onCaption(photo.photo_id, caption);
            }
          }}
        />
        <div className={styles.cardActions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy || caption === photo.caption}
            onClick={() => onCaption(photo.photo_id, caption)}
          >
            Save caption<span className="visually-hidden"> for photo {n}</span>
          </button>
          <span className={styles.moves}>
            <button
              type="button"
              className={styles.iconButton}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={`Move photo ${n} earlier`}
            >
              ←
            </button>
            <button
              type="button"
              className={styles.iconButton}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={`Move photo ${n} later`}
            >
              →
            </button>
          </span>
          <button type="button" className={styles.linkButton} disabled={busy} onClick={() => onRemove(photo.photo_id)}>
            {busy && save?.removing ? 'Removing…' : 'Remove'}
            <span className="visually-hidden"> photo {n}</span>
          </button>
        </div>
        <p role="status" className={save?.status === 'failed' ? styles.error : styles.ok}>
          {save?.status === 'failed' ? save.error?.message : saved ? 'Caption saved.' : ''}
        </p>
      </figcaption>
    </figure>
  );
}
