import { useId, useState } from 'react';
import type { CollectActivity, CollectionLinkView } from '../../../contracts/guestCollect';
import type { RequestState } from '../../../lib/requestCases';
import styles from './GuestIo.module.scss';

export interface CollectLinkSectionProps {
  origin: string;
  link: RequestState & { link: CollectionLinkView | null; loaded: boolean };
  save: RequestState & { regenerated: boolean };
  activity: CollectActivity['changes'];
  onChange: (body: { enabled?: boolean; allow_new_households?: boolean }) => void;
  onRegenerate: () => void;
}

const FIELD_NAMES: Record<string, string> = {
  display_name: 'Household',
  address1: 'Street',
  address2: 'Line 2',
  city: 'City',
  state_province: 'State / province',
  postal_code: 'Postal code',
  country_code: 'Country',
  email: 'Email',
  phone: 'Phone',
};
const shown = (value: string | number | boolean | null) => (value === null || value === '' ? '(empty)' : String(value));
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The address-collection link (issue 27): share it, turn it off, make a new one (the old one stops
 * at once), and see what guests filled in through it.
 */
export function CollectLinkSection({ origin, link, save, activity, onChange, onRegenerate }: CollectLinkSectionProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const current = link.link;
  const url = current ? `${origin}${current.path}` : '';
  const busy = save.status === 'loading';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Collect addresses from your guests</h2>
      <p className={styles.hint}>
        Share one link (by text, email or a group chat). A guest finds their household by their full name, never anyone else’s, and fills in
        the mailing address, email and phone. No account needed.
      </p>
      {!link.loaded && link.status === 'loading' && <p role="status">Loading your link…</p>}
      {link.status === 'failed' && link.error && (
        <p className={styles.error} role="alert">
          {link.error.message}
        </p>
      )}
      {link.loaded && !current && (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => onChange({ enabled: true })}>
          Create my address link
        </button>
      )}
      {current && (
        <>
          <div className={styles.linkBox}>
            <label htmlFor={`${id}-url`} className="visually-hidden">
              Your address link
            </label>
            <input id={`${id}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={styles.secondary} onClick={() => void copy()} disabled={!current.enabled}>
              Copy link
            </button>
          </div>
          <p role="status" className={current.enabled ? styles.ok : styles.error}>
            {copied && current.enabled ? 'Copied. ' : ''}
            {current.enabled ? 'The link is on: guests can use it.' : 'The link is off: it shows guests that it is not active.'}
            {save.regenerated ? ' A new link was made; the old one no longer works.' : ''}
          </p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={current.allow_new_households}
              disabled={busy}
              onChange={(e) => onChange({ allow_new_households: e.target.checked })}
            />
            Let guests who are not on the list add their own household
          </label>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => onChange({ enabled: !current.enabled })}>
              {current.enabled ? 'Turn the link off' : 'Turn the link on'}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => {
                if (window.confirm('Make a new link? The current link stops working at once, for everyone who has it.')) onRegenerate();
              }}
            >
              Make a new link
            </button>
          </div>
          {save.status === 'failed' && save.error && (
            <p className={styles.error} role="alert">
              {save.error.message}
            </p>
          )}
        </>
      )}
      <h3>What guests filled in</h3>
      {activity.length === 0 ? (
        <p className={styles.muted}>Nothing yet. Changes made through the link appear here, with what they replaced.</p>
      ) : (
        <ul className={styles.activity} aria-label="Changes made by guests through the link">
          {activity.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.household_name}</strong> <span className={styles.change}>by guest via link, {when(entry.created_at)}</span>
              <ul className={styles.missing}>
                {entry.changes.map((c) => (
                  <li key={c.field} className={styles.change}>
                    {FIELD_NAMES[c.field] ?? c.field}: {shown(c.old)} → {shown(c.new)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
