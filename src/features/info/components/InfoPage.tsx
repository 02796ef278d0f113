import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InfoBlock, InfoLink, InfoPageContent } from '../types';
import styles from './InfoPage.module.scss';

const isInternal = (href: string) => href.startsWith('/');

function InfoAnchor({ link }: { link: InfoLink }) {
  return isInternal(link.href) ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>;
}

const dateLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function Block({ block }: { block: InfoBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'links':
      return (
        <ul className={styles.linkList}>
          {block.items.map((link) => (
            <li key={link.href}>
              <InfoAnchor link={link} />
            </li>
          ))}
        </ul>
      );
    case 'people':
      return (
        <ul className={styles.people}>
          {block.items.map((person) => (
            <li key={person.name}>
              <span className={styles.initials} aria-hidden="true">
                {person.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <div>
                <h3>{person.name}</h3>
                <p className={styles.role}>{person.role}</p>
                <p>{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'press':
      return (
        <ul className={styles.press}>
          {block.items.map((item) => (
            <li key={item.headline}>
              <p className={styles.pressMeta}>
                {item.outlet} · <time dateTime={item.date}>{dateLabel(item.date)}</time>
              </p>
              <h3>{item.headline}</h3>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      );
    case 'contact':
      return (
        <dl className={styles.contact}>
          {block.items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

export interface InfoPageProps {
  content: InfoPageContent;
  /** The page's interactive part (a form, a toggle, an accordion), shown before the sections. */
  children?: ReactNode;
  /** Shown beside the content on desktop, above the related links (e.g. support details). */
  aside?: ReactNode;
}

/**
 * The one layout of the footer's information pages (about, team, press, FAQ, contact, legal,
 * privacy center, accessibility, advice, advisor): a header, optional table of contents, the
 * page's own interactive part, the sections from content data, and related links.
 */
export function InfoPage({ content, children, aside }: InfoPageProps) {
  const related = content.related ?? [];
  return (
    <article className={styles.page} aria-labelledby="info-title">
      <header className={styles.header}>
        <p className="eyebrow">{content.eyebrow}</p>
        <h1 id="info-title">{content.title}</h1>
        <p className={styles.lede}>{content.lede}</p>
        {content.updated && (
          <p className={styles.updated}>
            Last updated <time dateTime={content.updated}>{dateLabel(content.updated)}</time>
          </p>
        )}
      </header>
      <div className={styles.layout}>
        <div className={styles.content}>
          {content.tableOfContents && content.sections.length > 0 && (
            <nav aria-label="On this page" className={styles.toc}>
              <h2>On this page</h2>
              <ol>
                {content.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {children}
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </section>
          ))}
        </div>
        {(aside || related.length > 0) && (
          <aside className={styles.aside} aria-label="More from Confetti">
            {aside}
            {related.length > 0 && (
              <nav aria-labelledby="info-related-heading" className={styles.related}>
                <h2 id="info-related-heading">More from Confetti</h2>
                <ul>
                  {related.map((link) => (
                    <li key={link.href}>
                      <InfoAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </aside>
        )}
      </div>
    </article>
  );
}
