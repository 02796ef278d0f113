import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Accordion } from '../../../components/Accordion/Accordion';
import { Tag } from '../../../components/Tag/Tag';
import { useBreakpoint } from '../../../lib/breakpoints';
import type { CategoryTile, DifferentiationItem } from '../types';
import styles from './MoreBlocks.module.scss';

/** Spec §2 category tiles: a horizontally scrolling strip with left and right scroll buttons. */
export function CategoryTilesStrip({ title, tiles }: { title: string; tiles: CategoryTile[] }) {
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section className={styles.strip} aria-labelledby="category-tiles-title">
      <div className={styles.stripHeader}>
        <h2 id="category-tiles-title">{title}</h2>
        <div className={styles.scrollButtons}>
          <button type="button" aria-label="Scroll left" onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" aria-label="Scroll right" onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <ul ref={scroller} className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link to={tile.href} className={styles.tile} {...(tile.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <img src={tile.image} alt="" width={240} height={180} loading="lazy" />
              {tile.tag && (
                <span className={styles.tileTag}>
                  <Tag variant="secondary" size="small">
                    {tile.tag}
                  </Tag>
                </span>
              )}
              <span className={styles.tileText}>{tile.linkText}</span>
              {tile.caption && <span className={styles.tileCaption}>{tile.caption}</span>}
              {tile.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2 differentiation block: an accordion on small screens, a selectable list with an image on desktop. */
export function DifferentiationBlock({ title, items, image }: { title: string; items: DifferentiationItem[]; image: string }) {
  const breakpoint = useBreakpoint();
  const [selected, setSelected] = useState(0);
  const current = items[selected];
  return (
    <section className={styles.diff} aria-labelledby="diff-title">
      <h2 id="diff-title">{title}</h2>
      {breakpoint === 'mobile' ? (
        <Accordion
          items={items.map((item, i) => ({
            id: `diff-${i}`,
            hed: item.subtitle,
            dek: (
              <>
                <p>{item.description}</p>
                {item.button && (
                  <Link className="button" to={item.button.href}>
                    {item.button.label}
                  </Link>
                )}
              </>
            ),
          }))}
          initiallyOpen={['diff-0']}
        />
      ) : (
        <div className={styles.diffDesktop}>
          <ul className={styles.diffList}>
            {items.map((item, i) => (
              <li key={item.subtitle}>
                <button type="button" aria-pressed={i === selected} onClick={() => setSelected(i)} className={styles.diffItem}>
                  <span className={styles.diffSubtitle}>{item.subtitle}</span>
                  {i === selected && <span className={styles.diffDescription}>{item.description}</span>}
                </button>
              </li>
            ))}
            {current?.button && (
              <li>
                <Link className="button" to={current.button.href}>
                  {current.button.label}
                </Link>
              </li>
            )}
          </ul>
          <img className={styles.diffImage} src={image} alt="" width={560} height={420} loading="lazy" />
        </div>
      )}
    </section>
  );
}
