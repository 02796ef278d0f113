import { Link } from 'react-router-dom';
import { COLOURS, SEASON_LABELS, STYLE_LABELS, type WeddingCard } from '../../../contracts/inspiration';
import styles from './WeddingTile.module.scss';

/** A real wedding in a grid: its cover, names, place, season and style, and its palette. */
export function WeddingTile({ wedding, headingLevel = 3 }: { wedding: WeddingCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.tile}>
      <img
        className={styles.cover}
        src={wedding.cover.src}
        srcSet={wedding.cover.srcset}
        sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw"
        width={480}
        height={360}
        alt={wedding.cover.alt}
        loading="lazy"
      />
      <Heading className={styles.name}>
        <Link className={styles.link} to={`/inspiration/weddings/${wedding.slug}`}>
          {wedding.couple}
        </Link>
      </Heading>
      <p className={styles.meta}>
        {wedding.city}, {wedding.state_code} · {SEASON_LABELS[wedding.season]} · {STYLE_LABELS[wedding.style]}
      </p>
      <ul className={styles.palette} aria-label="Colours">
        {wedding.colours.map((c) => (
          <li key={c} className={styles.swatch} style={{ background: COLOURS[c].hex }} title={COLOURS[c].label}>
            <span className={styles.visuallyHidden}>{COLOURS[c].label}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
