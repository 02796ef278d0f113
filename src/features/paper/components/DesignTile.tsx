import { Link } from 'react-router-dom';
import { artSrcSet, artUrl, CARD_FORMATS, CARD_TYPE_LABELS, designPath, type Colourway, type DesignCard } from '../../../contracts/paper';
import { formatCents } from '../../../lib/money';
import styles from './DesignTile.module.scss';

export interface DesignTileProps {
  design: DesignCard;
  /** The colourway to show (a colour filter's match); the first one otherwise. */
  colourway?: Colourway;
  /** Show the card type rather than the suite under the name (a suite's pieces). */
  showType?: boolean;
  sizes?: string;
  /** The name's heading level, one below the section it sits in. */
  headingLevel?: 2 | 3 | 4;
  /** Load the picture at once (the first row of a grid: the largest paint), not when scrolled to. */
  eager?: boolean;
}

/** One design in a grid: its picture, name, suite, starting price and colourways. */
export function DesignTile({
  design,
  colourway,
  showType,
  sizes = '(max-width: 767px) 50vw, 25vw',
  headingLevel = 3,
  eager = false,
}: DesignTileProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = colourway ?? design.colourways[0];
  const format = CARD_FORMATS[design.format];
  const href = shown && shown !== design.colourways[0] ? `${designPath(design.slug)}?colourway=${shown.key}` : designPath(design.slug);
  return (
    <article className={styles.tile}>
      <Link to={href} className={styles.link}>
        <span className={styles.frame}>
          {shown && (
            <img
              className={styles.card}
              src={artUrl(design.slug, shown.key, 'front', design.shapes[0] ?? 'rectangle', 320)}
              srcSet={artSrcSet(design.slug, shown.key, 'front', design.shapes[0] ?? 'rectangle')}
              sizes={sizes}
              width={format.width * 100}
              height={format.height * 100}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              alt=""
            />
          )}
        </span>
        <Heading className={styles.name}>{design.name}</Heading>
      </Link>
      <p className={styles.meta}>{showType ? CARD_TYPE_LABELS[design.card_type] : `${design.suite.name} suite`}</p>
      <p className={styles.price}>From {formatCents(design.from_price_cents)} per card</p>
      <ul className={styles.swatches} aria-label={`${design.colourways.length} colourways`}>
        {design.colourways.map((c) => (
          <li key={c.key} title={c.name}>
            <span
              className={styles.swatch}
              style={{ background: `linear-gradient(135deg, ${c.paper} 50%, ${c.accent} 50%)` }}
              aria-hidden="true"
            />
            <span className="visually-hidden">{c.name}</span>
          </li>
        ))}
      </ul>
      {(design.has_foil || design.has_photo) && (
        <p className={styles.tags}>
          {design.has_foil && <span className={styles.tag}>Foil</span>}
          {design.has_photo && <span className={styles.tag}>Photo</span>}
        </p>
      )}
    </article>
  );
}
