import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { formatCents } from '../../lib/money';
import { ALBUMS_PATH, IDEAL_PRINT_DPI, MIN_PRINT_DPI, albumPriceCents, type AlbumFormat } from '../../contracts/albums';
import { formatsRequested } from '../../features/albums/albumsSlice';
import { selectAlbumFormats } from '../../features/albums/albumsSelectors';
import { AlbumFormatFields } from '../../features/albums/components/AlbumFormatFields';
import styles from '../../features/albums/components/Albums.module.scss';

/** /wedding-albums/shop: the album formats and their prices (from the server), and a price for the format chosen. */
export default function AlbumsShopPage() {
  const dispatch = useAppDispatch();
  const formats = useAppSelector(selectAlbumFormats);
  const [format, setFormat] = useState<AlbumFormat>({ size: 'SQUARE_10', cover: 'LINEN', pages: 40 });
  useEffect(() => {
    dispatch(formatsRequested());
  }, [dispatch]);
  const answer = formats.answer;
  const start = `${ALBUMS_PATH}?size=${format.size}&cover=${format.cover}&pages=${format.pages}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Wedding photo albums</h1>
      <p className={styles.intro}>
        Lay-flat albums made from your own photos. Upload them all at once, we lay them out in the order they were taken, and you arrange
        every spread before you order. Each order comes with a print-ready proof to check first.
      </p>
      {formats.status === 'failed' && !answer ? (
        <p role="alert" className={styles.error}>
          {formats.error?.message}
        </p>
      ) : !answer ? (
        <p role="status">
          <span className="visually-hidden">Loading the album formats…</span>
          <Skeleton height={240} />
        </p>
      ) : (
        <>
          <h2 className={styles.subheading}>Sizes</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Album sizes and prices with a linen cover and 20 pages</caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  <th scope="col">Each 20 more pages</th>
                  <th scope="col">From (linen, 20 pages)</th>
                </tr>
              </thead>
              <tbody>
                {answer.sizes.map((s) => (
                  <tr key={s.key}>
                    <th scope="row">{s.label}</th>
                    <td>+{formatCents(s.extra_20_pages_cents)}</td>
                    <td className={styles.price}>{formatCents(s.from_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className={styles.subheading}>Covers</h2>
          <ul className={styles.cards}>
            {answer.covers.map((c) => (
              <li key={c.key} className={styles.card}>
                <h3>{c.label}</h3>
                <p>{c.description}</p>
                <p className={styles.price}>{c.extra_cents === 0 ? 'Included' : `+${formatCents(c.extra_cents)}`}</p>
              </li>
            ))}
          </ul>
          <h2 className={styles.subheading}>Price your album</h2>
          <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="Price your album">
            <AlbumFormatFields value={format} onChange={setFormat} />
            <p className={styles.total} aria-live="polite">
              Total: <strong>{formatCents(albumPriceCents(format))}</strong>
            </p>
            <p className={styles.wide}>
              <Link className={styles.linkButton} to={start}>
                Start this album
              </Link>
            </p>
          </form>
          <h2 className={styles.subheading}>Good to know</h2>
          <ul className={styles.intro}>
            <li>
              Photos print sharp at {IDEAL_PRINT_DPI} pixels per inch; the builder warns about any photo that would print below{' '}
              {MIN_PRINT_DPI}.
            </li>
            <li>Your photos are stored without their location or camera details.</li>
          </ul>
        </>
      )}
    </div>
  );
}
