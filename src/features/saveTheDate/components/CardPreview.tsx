import type { CSSProperties } from 'react';
import { cardAltText, messageOnCard, type Wording } from '../../../contracts/saveTheDate';
import styles from './CardPreview.module.scss';

export interface CardPreviewProps {
  /** The card's picture: the design drawn with the couple's wording (the couple's preview.svg, or a recipient's card.svg). */
  artUrl: string;
  paper: string;
  ink: string;
  accent: string;
  wording: Wording;
  /** The card settles in and a long message rises after it (CSS only; still for people who ask for reduced motion). */
  animated: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * The digital card: its picture carries the wording (and says it in its alternative text); a
 * message too long for the card is set under it, on the design's paper and ink.
 */
export function CardPreview({ artUrl, paper, ink, accent, wording, animated, headingLevel = 'h3' }: CardPreviewProps) {
  const Heading = headingLevel;
  const colours = { '--card-paper': paper, '--card-ink': ink, '--card-accent': accent } as CSSProperties;
  const longMessage = !messageOnCard(wording.message) && wording.message.trim() !== '';
  return (
    <figure className={`${styles.card} ${animated ? styles.animated : ''}`} style={colours}>
      <Heading className={styles.hidden}>{wording.headline}</Heading>
      <img className={styles.art} src={artUrl} alt={cardAltText(wording)} width={320} />
      {longMessage ? <figcaption className={styles.message}>{wording.message}</figcaption> : null}
    </figure>
  );
}
