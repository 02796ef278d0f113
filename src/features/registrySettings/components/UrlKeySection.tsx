import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import {
  URL_KEY_MAX,
  URL_KEY_REDIRECT_MONTHS,
  normaliseUrlKey,
  urlKeyProblem,
  type RegistrySettings,
  type UrlKeyAvailability,
} from '../../../contracts/registrySettings';
import type { ApiError } from '../../../lib/http';
import type { RequestState } from '../../../lib/requestCases';
import styles from './RegistrySettings.module.scss';

export interface UrlKeySectionProps {
  settings: RegistrySettings;
  check: RequestState & { key: string | null; result: UrlKeyAvailability | null };
  save: RequestState;
  saved: boolean;
  origin: string;
  onType: (key: string) => void;
  onSave: (key: string) => void;
}

const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const saveError = (error: ApiError | null) => error?.fields?.registry_key ?? error?.message ?? null;

/** The registry's web address: checked as it is typed (spec §5 'Checking availability...'), saved on its own. */
export function UrlKeySection({ settings, check, save, saved, origin, onType, onSave }: UrlKeySectionProps) {
  const [draft, setDraft] = useState(settings.registry_key);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => setDraft(settings.registry_key), [settings.registry_key]);

  const key = normaliseUrlKey(draft);
  const unchanged = key === settings.registry_key;
  const problem = urlKeyProblem(key);
  const checked = check.key === key ? check.result : null;
  const checking = !unchanged && problem === null && (check.key !== key || check.status === 'loading');
  const error =
    problem ?? (checked && !checked.available ? checked.message : null) ?? (save.status === 'failed' ? saveError(save.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (unchanged || problem) return;
    onSave(key);
  };
  return (
    <section className={styles.section} aria-labelledby="url-key-title">
      <h2 id="url-key-title">Registry web address</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Web address"
          required
          value={draft}
          autoComplete="off"
          spellCheck={false}
          maxLength={URL_KEY_MAX + 10}
          onChange={(next) => {
            setDraft(next);
            onType(next);
          }}
          error={unchanged ? null : error}
          forceError={submitted || (checked !== null && !checked.available)}
          checking={checking}
          hint={`${origin}/registry/${key || '…'}: lower-case letters, numbers and hyphens. Your old address keeps working for ${URL_KEY_REDIRECT_MONTHS} months.`}
        />
        {!unchanged && checked?.available && !checking && <p className={styles.ok}>That web address is available.</p>}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={unchanged || save.status === 'loading'}>
            {save.status === 'loading' ? 'Saving…' : 'Save web address'}
          </button>
          <p role="status" className={styles.saved}>
            {saved ? 'Your registry’s web address is saved.' : ''}
          </p>
        </div>
      </form>
      {settings.redirects.length > 0 && (
        <div className={styles.note}>
          <h3>Old addresses that still work</h3>
          <ul>
            {settings.redirects.map((r) => (
              <li key={r.registry_key}>
                /registry/{r.registry_key} leads to your registry until {formatDay(r.expires_at)}.
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
