import styles from './EnvelopePreview.module.scss';

export interface EnvelopePreviewProps {
  /** The envelope's colour (the option's swatch). */
  envelope: string;
  /** The liner option's key: none, solid (the accent), pattern (the motif) or gold. */
  liner: string;
  /** The colourway's accent and paper colours, for the solid and pattern liners. */
  accent: string;
  paper: string;
}

/** The envelope with its flap open, in the chosen colour and liner (drawn here: nothing to load). Decorative: the page says it in words. */
export function EnvelopePreview({ envelope, liner, accent, paper }: EnvelopePreviewProps) {
  const linerFill = liner === 'solid' ? accent : liner === 'gold' ? 'url(#env-gold)' : liner === 'pattern' ? 'url(#env-pattern)' : envelope;
  return (
    <svg className={styles.envelope} viewBox="0 0 200 170" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="env-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7e7a6" />
          <stop offset="0.45" stopColor="#c9a227" />
          <stop offset="0.7" stopColor="#f3dc8c" />
          <stop offset="1" stopColor="#b8912a" />
        </linearGradient>
        <pattern id="env-pattern" width="14" height="14" patternUnits="userSpaceOnUse">
          <rect width="14" height="14" fill={paper} />
          <circle cx="7" cy="7" r="2.6" fill={accent} fillOpacity="0.75" />
        </pattern>
      </defs>
      {/* The open flap, lined, behind the body. */}
      <path d="M10 70 L100 8 L190 70 Z" fill={envelope} stroke="rgba(31,36,48,0.25)" />
      <path d="M20 70 L100 16 L180 70 Z" fill={linerFill} />
      <rect x="10" y="70" width="180" height="90" fill={envelope} stroke="rgba(31,36,48,0.25)" />
      <path d="M10 160 L100 104 L190 160" fill="none" stroke="rgba(31,36,48,0.18)" />
      <path d="M10 70 L92 122 M190 70 L108 122" fill="none" stroke="rgba(31,36,48,0.12)" />
    </svg>
  );
}
