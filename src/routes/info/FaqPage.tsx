import { Link } from 'react-router-dom';
import { Accordion } from '../../components/Accordion/Accordion';
import { InfoPage } from '../../features/info/components/InfoPage';
import { FAQ_GROUPS } from '../../features/info/content/faq';
import { INFO_PAGES } from '../../features/info/content/infoPages';
import styles from './Info.module.scss';

/** /faq: the questions by subject, each subject an accordion (one answer open at a time). */
export default function FaqPage() {
  return (
    <InfoPage content={INFO_PAGES.faq}>
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`faq-${group.id}`} className={styles.faqGroup}>
          <h2 id={`faq-${group.id}`}>{group.heading}</h2>
          <Accordion
            items={group.items.map((item, i) => ({ id: `${group.id}-${i}`, hed: item.question, dek: <p>{item.answer}</p> }))}
            headingLevel={3}
          />
        </section>
      ))}
      <p className={styles.stillNeed}>
        Still need help? <Link to="/contact-us">Contact our support team</Link>.
      </p>
    </InfoPage>
  );
}
