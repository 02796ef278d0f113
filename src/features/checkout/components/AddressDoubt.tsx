import styles from './AddressDoubt.module.scss';

/**
 * Spec §5: the server doubts the address (userMessage); shown as an error with the way to keep it
 * ('Use this address anyway' resends it with bypass) or to fix it.
 */
export function AddressDoubt({ message, onUseAnyway, busy }: { message: string; onUseAnyway: () => void; busy: boolean }) {
  return (
    <div className={styles.doubt} role="alert">
      <p>{message}</p>
      <button type="button" onClick={onUseAnyway} disabled={busy}>
        Use this address anyway
      </button>
    </div>
  );
}
