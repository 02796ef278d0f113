import type { CSSProperties } from 'react';
import { WEBSITE_THEMES, themeProperties, type WebsiteThemeKey } from '../../../contracts/websiteThemes';
import { HeaderArt } from './HeaderArt';
import styles from './ThemePicker.module.scss';

/**
 * The themes as radio buttons, each a small preview in its own colours, typefaces and header art.
 * Arrow keys move between them (a radio group); choosing one saves it (content is untouched).
 */
export function ThemePicker({
  value,
  names,
  disabled,
  onChange,
}: {
  value: WebsiteThemeKey;
  names: string;
  disabled: boolean;
  onChange: (theme: WebsiteThemeKey) => void;
}) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className="visually-hidden">Theme</legend>
      <div className={styles.grid}>
        {WEBSITE_THEMES.map((theme) => (
          <label key={theme.key} className={`${styles.option} ${value === theme.key ? styles.chosen : ''}`}>
            <input
              type="radio"
              name="website-theme"
              value={theme.key}
              checked={value === theme.key}
              onChange={() => onChange(theme.key)}
              className={styles.radio}
            />
            <span className={styles.preview} style={themeProperties(theme) as CSSProperties} aria-hidden="true">
              <HeaderArt treatment={theme.header} className={styles.art} />
              <span className={styles.sampleNames}>{names}</span>
              <span className={styles.sampleText}>Join us to celebrate</span>
              <span className={styles.swatches}>
                {[theme.colors.background, theme.colors.accent, theme.colors.ornament, theme.colors.text].map((c, i) => (
                  <span key={i} className={styles.swatch} style={{ background: c }} />
                ))}
              </span>
            </span>
            <span className={styles.name}>{theme.name}</span>
            <span className={styles.description}>{theme.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
