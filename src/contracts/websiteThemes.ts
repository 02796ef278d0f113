/**
 * The wedding website's themes (issue 28): each a typeface pair from fonts every phone and computer
 * already has (system stacks: nothing downloads), a palette, and a header drawn in CSS and SVG
 * (src/features/website/components/HeaderArt.tsx). The site sets the palette and fonts as CSS
 * custom properties (--site-*) that WebsiteView.module.scss reads. Text and link colours keep at
 * least 4.5:1 against their backgrounds (test/unit/websiteThemes.test.ts checks it).
 */

export const HEADER_TREATMENTS = [
  'rule',
  'botanical',
  'sunburst',
  'waves',
  'stars',
  'arch',
  'petals',
  'stripes',
  'confetti',
  'frame',
  'scallop',
  'laurel',
] as const;
export type HeaderTreatment = (typeof HEADER_TREATMENTS)[number];

export interface WebsiteTheme {
  key: string;
  name: string;
  description: string;
  headingFont: string;
  bodyFont: string;
  /** Headings in capitals with letter spacing (deco, modern). */
  headingCaps: boolean;
  colors: {
    background: string;
    surface: string;
    text: string;
    muted: string;
    accent: string;
    /** Text on an accent-coloured button. */
    onAccent: string;
    border: string;
    /** The header art's second colour. */
    ornament: string;
  };
  header: HeaderTreatment;
}

const SERIF_CLASSIC = "Georgia, 'Times New Roman', Times, serif";
const SERIF_OLDSTYLE = "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', Georgia, serif";
const SERIF_DIDONE = "Didot, 'Bodoni MT', 'Bodoni 72', 'Noto Serif Display', 'Playfair Display', Georgia, serif";
const SERIF_GARALDE = "Garamond, 'EB Garamond', 'Hoefler Text', 'Times New Roman', serif";
const SERIF_TRANSITIONAL = "Baskerville, 'Baskerville Old Face', 'Libre Baskerville', Georgia, serif";
const SERIF_SLAB = "Rockwell, 'Roboto Slab', 'DejaVu Serif', Georgia, serif";
const SANS_SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SANS_GEOMETRIC = "Futura, 'Century Gothic', 'Avenir Next', Avenir, 'URW Gothic', system-ui, sans-serif";
const SANS_HUMANIST = "Optima, Candara, 'Gill Sans', 'Gill Sans MT', 'Noto Sans', system-ui, sans-serif";
const SANS_ROUNDED = "'Trebuchet MS', 'Segoe UI', 'Lucida Grande', Verdana, system-ui, sans-serif";
const MONO_TYPEWRITER = "'American Typewriter', 'Courier Prime', 'Courier New', 'Nimbus Mono PS', monospace";

