import { Link } from 'react-router-dom';
import type { MarketingPageContent } from '../content/registryPages';
import { ValuesStripBlock } from './Blocks';
import { SupportSection } from './SupportSection';
import styles from './MarketingPage.module.scss';

/** A content page built from data: hero, sections, optional values strip and FAQ. */
export function MarketingPage({ content }: { content: MarketingPageContent }) {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="marketing-title">
        <div>
          <p className="eyebrow">{content.eyebrow}</p>
          <h1 id="marketing-title">{content.title}</h1>
          <p className={styles.lede}>{content.lede}</p>
          <Link className="button" to={content.cta.href}>{content.cta.label}</Link>
        </div>
        <img src={content.image} alt="" width={640} height={480} />
      </section>
      <section className={styles.sections} aria-label="Details">
        {content.sections.map((s) => (
          <div key={s.heading}>
            <h2>{s.heading}</h2>
            <p>{s.text}</p>
          </div>
        ))}
      </section>
      {content.values && <ValuesStripBlock values={content.values} />}
      {content.faqs && <SupportSection faqs={content.faqs} openSections={['faqs']} />}
    </div>
  );
}
