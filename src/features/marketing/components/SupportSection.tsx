import { Link } from 'react-router-dom';
import { Accordion, type AccordionItem } from '../../../components/Accordion/Accordion';
import { adviceRows } from '../adviceRows';
import type { AdviceLink, FaqItem, Review, SupportSectionKey } from '../types';
import styles from './Marketing.module.scss';

export interface SupportSectionProps {
  faqs?: FaqItem[];
  reviews?: Review[];
  advice?: AdviceLink[];
  /** Which panels start expanded; all are collapsed by default (spec §2). */
  openSections?: SupportSectionKey[];
}

/** Spec §2 support section: collapsible FAQ, Reviews and Advice; empty ones omitted; 'Read More' links. */
export function SupportSection({ faqs = [], reviews = [], advice = [], openSections = [] }: SupportSectionProps) {
  const items: Array<AccordionItem & { key: SupportSectionKey }> = [];
  if (faqs.length)
    items.push({
      key: 'faqs',
      id: 'faqs',
      hed: 'FAQ',
      dek: (
        <dl className={styles.faqs}>
          {faqs.map((f) => (
            <div key={f.question}>
              <dt>{f.question}</dt>
              <dd>{f.answer}</dd>
            </div>
          ))}
        </dl>
      ),
    });
  if (reviews.length)
    items.push({
      key: 'reviews',
      id: 'reviews',
      hed: 'Reviews',
      dek: (
        <>
          <ul className={styles.reviews}>
            {reviews.map((r) => (
              <li key={r.name}>
                <p className={styles.stars} role="img" aria-label={r.ariaLabel}>
                  ★★★★★
                </p>
                <p className={styles.reviewTitle}>{r.title}</p>
                <p>{r.reviewText}</p>
                <p className={styles.reviewName}>{r.name}</p>
              </li>
            ))}
          </ul>
          <Link className="button" to="/wedding-registry/couple-reviews">
            Read More<span className="visually-hidden"> couple reviews</span>
          </Link>
        </>
      ),
    });
  if (advice.length)
    items.push({
      key: 'advice',
      id: 'advice',
      hed: 'Advice',
      dek: (
        <>
          <AdviceLinks links={advice} />
          <Link className="button" to="/expert-advice">
            Read More<span className="visually-hidden"> expert advice</span>
          </Link>
        </>
      ),
    });
  if (items.length === 0) return null;
  return (
    <section className={styles.support} aria-labelledby="support-title">
      <h2 id="support-title">Our team is always here to support you</h2>
      <Accordion items={items} multiple initiallyOpen={items.filter((i) => openSections.includes(i.key)).map((i) => i.id)} />
    </section>
  );
}

export function AdviceLinks({ links }: { links: AdviceLink[] }) {
  return (
    <div className={styles.adviceLinks}>
      {adviceRows(links).map((row, i) => (
        <ul key={i} className={styles.adviceRow}>
          {row.map((link) => (
            <li key={link.url_path}>
              <Link to={link.url_path}>{link.title}</Link>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
