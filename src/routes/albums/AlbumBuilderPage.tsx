import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DndContext, PointerSensor, useDraggable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { formatCents } from '../../lib/money';
import { holdFile } from '../../lib/heldFiles';
import { withReturnTo } from '../../contracts/returnTo';
import { imageUrl } from '../../contracts/media';
import {
  ALBUMS_PATH,
  ALBUM_LAYOUTS,
  ALBUM_LAYOUT_KEYS,
  ALBUM_MESSAGES,
  ALBUM_TITLE_MAX,
  CAPTION_MAX,
  albumPath,
  albumPriceCents,
  placeInSlot,
  printWarning,
  resizeSpreads,
  slotsOf,
  swapSlots,
  unplacedPhotos,
  withLayout,
  type AlbumLayout,
  type AlbumPhoto,
  type AlbumView,
  type SlotRef,
} from '../../contracts/albums';
import { proofUrl } from '../../features/albums/albumsApi';
import {
  albumEdited,
  albumRequested,
  autoLayoutRequested,
  photoRemoveRequested,
  photosChosen,
  uploadDismissed,
  uploadResumeRequested,
  type AlbumDraft,
} from '../../features/albums/albumsSlice';
import {
  selectAlbum,
  selectAlbumAction,
  selectAlbumDraft,
  selectAlbumLoad,
  selectAlbumSave,
  selectAlbumUploads,
} from '../../features/albums/albumsSelectors';
import { AlbumFormatFields } from '../../features/albums/components/AlbumFormatFields';
import { SpreadCanvas } from '../../features/albums/components/SpreadCanvas';
import { UploadPanel } from '../../features/albums/components/UploadPanel';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import pages from '../../features/albums/components/Albums.module.scss';
import styles from '../../features/albums/components/Builder.module.scss';

/** Spreads shown at once: 300 photos over 40 spreads stay a page of 4 spreads (about 32 pictures). */
export const SPREADS_PER_PAGE = 4;

/** What the keyboard (or a click) has picked up: a photo in a slot, or one not placed yet. */
type Picked = { kind: 'slot'; ref: SlotRef } | { kind: 'photo'; id: number };

export default function AlbumBuilderPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  usePageTitle('Album builder');
  if (!isGuest) return <Builder id={id} />;
  return (
    <div className={pages.page}>
      <h1 className={pages.heading}>Album builder</h1>
      {userStatus === 'loading' || userStatus === 'idle' ? (
        <p role="status">Loading your account…</p>
      ) : (
        <p>
          <Link to={withReturnTo('/account/login', albumPath(id))}>Log in</Link> to build your album.
        </p>
      )}
    </div>
  );
}

