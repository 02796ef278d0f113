import { Link } from 'react-router-dom';
import type { TopicTilesBlock, ValuesStrip } from '../types';
import styles from './Marketing.module.scss';

/** Simple line icons drawn inline (no icon font, no emoji that a system may lack). */
const ICON_PATHS: Record<string, string> = {
  gift: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  envelope: 'M3 6h18v12H3zM3 6l9 7 9-7',
  laptop: 'M5 5h14v10H5zM2 19h20',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  chair: 'M7 3h10v8H7zM5 11h14v3H5zM7 14v7M17 14v7',
};

function TopicIcon({ name }: { name: string }) {
  return (
    <svg className={styles.topicIcon} width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name] ?? ICON_PATHS.gift}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Spec §2 topic tiles: 2, 3, 6 columns on mobile, tablet, desktop. */
export function TopicTiles({ block }: { block: TopicTilesBlock }) {
  return (
    <section className={styles.topics} aria-labelledby="topics-title">
      <h2 id="topics-title">{block.title}</h2>
      <ul className={styles.topicGrid}>
        {block.topics.map((topic) => (
          <li key={topic.href}>
            <Link to={topic.href} className={styles.topicTile}>
              <TopicIcon name={topic.icon} />
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
      {block.cta && (
        <Link className="button" to={block.cta.href}>
          {block.cta.label}
        </Link>
      )}
    </section>
  );
}

export function ValuesStripBlock({ values }: { values: ValuesStrip }) {
  return (
    <section
      className={styles.valuesStrip}
      style={{ backgroundColor: values.backgroundColor, color: values.fontColor }}
      aria-label="Our promises"
    >
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
