import { useId } from 'react';
import { SLOT_TEXT_MAX, type WordingSuggestion } from '../../../contracts/paperProjects';
import styles from './Customizer.module.scss';

export interface SlotFieldProps {
  slot: string;
  label: string;
  value: string;
  suggestions: WordingSuggestion[];
  onChange: (text: string) => void;
}

/** One text slot of the card as a labelled field, with wording ideas and their etiquette. */
export function SlotField({ slot, label, value, suggestions, onChange }: SlotFieldProps) {
  const hint = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={`slot-${slot}`}>{label}</label>
      <input
        id={`slot-${slot}`}
        type="text"
        value={value}
        maxLength={SLOT_TEXT_MAX}
        aria-describedby={suggestions.length ? hint : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {suggestions.length > 0 && (
        <details className={styles.ideas}>
          <summary id={hint}>Wording ideas for “{label}”</summary>
          <ul>
            {suggestions.map((s) => (
              <li key={s.text}>
                <button type="button" className={styles.idea} onClick={() => onChange(s.text)} aria-pressed={value === s.text}>
                  {s.text}
                </button>
                <p>{s.etiquette}</p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