function Builder({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const album = useAppSelector((s) => selectAlbum(s, id));
  const draft = useAppSelector((s) => selectAlbumDraft(s, id));
  const load = useAppSelector(selectAlbumLoad);
  const save = useAppSelector((s) => selectAlbumSave(s, id));
  const action = useAppSelector(selectAlbumAction);
  const uploads = useAppSelector((s) => selectAlbumUploads(s, id));
  useEffect(() => {
    dispatch(albumRequested(id));
  }, [dispatch, id]);
  usePageTitle(album ? `${album.title}: album builder` : 'Album builder');

  if (!album || !draft)
    return (
      <div className={pages.page}>
        <h1 className={pages.heading}>Album builder</h1>
        {load.status === 'failed' ? (
          <p role="alert" className={pages.error}>
            {load.error?.message} <Link to={ALBUMS_PATH}>Your albums</Link>
          </p>
        ) : (
          <p role="status">
            <span className="visually-hidden">Loading your album…</span>
            <Skeleton height={320} />
          </p>
        )}
      </div>
    );
  return (
    <Editor
      album={album}
      draft={draft}
      saveStatus={save.status}
      saveMessage={save.message}
      actionError={action.status === 'failed' ? (action.error?.message ?? null) : null}
      autoLayoutBusy={action.status === 'loading'}
      uploads={uploads}
      onEdit={(next) => dispatch(albumEdited({ id, draft: next }))}
      onAutoLayout={() => dispatch(autoLayoutRequested(id))}
      onFiles={(files) => dispatch(photosChosen({ id, files: files.map(holdFile) }))}
      onResume={(fileId) => dispatch(uploadResumeRequested({ id, fileId }))}
      onDismiss={(fileId) => dispatch(uploadDismissed(fileId))}
      onRemovePhoto={(photoId) => dispatch(photoRemoveRequested({ id, photoId }))}
    />
  );
}

const SAVE_TEXT = { saved: 'All changes saved', pending: 'Saving soon…', saving: 'Saving…', failed: 'Not saved' } as const;

function Editor({
  album,
  draft,
  saveStatus,
  saveMessage,
  actionError,
  autoLayoutBusy,
  uploads,
  onEdit,
  onAutoLayout,
  onFiles,
  onResume,
  onDismiss,
  onRemovePhoto,
}: {
  album: AlbumView;
  draft: AlbumDraft;
  saveStatus: keyof typeof SAVE_TEXT;
  saveMessage: string | null;
  actionError: string | null;
  autoLayoutBusy: boolean;
  uploads: ReturnType<typeof selectAlbumUploads>;
  onEdit: (draft: AlbumDraft) => void;
  onAutoLayout: () => void;
  onFiles: (files: File[]) => void;
  onResume: (fileId: string) => void;
  onDismiss: (fileId: string) => void;
  onRemovePhoto: (photoId: number) => void;
}) {
  const [page, setPage] = useState(0);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [notice, setNotice] = useState('');
  const [previewing, setPreviewing] = useState<number | null>(null);
  const frozen = album.ordered;
  const photos = useMemo(() => new Map(album.photos.map((p) => [p.id, p])), [album.photos]);
  const tray = useMemo(() => unplacedPhotos(album.photos, draft.spreads), [album.photos, draft.spreads]);
  const waiting = album.photos.filter((p) => p.status === 'PROCESSING' || p.status === 'UPLOADING');
  const failed = album.photos.filter((p) => p.status === 'FAILED');
  const placedCount = draft.spreads.reduce((n, s) => n + s.photos.filter((p) => p !== null).length, 0);
  const pageCount = Math.ceil(draft.spreads.length / SPREADS_PER_PAGE);
  const shown = draft.spreads.slice(page * SPREADS_PER_PAGE, (page + 1) * SPREADS_PER_PAGE);
  const nameOf = (photoId: number | null | undefined) => (photoId ? (photos.get(photoId)?.file_name ?? 'a photo') : 'an empty place');

  const edit = useCallback((next: Partial<AlbumDraft>) => onEdit({ ...draft, ...next }), [draft, onEdit]);

  // The keyboard's (and a click's) path: pick a photo up, then choose where it goes.
  const onSlot = (ref: SlotRef) => {
    if (frozen) return;
    if (!picked) {
      setPicked({ kind: 'slot', ref });
      setNotice(`Picked up ${nameOf(draft.spreads[ref.spread]?.photos[ref.slot])}. Choose another place to swap, or press Escape.`);
      return;
    }
    if (picked.kind === 'slot') {
      if (picked.ref.spread !== ref.spread || picked.ref.slot !== ref.slot) {
        edit({ spreads: swapSlots(draft.spreads, picked.ref, ref) });
        setNotice(`Swapped: spread ${picked.ref.spread + 1} and spread ${ref.spread + 1}.`);
      } else setNotice('Put back.');
    } else {
      edit({ spreads: placeInSlot(draft.spreads, picked.id, ref) });
      setNotice(`Placed ${nameOf(picked.id)} on spread ${ref.spread + 1}.`);
    }
    setPicked(null);
  };
  const onTrayPhoto = (photoId: number) => {
    if (frozen) return;
    setPicked(picked?.kind === 'photo' && picked.id === photoId ? null : { kind: 'photo', id: photoId });
    setNotice(`Picked up ${nameOf(photoId)}. Choose a place on a spread for it, or press Escape.`);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && picked) {
        setPicked(null);
        setNotice('Cancelled.');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [picked]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = (over?.data.current as { ref?: SlotRef } | undefined)?.ref;
    if (!to || frozen) return;
    const from = active.data.current as { kind: 'slot'; ref: SlotRef } | { kind: 'photo'; id: number } | undefined;
    if (from?.kind === 'slot') edit({ spreads: swapSlots(draft.spreads, from.ref, to) });
    else if (from?.kind === 'photo') edit({ spreads: placeInSlot(draft.spreads, from.id, to) });
    setPicked(null);
  };

  const pickedSlot = picked?.kind === 'slot' ? picked.ref : null;
  const pickedPhoto =
    picked?.kind === 'photo' ? picked.id : picked ? (draft.spreads[picked.ref.spread]?.photos[picked.ref.slot] ?? null) : null;
  const coverPhoto = draft.cover_photo_id ? photos.get(draft.cover_photo_id) : undefined;

  if (previewing !== null)
    return (
      <div className={pages.page}>
        <Preview
          album={album}
          draft={draft}
          photos={photos}
          index={previewing}
          onIndex={setPreviewing}
          onClose={() => setPreviewing(null)}
        />
      </div>
    );

  return (
    <div className={pages.page}>
      <p>
        <Link to={ALBUMS_PATH}>Your albums</Link>
      </p>
      <h1 className={pages.heading}>{draft.title}</h1>
      <p className={styles.status} role="status">
        {frozen ? 'This album has been ordered; it can no longer be changed.' : (saveMessage ?? SAVE_TEXT[saveStatus])}
      </p>
      <div className={styles.toolbar}>
        <button type="button" className={styles.secondary} onClick={() => setPreviewing(0)}>
          Preview every spread
        </button>
        <a className={styles.secondary} href={proofUrl(album.id, album.version)} target="_blank" rel="noreferrer">
          Download the proof (PDF)
        </a>
        <span className={pages.price}>{formatCents(albumPriceCents(draft))}</span>
      </div>

      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className={styles.layout}>
          <div className={styles.sidebar}>
            <form className={styles.panel} onSubmit={(e) => e.preventDefault()} aria-label="Album details">
              <div className={pages.field}>
                <label htmlFor="album-title">Title</label>
                <input
                  id="album-title"
                  value={draft.title}
                  maxLength={ALBUM_TITLE_MAX}
                  disabled={frozen}
                  onChange={(e) => edit({ title: e.target.value })}
                />
              </div>
              <AlbumFormatFields
                value={draft}
                disabled={frozen}
                onChange={(next) => {
                  const spreads = resizeSpreads(draft.spreads, next.pages);
                  if (!spreads) return setNotice(ALBUM_MESSAGES.fewerPages);
                  edit({ size: next.size, cover: next.cover, pages: next.pages, spreads });
                }}
              />
              <div className={pages.field}>
                <span>Cover photo</span>
                {coverPhoto?.image_id ? (
                  <img className={styles.coverPreview} src={imageUrl(coverPhoto.image_id, 320)} alt={`Cover: ${coverPhoto.file_name}`} />
                ) : (
                  <span>None yet</span>
                )}
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={frozen || pickedPhoto === null}
                  onClick={() => {
                    edit({ cover_photo_id: pickedPhoto });
                    setNotice(`${nameOf(pickedPhoto)} is the cover photo.`);
                    setPicked(null);
                  }}
                >
                  Use the picked photo as the cover
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={frozen || pickedPhoto === null}
                  onClick={() => {
                    if (pickedPhoto === null || !window.confirm(`Remove ${nameOf(pickedPhoto)} from the album?`)) return;
                    onRemovePhoto(pickedPhoto);
                    setNotice(`Removed ${nameOf(pickedPhoto)}.`);
                    setPicked(null);
                  }}
                >
                  Remove the picked photo
                </button>
              </div>
            </form>

            {!frozen && <UploadPanel uploads={uploads} disabled={frozen} onFiles={onFiles} onResume={onResume} onDismiss={onDismiss} />}

            <section className={styles.panel} aria-labelledby="tray-h">
              <h2 id="tray-h">Photos not placed ({tray.length})</h2>
              <p className={styles.status}>
                {album.photos.length} photos · {placedCount} placed
                {waiting.length > 0 ? ` · ${waiting.length} being prepared` : ''}
                {failed.length > 0 ? ` · ${failed.length} could not be read` : ''}
              </p>
              {!frozen && (
                <button type="button" className={styles.secondary} disabled={autoLayoutBusy || waiting.length > 0} onClick={onAutoLayout}>
                  Lay out all photos in time order
                </button>
              )}
              {actionError && (
                <p role="alert" className={styles.warnings}>
                  {actionError}
                </p>
              )}
              <ul className={styles.tray} aria-label="Photos not placed">
                {tray.map((p) => (
                  <li key={p.id}>
                    <TrayPhoto photo={p} picked={picked?.kind === 'photo' && picked.id === p.id} onPick={() => onTrayPhoto(p.id)} />
                  </li>
                ))}
              </ul>
              {failed.length > 0 && (
                <ul className={styles.warnings}>
                  {failed.map((p) => (
                    <li key={p.id}>
                      {p.file_name}: {p.error}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>

          <section aria-labelledby="spreads-h">
            <h2 id="spreads-h" className={pages.subheading}>
              Spreads
            </h2>
            <p className={styles.status} aria-live="polite">
              {notice}
            </p>
            <p className={pages.intro}>
              Drag a photo onto another place to swap them, or with the keyboard: press Enter on a photo to pick it up, then Enter on the
              place it should go.
            </p>
            <SpreadPager page={page} pageCount={pageCount} total={draft.spreads.length} onPage={setPage} />
            <ol className={styles.spreads} start={page * SPREADS_PER_PAGE + 1}>
              {shown.map((spread, k) => {
                const index = page * SPREADS_PER_PAGE + k;
                const warnings = slotsOf(spread.layout).flatMap((slot, i) => {
                  const p = spread.photos[i] ? photos.get(spread.photos[i]) : undefined;
                  const w = p?.width && p.height ? printWarning({ width: p.width, height: p.height }, slot, draft.size) : null;
                  return w ? [`${p!.file_name}: ${w}`] : [];
                });
                return (
                  <li key={index} className={styles.spreadItem}>
                    <h3>
                      Spread {index + 1} (pages {index * 2 + 1}–{index * 2 + 2})
                    </h3>
                    <div className={styles.spreadTools}>
                      <div className={pages.field}>
                        <label htmlFor={`layout-${index}`}>Layout</label>
                        <select
                          id={`layout-${index}`}
                          value={spread.layout}
                          disabled={frozen}
                          onChange={(e) =>
                            edit({ spreads: draft.spreads.map((s, i) => (i === index ? withLayout(s, e.target.value as AlbumLayout) : s)) })
                          }
                        >
                          {ALBUM_LAYOUT_KEYS.map((k2) => (
                            <option key={k2} value={k2}>
                              {ALBUM_LAYOUTS[k2].label}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div className={pages.field}>
                        <label htmlFor={`caption-${index}`}>Caption</label>
                        <input
                          id={`caption-${index}`}
                          value={spread.caption}
                          maxLength={CAPTION_MAX}
                          disabled={frozen}
                          onChange={(e) =>
                            edit({ spreads: draft.spreads.map((s, i) => (i === index ? { ...s, caption: e.target.value } : s)) })
                          }
                        />
                      </div>
                    </div>
                    <SpreadCanvas
                      spread={spread}
                      index={index}
                      size={draft.size}
                      photos={photos}
                      editing={frozen ? undefined : { selected: pickedSlot, onSlot }}
                    />
                    {warnings.length > 0 && (
                      <ul className={styles.warnings}>
                        {warnings.map((w) => (
                          <li key={w}>{w}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
            <SpreadPager page={page} pageCount={pageCount} total={draft.spreads.length} onPage={setPage} />
          </section>
        </div>
      </DndContext>
    </div>
  );
}

function TrayPhoto({ photo, picked, onPick }: { photo: AlbumPhoto; picked: boolean; onPick: () => void }) {
  const drag = useDraggable({ id: `photo-${photo.id}`, data: { kind: 'photo', id: photo.id } });
  return (
    <button
      ref={drag.setNodeRef}
      type="button"
      className={styles.trayPhoto}
      aria-pressed={picked}
      aria-label={`${photo.file_name}${picked ? ' (picked up)' : ''}`}
      onClick={onPick}
      {...drag.listeners}
      style={drag.isDragging ? { opacity: 0.4 } : undefined}
    >
      {photo.image_id ? (
        <img src={imageUrl(photo.image_id, 320)} alt="" loading="lazy" decoding="async" draggable={false} />
      ) : (
        <span className={styles.processing}>Preparing…</span>
      )}
    </button>
  );
}

function SpreadPager({ page, pageCount, total, onPage }: { page: number; pageCount: number; total: number; onPage: (p: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Spreads">
      <ul className={styles.pager}>
        {Array.from({ length: pageCount }, (_, p) => {
          const first = p * SPREADS_PER_PAGE + 1;
          const last = Math.min(total, first + SPREADS_PER_PAGE - 1);
          return (
            <li key={p}>
              <button type="button" aria-current={p === page} onClick={() => onPage(p)}>
                <span className="visually-hidden">Spreads </span>
                {first}–{last}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Preview({
  album,
  draft,
  photos,
  index,
  onIndex,
  onClose,
}: {
  album: AlbumView;
  draft: AlbumDraft;
  photos: ReadonlyMap<number, AlbumPhoto>;
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const spread = draft.spreads[index];
  useEffect(() => {
    document.getElementById('preview-h')?.focus();
  }, []);
  return (
    <section className={styles.preview} aria-labelledby="preview-h">
      <h1 id="preview-h" className={pages.heading} tabIndex={-1}>
        Preview: {draft.title}
      </h1>
      <div className={styles.toolbar}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Back to the builder
        </button>
        <button type="button" className={styles.secondary} disabled={index === 0} onClick={() => onIndex(index - 1)}>
          Previous spread
        </button>
        <button type="button" className={styles.secondary} disabled={index >= draft.spreads.length - 1} onClick={() => onIndex(index + 1)}>
          Next spread
        </button>
        <a className={styles.secondary} href={proofUrl(album.id, album.version)} target="_blank" rel="noreferrer">
          Download the proof (PDF)
        </a>
      </div>
      <p role="status">
        Spread {index + 1} of {draft.spreads.length}
      </p>
      {spread && <SpreadCanvas spread={spread} index={index} size={draft.size} photos={photos} large />}
      {spread?.caption && <p>{spread.caption}</p>}
    </section>
  );
}
