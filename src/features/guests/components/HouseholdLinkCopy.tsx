import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RequestState } from '../../../lib/requestCases';
import styles from './Guests.module.scss';

/** The browser's clipboard, where there is one (insecure origins and old browsers have none). */
const clipboardWrite = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));

/** What the clipboard did: nothing yet, copied, or refused (the link is then shown to copy by hand). */
type CopyState = 'idle' | 'copied' | 'manual';

/**
 * A household's own address-collection link, for a guest whose name is shared with another guest
 * (the wedding's link cannot tell them apart). The link is fetched when the household opens, so the
 * click copies at once (browsers copy only within the click); the status line says "Copied", and
 * the link stays shown beside it to paste into a message or copy by hand if the browser refused.
 */
export function HouseholdLinkCopy({
  householdName,
  link,
  origin,
  settingsHref,
  copyText = clipboardWrite,
}: {
  householdName: string;
  /** The link's request; `path`, or `message` saying why there is none (the wedding's link is off). */
  link: RequestState & { path: string | null; message: string | null };
  /** The site's origin, for the full address ("https://…"). */
  origin: string;
  /** Where the couple turns the wedding's link on. */
  settingsHref: string;
  copyText?: (text: string) => Promise<void>;
}) {
  const id = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const url = link.path ? `${origin}${link.path}` : '';
  // Refused: the link is put in the keyboard's hands, selected, to copy by hand.
  useEffect(() => {
    if (copy === 'manual') field.current?.focus();
  }, [copy]);

  const onCopy = async () => {
    try {
      await copyText(url);
      setCopy('copied');
    } catch {
      setCopy('manual');
    }
  };

  return (
    <div className={styles.householdLink} aria-labelledby={`${id}-title`} role="group">
      <p id={`${id}-title`} className={styles.householdLinkTitle}>
        Ask them for their address
      </p>
      {link.status === 'failed' || link.message ? (
        <p className={styles.hint}>
          {link.message ?? link.error?.message} <Link to={settingsHref}>Import, export &amp; addresses</Link>
        </p>
      ) : (
        <>
          <p className={styles.hint} id={`${id}-hint`}>
            Their own link opens this household directly, even when another guest has the same name.
          </p>
          <div className={styles.householdLinkRow}>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={!url}
              aria-describedby={`${id}-hint`}
              onClick={() => void onCopy()}
            >
              {link.status === 'loading' ? 'Getting the link…' : 'Copy this household’s link'}
            </button>
            {copy !== 'idle' && (
              <span className={styles.field}>
                <label htmlFor={`${id}-url`}>{householdName}’s link</label>
                <input id={`${id}-url`} ref={field} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
              </span>
            )}
          </div>
        </>
      )}
      <p role="status" className={copy === 'copied' ? styles.copied : styles.hint}>
        {copy === 'copied'
          ? `Copied. Send it to ${householdName} by text or email.`
          : copy === 'manual'
            ? 'Your browser did not let us copy it: the link is selected above, copy it from there.'
            : ''}
      </p>
    </div>
  );
}
