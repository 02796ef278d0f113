import { useEffect, useId, useState, type FormEvent } from 'react';
import { WELCOME_NOTE_MAX, characterCount, type RegistrySettings } from '../../../contracts/registrySettings';
import type { RequestState } from '../../../lib/requestCases';
import styles from './RegistrySettings.module.scss';

export interface WelcomeNoteSectionProps {
  settings: RegistrySettings;
  save: RequestState;
  saved: boolean;
  onSave: (note: string) => void;
}

/** The note guests read at the top of the registry: plain text, with spec §5's counter. */
export function WelcomeNoteSection({ settings, save, saved, onSave }: WelcomeNoteSectionProps) {
  const id = useId();
  const [draft, setDraft] = useState(settings.welcome_note);
  useEffect(() => setDraft(settings.welcome_note), [settings.welcome_note]);
  const count = characterCount(draft, WELCOME_NOTE_MAX);
  const unchanged = draft.trim() === settings.welcome_note;
  const error = count.message ?? (save.status === 'failed' ? (save.error?.message ?? null) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged && count.over === 0) onSave(draft);
  };
  return (
    <section className={styles.section} aria-labelledby="welcome-note-title">
      <h2 id="welcome-note-title">Welcome note</h2>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className={styles.label}>
          A note for your guests
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          Shown at the top of your registry. Plain text; line breaks are kept.
        </p>
        <textarea
          id={id}
          className={`${styles.textarea} ${count.over > 0 ? styles.invalid : ''}`}
          rows={5}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
          aria-invalid={count.over > 0 ? true : undefined}
        />
        <div className={styles.textFooter}>
          {error && (
            <p id={`${id}-error`} role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <p id={`${id}-count`} className={styles.counter}>
            {count.counter}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={unchanged || count.over > 0 || save.status === 'loading'}>
            {save.status === 'loading' ? 'Saving…' : 'Save welcome note'}
          </button>
          <p role="status" className={styles.saved}>
            {saved ? 'Your welcome note is saved.' : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
