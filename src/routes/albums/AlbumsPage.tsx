import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { formatCents } from '../../lib/money';
import { withReturnTo } from '../../contracts/returnTo';
import { imageUrl } from '../../contracts/media';
import {
  ALBUMS_PATH,
  ALBUMS_SHOP_PATH,
  ALBUM_COVERS,
  ALBUM_COVER_KEYS,
  ALBUM_PAGE_COUNTS,
  ALBUM_SIZES,
  ALBUM_SIZE_KEYS,
  ALBUM_TITLE_MAX,
  albumPath,
  albumPriceCents,
  type AlbumCover,
  type AlbumFormat,
  type AlbumPageCount,
  type AlbumSize,
} from '../../contracts/albums';
import { albumCreateRequested, albumsListRequested } from '../../features/albums/albumsSlice';
import { selectAlbumCreate, selectAlbumList } from '../../features/albums/albumsSelectors';
import { AlbumFormatFields } from '../../features/albums/components/AlbumFormatFields';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from '../../features/albums/components/Albums.module.scss';

/** /wedding-albums: the couple's albums, and a new one (its format may come from the shop page's link). */
export default function AlbumsPage() {
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  usePageTitle('Your wedding albums');
  if (!isGuest) return <Albums />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your wedding albums</h1>
      {userStatus === 'loading' || userStatus === 'idle' ? (
        <p role="status">Loading your account…</p>
      ) : (
        <p>
          <Link to={withReturnTo('/account/login', ALBUMS_PATH)}>Log in</Link> to make an album from your photos, or{' '}
          <Link to={ALBUMS_SHOP_PATH}>see the formats and prices</Link>.
        </p>
      )}
    </div>
  );
}

function formatFromQuery(params: URLSearchParams): AlbumFormat {
  const size = params.get('size');
  const cover = params.get('cover');
  const pages = Number(params.get('pages'));
  return {
    size: ALBUM_SIZE_KEYS.includes(size as AlbumSize) ? (size as AlbumSize) : 'SQUARE_10',
    cover: ALBUM_COVER_KEYS.includes(cover as AlbumCover) ? (cover as AlbumCover) : 'LINEN',
    pages: (ALBUM_PAGE_COUNTS as readonly number[]).includes(pages) ? (pages as AlbumPageCount) : 40,
  };
}

function Albums() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useAppSelector(selectAlbumList);
  const create = useAppSelector(selectAlbumCreate);
  const [title, setTitle] = useState('Our wedding');
  const [format, setFormat] = useState<AlbumFormat>(() => formatFromQuery(params));
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    dispatch(albumsListRequested());
  }, [dispatch]);
  useEffect(() => {
    if (submitted && create.status === 'succeeded' && create.createdId) void navigate(albumPath(create.createdId));
  }, [submitted, create.status, create.createdId, navigate]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    dispatch(albumCreateRequested({ title: title.trim(), ...format }));
  };
  const albums = list.albums;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your wedding albums</h1>
      <p className={styles.intro}>
        Albums you start are saved as you build them, and your partner sees them too. <Link to={ALBUMS_SHOP_PATH}>Formats and prices</Link>
      </p>
      {list.status === 'failed' && !albums ? (
        <p role="alert" className={styles.error}>
          {list.error?.message}
        </p>
      ) : !albums ? (
        <p role="status">
          <span className="visually-hidden">Loading your albums…</span>
          <Skeleton height={200} />
        </p>
      ) : albums.length === 0 ? (
        <p>No albums yet. Start one below.</p>
      ) : (
        <ul className={styles.cards} aria-label="Your albums">
          {albums.map((a) => (
            <li key={a.id}>
              <article className={styles.card}>
                {a.cover_image_id ? (
                  <img className={styles.cover} src={imageUrl(a.cover_image_id, 320)} alt="" loading="lazy" />
                ) : (
                  <div className={styles.coverEmpty} aria-hidden="true">
                    No cover yet
                  </div>
                )}
                <h3>
                  <Link to={albumPath(a.id)}>{a.title}</Link>
                </h3>
                <p>
                  {ALBUM_SIZES[a.size].label}, {ALBUM_COVERS[a.cover].label.toLowerCase()}, {a.pages} pages
                </p>
                <p>
                  {a.photo_count} {a.photo_count === 1 ? 'photo' : 'photos'}
                  {a.ordered ? ' · Ordered' : ''}
                </p>
                <p className={styles.price}>{formatCents(a.price_cents)}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <h2 className={styles.subheading}>Start an album</h2>
      <form className={styles.form} onSubmit={onSubmit} aria-label="Start an album">
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="album-title">Title</label>
          <input id="album-title" value={title} maxLength={ALBUM_TITLE_MAX} required onChange={(e) => setTitle(e.target.value)} />
        </div>
        <AlbumFormatFields value={format} onChange={setFormat} />
        <p className={styles.total} aria-live="polite">
          Price: <strong>{formatCents(albumPriceCents(format))}</strong>
        </p>
        <p className={styles.wide}>
          <button className={styles.button} type="submit" disabled={create.status === 'loading'}>
            Start the album
          </button>
        </p>
        {create.status === 'failed' && (
          <p role="alert" className={`${styles.error} ${styles.wide}`}>
            {create.error?.message}
          </p>
        )}
      </form>
    </div>
  );
}
