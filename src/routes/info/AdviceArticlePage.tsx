import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { ADVICE_ARTICLES, adviceBySlug } from '../../features/info/content/advice';
import styles from './Info.module.scss';

/** /expert-advice/{slug}: one guide, with related guides on the same topic. */
export default function AdviceArticlePage() {
  const { slug = '' } = useParams();
  const article = adviceBySlug(slug);
  usePageTitle(article ? article.title : 'Article not found');
  if (!article) {
    return (
      <section className="page-message">
        <h1>We could not find that article</h1>
        <p>It may have moved. Browse all of our guides instead.</p>
        <Link to="/expert-advice">Expert advice</Link>
      </section>
    );
  }
  const related = ADVICE_ARTICLES.filter((a) => a.topic === article.topic && a.slug !== article.slug).slice(0, 3);
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/expert-advice">Expert advice</Link>
          </li>
          <li aria-current="page">{article.topic}</li>
        </ol>
      </nav>
      <h1 id="article-title">{article.title}</h1>
      <p className={styles.dek}>{article.dek}</p>
      <p className={styles.readTime}>{article.minutes} min read</p>
      {article.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {article.tips && (
        <aside className={styles.tips} aria-labelledby="article-tips">
          <h2 id="article-tips">Quick tips</h2>
          <ul>
            {article.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </aside>
      )}
      {related.length > 0 && (
        <nav aria-labelledby="article-related" className={styles.relatedArticles}>
          <h2 id="article-related">More on {article.topic.toLowerCase()}</h2>
          <ul>
            {related.map((a) => (
              <li key={a.slug}>
                <Link to={`/expert-advice/${a.slug}`}>{a.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <Link to="/advisor">Talk it through with a registry advisor</Link>
      </p>
    </article>
  );
}
