import type { CSSProperties } from 'react';
import { DIGITAL_CARD_LABELS, type DigitalCardType, type Wording } from '../../../contracts/saveTheDate';
import styles from './CardPreview.module.scss';

export interface CardPreviewProps {
  cardType: DigitalCardType;
  artUrl: string;
  designName: string;
  paper: string;
  ink: string;
  accent: string;
  wording: Wording;
  /** Lines rise in one after another (CSS only; still for people who ask for reduced motion). */
  animated: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** The digital card: the design's art in its colourway, and the couple's wording on the design's paper and ink. */
export function CardPreview({
  cardType,
  artUrl,
  designName,
  paper,
  ink,
  accent,
  wording,
  animated,
  headingLevel = 'h3',
}: CardPreviewProps) {
  const Heading = headingLevel;
  const colours = { '--card-paper': paper, '--card-ink': ink, '--card-accent': accent } as CSSProperties;
  const lines = [wording.names, wording.date_line, wording.place_line, wording.message].filter((l) => l.trim() !== '');
  return (
    <figure className={`${styles.card} ${animated ? styles.animated : ''}`} style={colours}>
      <img
        className={styles.art}
        src={artUrl}
        alt={`${designName}, ${DIGITAL_CARD_LABELS[cardType].toLowerCase()} design`}
        width={320}
        height={448}
      />
      <figcaption className={styles.words}>
        <Heading className={styles.headline}>{wording.headline}</Heading>
        {lines.map((l, i) => (
          <p key={i} className={i === 0 ? styles.names : styles.line} style={{ '--line': i + 1 } as CSSProperties}>
            {l}
          </p>
        ))}
      </figcaption>
    </figure>
  );
}
