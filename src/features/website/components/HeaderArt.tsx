import type { ReactElement } from 'react';
import type { HeaderTreatment } from '../../../contracts/websiteThemes';
import styles from './HeaderArt.module.scss';

/**
 * Each theme's header ornament, drawn in SVG with the theme's colours (--site-ornament and
 * --site-accent): decoration only, hidden from assistive technology. Scales with its box.
 */
const O = 'var(--site-ornament)';
const A = 'var(--site-accent)';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const ART: Record<HeaderTreatment, ReactElement> = {
  rule: (
    <svg viewBox="0 0 400 40">
      <line x1="40" y1="16" x2="360" y2="16" stroke={O} strokeWidth="1.5" />
      <line x1="40" y1="22" x2="360" y2="22" stroke={O} strokeWidth="0.75" />
      <rect x="193" y="12" width="14" height="14" transform="rotate(45 200 19)" fill="var(--site-bg)" stroke={O} strokeWidth="1.5" />
    </svg>
  ),
  botanical: (
    <svg viewBox="0 0 400 60">
      <path d="M60 40 Q200 10 340 40" fill="none" stroke={A} strokeWidth="2" />
      {range(8).map((i) => {
        const x = 80 + i * 34;
        const y = 40 - Math.sin((i / 7) * Math.PI) * 22;
        return (
          <g key={i}>
            <ellipse cx={x} cy={y - 9} rx="6" ry="12" fill={O} transform={`rotate(-35 ${x} ${y - 9})`} opacity="0.85" />
            <ellipse cx={x + 8} cy={y + 6} rx="5" ry="10" fill={O} transform={`rotate(55 ${x + 8} ${y + 6})`} opacity="0.65" />
          </g>
        );
      })}
    </svg>
  ),
  sunburst: (
    <svg viewBox="0 0 400 70">
      {range(19).map((i) => {
        const angle = Math.PI + (i / 18) * Math.PI;
        return (
          <line
            key={i}
            x1="200"
            y1="66"
            x2={200 + Math.cos(angle) * 150}
            y2={66 + Math.sin(angle) * 62}
            stroke={O}
            strokeWidth={i % 2 ? 1 : 2}
          />
        );
      })}
      <path d="M150 66 A50 50 0 0 1 250 66 Z" fill="var(--site-bg)" stroke={A} strokeWidth="2" />
      <path d="M170 66 A30 30 0 0 1 230 66" fill="none" stroke={O} strokeWidth="1.5" />
    </svg>
  ),
  waves: (
    <svg viewBox="0 0 400 50">
      {[0, 1, 2].map((row) => (
        <path
          key={row}
          d={`M0 ${18 + row * 10} ${range(10)
            .map(() => `q10 ${row % 2 ? 8 : -8} 20 0 t20 0`)
            .join(' ')}`}
          fill="none"
          stroke={row === 1 ? A : O}
          strokeWidth="2"
          opacity={1 - row * 0.25}
        />
      ))}
    </svg>
  ),
  stars: (
    <svg viewBox="0 0 400 60">
      {[
        [40, 20, 3],
        [90, 42, 2],
        [130, 14, 2.5],
        [175, 36, 1.5],
        [200, 18, 4],
        [228, 44, 2],
        [270, 12, 2],
        [310, 38, 3],
        [355, 20, 2],
        [60, 50, 1.5],
        [340, 52, 1.5],
      ].map(([x, y, r], i) => (
        <path
          key={i}
          d={`M${x} ${y! - r! * 2.5} L${x! + r! * 0.6} ${y! - r! * 0.6} L${x! + r! * 2.5} ${y} L${x! + r! * 0.6} ${y! + r! * 0.6} L${x} ${y! + r! * 2.5} L${x! - r! * 0.6} ${y! + r! * 0.6} L${x! - r! * 2.5} ${y} L${x! - r! * 0.6} ${y! - r! * 0.6} Z`}
          fill={i === 4 ? A : O}
        />
      ))}
    </svg>
  ),
  arch: (
    <svg viewBox="0 0 400 80">
      <path d="M130 80 V50 A70 70 0 0 1 270 50 V80" fill="none" stroke={A} strokeWidth="3" />
      <path d="M150 80 V54 A50 50 0 0 1 250 54 V80" fill={O} opacity="0.35" />
      <circle cx="200" cy="40" r="10" fill={A} />
    </svg>
  ),
  petals: (
    <svg viewBox="0 0 400 60">
      {[110, 200, 290].map((cx, j) =>
        range(6).map((i) => (
          <ellipse
            key={`${j}-${i}`}
            cx={cx}
            cy={30 - 11}
            rx="6"
            ry="11"
            fill={j === 1 ? A : O}
            opacity={j === 1 ? 0.9 : 0.7}
            transform={`rotate(${i * 60} ${cx} 30)`}
          />
        )),
      )}
      {[110, 200, 290].map((cx) => (
        <circle key={cx} cx={cx} cy="30" r="4" fill="var(--site-bg)" />
      ))}
    </svg>
  ),
  stripes: (
    <svg viewBox="0 0 400 24" preserveAspectRatio="none">
      {range(20).map((i) => (
        <rect key={i} x={i * 20} y="0" width="10" height="24" fill={O} />
      ))}
    </svg>
  ),
  confetti: (
    <svg viewBox="0 0 400 70">
      {range(36).map((i) => {
        const x = (i * 53) % 400;
        const y = (i * 29) % 64;
        const colors = ['#f2a541', '#e4572e', '#29a19c', '#6a3fb5', '#f7d6e0', '#3f88c5'];
        return i % 3 === 0 ? (
          <circle key={i} cx={x} cy={y + 3} r="3.5" fill={colors[i % colors.length]} />
        ) : (
          <rect
            key={i}
            x={x}
            y={y}
            width="9"
            height="4"
            rx="1"
            fill={colors[i % colors.length]}
            transform={`rotate(${(i * 37) % 180} ${x} ${y})`}
          />
        );
      })}
    </svg>
  ),
  frame: (
    <svg viewBox="0 0 400 60">
      <rect x="60" y="6" width="280" height="48" fill="none" stroke={A} strokeWidth="2" strokeDasharray="8 4" />
      <rect x="68" y="14" width="264" height="32" fill="none" stroke={O} strokeWidth="1" />
      {[
        [60, 6],
        [340, 6],
        [60, 54],
        [340, 54],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill={O} />
      ))}
    </svg>
  ),
  scallop: (
    <svg viewBox="0 0 400 30" preserveAspectRatio="none">
      <path
        d={`M0 0 ${range(20)
          .map(() => 'a10 14 0 0 0 20 0')
          .join(' ')} V0 Z`}
        fill={O}
        opacity="0.55"
      />
      <path
        d={`M0 6 ${range(20)
          .map(() => 'a10 14 0 0 0 20 0')
          .join(' ')}`}
        fill="none"
        stroke={A}
        strokeWidth="1.5"
      />
    </svg>
  ),
  laurel: (
    <svg viewBox="0 0 400 70">
      {[-1, 1].map((side) => (
        <g key={side} transform={side === 1 ? 'translate(400 0) scale(-1 1)' : undefined}>
          <path d="M196 62 Q150 58 130 20" fill="none" stroke={O} strokeWidth="2" />
          {range(6).map((i) => {
            const t = i / 5;
            const x = 190 - t * 58;
            const y = 60 - t * t * 38;
            return <ellipse key={i} cx={x} cy={y - 6} rx="4" ry="9" fill={O} transform={`rotate(${-30 - i * 8} ${x} ${y - 6})`} />;
          })}
        </g>
      ))}
      <circle cx="200" cy="60" r="4" fill={A} />
    </svg>
  ),
};

export function HeaderArt({ treatment, className }: { treatment: HeaderTreatment; className?: string }) {
  return (
    <div className={`${styles.art} ${styles[treatment] ?? ''} ${className ?? ''}`} aria-hidden="true">
      {ART[treatment]}
    </div>
  );
}