export const WEBSITE_THEMES = [
  {
    key: 'classic',
    name: 'Classic',
    description: 'Ivory and navy, a serif with a fine double rule.',
    headingFont: SERIF_CLASSIC,
    bodyFont: SANS_SYSTEM,
    headingCaps: false,
    colors: {
      background: '#fbf8f2',
      surface: '#ffffff',
      text: '#1f2a44',
      muted: '#4a5368',
      accent: '#1f3a6b',
      onAccent: '#ffffff',
      border: '#d9d2c3',
      ornament: '#b79a5b',
    },
    header: 'rule',
  },
  {
    key: 'garden',
    name: 'Garden',
    description: 'Sage leaves on cream, an old-style serif.',
    headingFont: SERIF_OLDSTYLE,
    bodyFont: SERIF_OLDSTYLE,
    headingCaps: false,
    colors: {
      background: '#f6f5ee',
      surface: '#ffffff',
      text: '#26372c',
      muted: '#4c5c50',
      accent: '#3d6b4a',
      onAccent: '#ffffff',
      border: '#cfd8c8',
      ornament: '#8fae8b',
    },
    header: 'botanical',
  },
  {
    key: 'deco',
    name: 'Gatsby',
    description: 'Black and gold, a sunburst and geometric capitals.',
    headingFont: SANS_GEOMETRIC,
    bodyFont: SANS_GEOMETRIC,
    headingCaps: true,
    colors: {
      background: '#121212',
      surface: '#1c1c1c',
      text: '#f4ecd8',
      muted: '#cfc5ab',
      accent: '#e0bd62',
      onAccent: '#121212',
      border: '#4a4131',
      ornament: '#c9a449',
    },
    header: 'sunburst',
  },
  {
    key: 'coastal',
    name: 'Coastal',
    description: 'Sea blue and sand, a humanist sans and soft waves.',
    headingFont: SANS_HUMANIST,
    bodyFont: SANS_HUMANIST,
    headingCaps: false,
    colors: {
      background: '#f4f1ea',
      surface: '#ffffff',
      text: '#173a4d',
      muted: '#3e5a69',
      accent: '#1d5f80',
      onAccent: '#ffffff',
      border: '#c9d8df',
      ornament: '#7fb2c8',
    },
    header: 'waves',
  },
  {
    key: 'midnight',
    name: 'Midnight',
    description: 'A starry navy sky and a high-contrast serif.',
    headingFont: SERIF_DIDONE,
    bodyFont: SERIF_CLASSIC,
    headingCaps: false,
    colors: {
      background: '#0f1b33',
      surface: '#16264a',
      text: '#eef1f8',
      muted: '#c3cbe0',
      accent: '#f0c96a',
      onAccent: '#0f1b33',
      border: '#2d4170',
      ornament: '#e8eefc',
    },
    header: 'stars',
  },
  {
    key: 'terracotta',
    name: 'Terracotta',
    description: 'Warm clay and desert sand under an arch.',
    headingFont: SERIF_SLAB,
    bodyFont: SANS_SYSTEM,
    headingCaps: false,
    colors: {
      background: '#faf3ec',
      surface: '#ffffff',
      text: '#3b2418',
      muted: '#63463a',
      accent: '#a4462a',
      onAccent: '#ffffff',
      border: '#e6cdb9',
      ornament: '#d98b62',
    },
    header: 'arch',
  },
  {
    key: 'blush',
    name: 'Blush',
    description: 'Petal pink and burgundy, a transitional serif.',
    headingFont: SERIF_TRANSITIONAL,
    bodyFont: SERIF_TRANSITIONAL,
    headingCaps: false,
    colors: {
      background: '#fdf4f4',
      surface: '#ffffff',
      text: '#4a1f2c',
      muted: '#6e4350',
      accent: '#8c2f48',
      onAccent: '#ffffff',
      border: '#efd3d8',
      ornament: '#e7a9b6',
    },
    header: 'petals',
  },
  {
    key: 'modern',
    name: 'Modern',
    description: 'Black on white, bold capitals and a striped band.',
    headingFont: SANS_SYSTEM,
    bodyFont: SANS_SYSTEM,
    headingCaps: true,
    colors: {
      background: '#ffffff',
      surface: '#f4f4f4',
      text: '#111111',
      muted: '#4d4d4d',
      accent: '#111111',
      onAccent: '#ffffff',
      border: '#dcdcdc',
      ornament: '#111111',
    },
    header: 'stripes',
  },
  {
    key: 'confetti',
    name: 'Confetti',
    description: 'A shower of colour and a friendly sans.',
    headingFont: SANS_ROUNDED,
    bodyFont: SANS_ROUNDED,
    headingCaps: false,
    colors: {
      background: '#fffdf8',
      surface: '#ffffff',
      text: '#2b2540',
      muted: '#524b66',
      accent: '#6a3fb5',
      onAccent: '#ffffff',
      border: '#e7e1f3',
      ornament: '#f2a541',
    },
    header: 'confetti',
  },
  {
    key: 'rustic',
    name: 'Rustic',
    description: 'Kraft paper, a typewriter face and a framed title.',
    headingFont: MONO_TYPEWRITER,
    bodyFont: SERIF_CLASSIC,
    headingCaps: false,
    colors: {
      background: '#f3ebdd',
      surface: '#fbf6ec',
      text: '#3a2c1e',
      muted: '#5d4b39',
      accent: '#6f4b2a',
      onAccent: '#ffffff',
      border: '#d6c4a5',
      ornament: '#9c7a52',
    },
    header: 'frame',
  },
  {
    key: 'lavender',
    name: 'Lavender',
    description: 'Lilac scallops and a clean humanist sans.',
    headingFont: SANS_HUMANIST,
    bodyFont: SANS_SYSTEM,
    headingCaps: false,
    colors: {
      background: '#f8f5fc',
      surface: '#ffffff',
      text: '#2f2442',
      muted: '#574b6b',
      accent: '#5d3f8f',
      onAccent: '#ffffff',
      border: '#ddd3ec',
      ornament: '#b8a2dc',
    },
    header: 'scallop',
  },
  {
    key: 'evergreen',
    name: 'Evergreen',
    description: 'Deep forest green, a gold laurel and Garamond.',
    headingFont: SERIF_GARALDE,
    bodyFont: SERIF_GARALDE,
    headingCaps: false,
    colors: {
      background: '#f5f3ec',
      surface: '#ffffff',
      text: '#1e3326',
      muted: '#44584b',
      accent: '#1f4d33',
      onAccent: '#ffffff',
      border: '#cdd6cb',
      ornament: '#b08d3e',
    },
    header: 'laurel',
  },
] as const satisfies readonly WebsiteTheme[];

export type WebsiteThemeKey = (typeof WEBSITE_THEMES)[number]['key'];
export const WEBSITE_THEME_KEYS: readonly WebsiteThemeKey[] = WEBSITE_THEMES.map((t) => t.key);
export const DEFAULT_THEME: WebsiteThemeKey = 'classic';

const byKey = new Map<string, WebsiteTheme>(WEBSITE_THEMES.map((t) => [t.key, t]));
/** The theme of a key (the default for a key that is not one: a theme removed since). */
export const websiteTheme = (key: string): WebsiteTheme => byKey.get(key) ?? byKey.get(DEFAULT_THEME)!;

/** The theme as CSS custom properties (the site's root element sets them). */
export function themeProperties(theme: WebsiteTheme): Record<string, string> {
  const c = theme.colors;
  return {
    '--site-bg': c.background,
    '--site-surface': c.surface,
    '--site-text': c.text,
    '--site-muted': c.muted,
    '--site-accent': c.accent,
    '--site-on-accent': c.onAccent,
    '--site-border': c.border,
    '--site-ornament': c.ornament,
    '--site-heading-font': theme.headingFont,
    '--site-body-font': theme.bodyFont,
    '--site-heading-transform': theme.headingCaps ? 'uppercase' : 'none',
    '--site-heading-spacing': theme.headingCaps ? '0.08em' : '0',
  };
}

/** WCAG relative luminance contrast of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
