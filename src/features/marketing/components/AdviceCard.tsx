import { Link } from 'react-router-dom';
import type { AdviceCardContent } from '../types';
import styles from './MoreBlocks.module.scss';

/** Spec §2 advice card: image, prehed, hed, dek, optional link. */
export function AdviceCard({ card }: { card: AdviceCardContent }) {
  return (
    <section className={styles.adviceCard} aria-labelledby="advice-card-title">
      <img src={card.image} alt="" width={560} height={420} loading="lazy" />
      <div>
        <p className="eyebrow">{card.prehed}</p>
        <h2 id="advice-card-title">{card.hed}</h2>
        <p>{card.dek}</p>
        {card.link && (
          <Link className="button" to={card.link.href}>
            {card.link.label}
          </Link>
        )}
      </div>
    </section>
  );
}
