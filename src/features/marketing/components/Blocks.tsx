import { Link } from 'react-router-dom';
import type { TopicTilesBlock, ValuesStrip } from '../types';
import styles from './Marketing.module.scss';

/** Spec §2 topic tiles: 2, 3, 6 columns on mobile, tablet, desktop. */
export function TopicTiles({ block }: { block: TopicTilesBlock }) {
  return (
    <section className={styles.topics} aria-labelledby="topics-title">
      <h2 id="topics-title">{block.title}</h2>
      <ul className={styles.topicGrid}>
        {block.topics.map((topic) => (
          <li key={topic.href}>
            <Link to={topic.href} className={styles.topicTile}>
              <span className={styles.topicIcon} aria-hidden="true">{topic.icon}</span>
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
      {block.cta && <Link className="button" to={block.cta.href}>{block.cta.label}</Link>}
    </section>
  );
}

export function ValuesStripBlock({ values }: { values: ValuesStrip }) {
  return (
    <section className={styles.valuesStrip} style={{ backgroundColor: values.backgroundColor, color: values.fontColor }} aria-label="Our promises">
      <ul>
        {[values.valueOne, values.valueTwo, values.valueThree].map((v) => (
          <li key={v}>{v}</li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2 scrolling logo strip, 20 s per loop by default; still under prefers-reduced-motion. */
export function LogoStrip({ logos, durationSeconds = 20 }: { logos: string[]; durationSeconds?: number }) {
  return (
    <section className={styles.logoStrip} aria-label="Brands couples love">
      <div className={styles.logoTrack} style={{ animationDuration: `${durationSeconds}s` }}>
        <ul>
          {logos.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <ul aria-hidden="true">
          {logos.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
