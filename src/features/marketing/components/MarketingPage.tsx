import type { MarketingPageContent } from '../content/registryPages';
import { ValuesStripBlock } from './Blocks';
import { HeroBanner } from './HeroBanner';
import { SupportSection } from './SupportSection';
import styles from './MarketingPage.module.scss';

/** A content page built from data: hero banner, sections, optional values strip and FAQ. */
export function MarketingPage({ content }: { content: MarketingPageContent }) {
  return (
    <div className={styles.page}>
      <div className={styles.heroWrap}>
        <HeroBanner banner={content.hero} id="marketing-title" />
      </div>
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
