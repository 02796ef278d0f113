import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ENVELOPES_PATH, THANK_YOU_CARDS_PATH } from '../../contracts/paperMail';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { artUrl, CARD_FORMATS, PAPER_CATALOGUES, SAMPLES_PATH, SUITES_PATH, UNIVERSAL_PATH, type DesignCard } from '../../contracts/paper';
import { paperHomeRequested } from '../../features/paper/paperSlice';
import { selectPaperHome, selectSampleBox } from '../../features/paper/paperSelectors';
import { PaperNav } from '../../features/paper/components/PaperNav';
import { DesignTile } from '../../features/paper/components/DesignTile';
import { selectIsGuest } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';

function cover(design: DesignCard, width: 320 | 640) {
  const c = design.colourways[0]!;
  const f = CARD_FORMATS[design.format];
  return (
    <img
      src={artUrl(design.slug, c.key, 'front', design.shapes[0] ?? 'rectangle', width)}
      width={f.width * 100}
      height={f.height * 100}
      alt=""
      decoding="async"
    />
  );
}

/**
 * The paper home (/wedding-planning/paper) and the guests' /universal (spec §2): every card type
 * with its count, and suites to keep one look. /universal puts paper for any occasion first.
 */
function PaperHome({ universal }: { universal: boolean }) {
  const dispatch = useAppDispatch();
  const home = useAppSelector(selectPaperHome);
  const box = useAppSelector(selectSampleBox);
  const isGuest = useAppSelector(selectIsGuest);
  useEffect(() => {
    dispatch(paperHomeRequested());
  }, [dispatch]);
  const answer = home.answer;
  const order = universal
    ? [...PAPER_CATALOGUES.filter((c) => c.universal), ...PAPER_CATALOGUES.filter((c) => !c.universal)]
    : PAPER_CATALOGUES;
  const catalogues = answer ? order.map((c) => answer.catalogues.find((x) => x.slug === c.slug)!).filter(Boolean) : [];
  const heroDesigns = answer
    ? (answer.featured_suites[0]?.pieces.filter((p) => ['SAVE_THE_DATE', 'INVITATION', 'RSVP'].includes(p.card_type)) ?? [])
    : [];
  return (
    <div className={styles.page}>
      <PaperNav universal={universal || isGuest} sampleCount={box.length} />
      <section className={styles.hero} aria-labelledby="paper-heading">
        <div>
          <h1 id="paper-heading" className={styles.heading}>
            {universal ? 'Paper for every occasion' : 'Invitations & paper'}
          </h1>
          <p>
            {universal
              ? 'Holiday cards, shower invitations and thank-you notes, drawn by our own designers and printed on heavy card.'
              : 'Save the dates, invitations and day-of paper in matching suites, so every piece your guests hold looks like it belongs together.'}
          </p>
          <p>Order up to 5 sample cards free, mailed to you at no cost.</p>
          <div className={styles.actions}>
            <Link className={styles.button} to={universal ? '/wedding-planning/holiday-cards' : '/wedding-planning/invitations'}>
              {universal ? 'Shop holiday cards' : 'Shop invitations'}
            </Link>
            <Link className={styles.secondaryButton} to={SUITES_PATH}>
              See the suites
            </Link>
          </div>
        </div>
        <div className={styles.heroCards} aria-hidden="true">
          {heroDesigns.map((d) => (
            <span key={d.slug}>{cover(d, 640)}</span>
          ))}
        </div>
      </section>

      <h2 className={styles.sectionHeading}>Shop by card</h2>
      {home.status === 'failed' && <p className={styles.error}>{home.error?.message}</p>}
      {!answer && home.status !== 'failed' && (
        <p role="status">
          <span className="visually-hidden">Loading the paper catalogue…</span>
          <Skeleton height={200} />
        </p>
      )}
      {answer && (
        <ul className={styles.tiles}>
          {catalogues.map((c) => (
            <li key={c.slug}>
              <Link to={c.path} className={styles.typeTile}>
                <span className={styles.typeTileImage}>{c.cover && cover(c.cover, 320)}</span>
                <strong>{c.title}</strong>
                <span>
                  {c.count} {c.count === 1 ? 'design' : 'designs'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {answer && !universal && (
        <>
          <h2 className={styles.sectionHeading}>Featured suites</h2>
          {answer.featured_suites.map((s) => (
            <section key={s.slug} className={styles.suite} aria-labelledby={`suite-${s.slug}`}>
              <div className={styles.suiteHead}>
                <h3 id={`suite-${s.slug}`}>{s.name}</h3>
                <Link to={`${SUITES_PATH}#${s.slug}`}>All {s.pieces.length} pieces</Link>
                <p>{s.description}</p>
              </div>
              <ul className={styles.strip}>
                {s.pieces.slice(0, 5).map((p) => (
                  <li key={p.slug}>
                    <DesignTile design={p} showType sizes="160px" headingLevel={4} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <p className={styles.notice}>
        <Link to={SAMPLES_PATH}>Your sample box</Link> holds {box.length} of 5 free samples.
      </p>
      <p className={styles.notice}>
        <Link to={ENVELOPES_PATH}>Address your envelopes</Link> from your guest list, or{' '}
        <Link to={THANK_YOU_CARDS_PATH}>send thank-you cards</Link> for the gifts in your tracker.
      </p>
    </div>
  );
}

export function PaperHomePage() {
  return <PaperHome universal={false} />;
}

export function UniversalPage() {
  return <PaperHome universal />;
}

/** /wedding-planning/universal (spec §2) is the guests' paper page, /universal. */
export function UniversalRedirect() {
  return <Navigate to={UNIVERSAL_PATH} replace />;
}
