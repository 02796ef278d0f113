import { useEffect, useRef, useState } from 'react';
import { registryUrl } from '../registryFormat';
import styles from './CopyLinkButton.module.scss';

/**
 * Copies the registry's public address. Where the clipboard is not available (or refused), the
 * address is shown selected so it can be copied by hand.
 */
export function CopyLinkButton({
  registryKey,
  className,
  label = 'Copy link',
}: {
  registryKey: string;
  className?: string;
  label?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const url = registryUrl(registryKey);
  useEffect(() => {
    if (state === 'manual') inputRef.current?.select();
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };
  return (
    <span className={styles.wrap}>
      <button type="button" className={className ?? styles.button} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? 'Link copied' : ''}
      </span>
      {state === 'manual' && (
        <label className={styles.manual}>
          <span>Copy this link</span>
          <input ref={inputRef} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </span>
  );
}
