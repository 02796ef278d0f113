import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Lightbox, type LightboxPhoto } from '../../components/Lightbox/Lightbox';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { BUDGET_LABELS, COLOURS, photoPath, SEASON_LABELS, STYLE_LABELS, type AddBoardItemBody } from '../../contracts/inspiration';
import { returnToFor, withReturnTo } from '../../contracts/returnTo';
import { weddingRequested } from '../../features/inspiration/inspirationSlice';
import { selectRealWedding, selectWeddingRequest } from '../../features/inspiration/inspirationSelectors';
import { selectIsGuest } from '../../features/user/userSelectors';
import { InspirationNav } from './InspirationNav';
import { SaveToBoard } from './SaveToBoard';
import styles from './InspirationPages.module.scss';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /inspiration/weddings/{slug}: a real wedding's story, gallery (with a lightbox) and vendors; save any of it. */
export default function RealWeddingPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = returnToFor(useLocation());
  const wedding = useAppSelector((s) => selectRealWedding(s, slug));
  const request = useAppSelector(selectWeddingRequest);
  const isGuest = useAppSelector(selectIsGuest);
  const [open, setOpen] = useState<number | null>(null);
  const [saving, setSaving] = useState<{ item: AddBoardItemBody; what: string } | null>(null);
  usePageTitle(wedding?.title ?? 'Real wedding');

  useEffect(() => {
    dispatch(weddingRequested(slug));
  }, [dispatch, slug]);

  const startSave = (item: AddBoardItemBody, what: string) => {
    // Boards belong to an account: log in first, and come back here.
    if (isGuest) void navigate(withReturnTo('/account/login', returnTo));
    else setSaving({ item, what });
  };

  if (!wedding)
    return (
      <div className={styles.page}>
        <InspirationNav />
        {request.status === 'failed' && request.slug === slug ? (
          <>
            <h1 className={styles.heading}>Real wedding</h1>
            <p className={styles.error}>{request.error?.message}</p>
            <Link to="/inspiration">See all real weddings</Link>
          </>
        ) : (
          <Skeleton height={480} />
        )}
      </div>
    );

  const lightboxPhotos: LightboxPhoto[] = wedding.photos.map((p, i) => ({
    id: p.id,
    large_url: photoPath(wedding.slug, i, 1440),
    src_set: p.srcset,
    width: 1440,
    height: 1080,
    caption: p.caption,
    alt: p.alt,
  }));

  return (
    <div className={styles.page}>
      <InspirationNav />
      <article>
        <h1 className={styles.heading}>{wedding.title}</h1>
        <p className={styles.muted}>
          {wedding.city}, {wedding.state_code} · {formatDate(wedding.wedding_date)} · {wedding.guest_count} guests ·{' '}
          {SEASON_LABELS[wedding.season]} · {STYLE_LABELS[wedding.style]} · Budget {BUDGET_LABELS[wedding.budget].toLowerCase()}
        </p>
        <ul className={styles.paletteRow} aria-label="Their colours">
          {wedding.colours.map((c) => (
            <li key={c} className={styles.paletteItem}>
              <span className={styles.swatch} style={{ background: COLOURS[c].hex }} aria-hidden="true" />
              {COLOURS[c].label}
            </li>
          ))}
        </ul>
        <button type="button" className={styles.primaryButton} onClick={() => startSave({ wedding_slug: wedding.slug }, 'this wedding')}>
          Save this wedding
        </button>

        <h2 className={styles.sectionHeading}>Photos</h2>
        <ul className={styles.gallery}>
          {wedding.photos.map((p, i) => (
            <li key={p.id} className={styles.galleryCell}>
              <button
                type="button"
                className={styles.photoButton}
                onClick={() => setOpen(i)}
                aria-label={`Open photo ${i + 1}: ${p.caption}`}
              >
                <img
                  className={styles.photo}
                  src={p.src}
                  srcSet={p.srcset}
                  sizes="(min-width: 992px) 50vw, 100vw"
                  width={480}
                  height={360}
                  alt={p.alt}
                  loading={i < 2 ? 'eager' : 'lazy'}
                />
              </button>
              <div className={styles.photoFooter}>
                <span>{p.caption}</span>
                <button type="button" className={styles.smallButton} onClick={() => startSave({ photo_id: p.id }, 'this photo')}>
                  Save<span className={styles.visuallyHidden}> {p.caption.toLowerCase()}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>

        <h2 className={styles.sectionHeading}>Their story</h2>
        <div className={styles.story}>
          {wedding.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <h2 className={styles.sectionHeading}>Their vendors</h2>
        <ul className={styles.vendorList}>
          {wedding.vendors.map((v) => (
            <li key={v.href}>
              <span className={styles.muted}>{v.role}:</span> <Link to={v.href}>{v.name}</Link>
            </li>
          ))}
        </ul>
      </article>
      {open !== null && lightboxPhotos[open] && (
        <Lightbox photos={lightboxPhotos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
      {saving && <SaveToBoard item={saving.item} what={saving.what} onClose={() => setSaving(null)} />}
    </div>
  );
}
