import { Link } from 'react-router-dom';
import { InfoPage } from '../../features/info/components/InfoPage';
import { ADVICE_ARTICLES } from '../../features/info/content/advice';
import { INFO_PAGES } from '../../features/info/content/infoPages';
import styles from './Info.module.scss';

const TOPICS = [...new Set(ADVICE_ARTICLES.map((a) => a.topic))];

/** /expert-advice: every guide, by topic. */
export default function ExpertAdvicePage() {
  return (
    <InfoPage content={INFO_PAGES.expertAdvice}>
      <p>
        Looking for ideas as well as answers? <Link to="/inspiration">Browse real weddings and inspiration</Link>, or{' '}
        <Link to="/inspiration/onboard">take the style quiz</Link> and we will show what fits your style first.
      </p>
      {TOPICS.map((topic) => (
        <section key={topic} aria-labelledby={`advice-${topic}`} className={styles.adviceTopic}>
          <h2 id={`advice-${topic}`}>{topic}</h2>
          <ul className={styles.articleGrid}>
            {ADVICE_ARTICLES.filter((a) => a.topic === topic).map((article) => (
              <li key={article.slug} className={styles.articleCard}>
                <h3>
                  <Link to={`/expert-advice/${article.slug}`}>{article.title}</Link>
                </h3>
                <p>{article.dek}</p>
                <p className={styles.readTime}>{article.minutes} min read</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </InfoPage>
  );
}
