import { Link } from 'react-router-dom';
import type { RegistryItem } from '../types';
import styles from './RegistryGiftBanner.module.scss';

export type RegistryGiftBannerProps =
  | { state: 'loading' }
  /** The registry or gift could not be read: the page is a plain product page. */
  | { state: 'failed'; message: string }
  /** The gift is on the registry, but it is another product than this page's. */
  | { state: 'mismatch'; coupleName: string; registryKey: string }
  | { state: 'ready'; coupleName: string; registryKey: string; item: Pick<RegistryItem, 'requested_qty' | 'purchased_qty' | 'remaining'> };

/**
 * The product page opened from a registry (?registry={key}&item={id}): whose registry the gift is
 * from, with the way back, and how many the couple asked for and still need (from the server).
 */
export function RegistryGiftBanner(props: RegistryGiftBannerProps) {
  if (props.state === 'loading') {
    return (
      <aside className={styles.banner} aria-label="Registry gift" aria-busy="true">
        <p className={styles.muted}>Loading the registry…</p>
      </aside>
    );
  }
  if (props.state === 'failed') {
    return (
      <aside className={`${styles.banner} ${styles.warning}`} aria-label="Registry gift">
        <p>
          <strong>{props.message}</strong> What you buy here is for yourself. <Link to="/search/wedding-registry">Find a couple</Link>
        </p>
      </aside>
    );
  }
  const back = (
    <Link className={styles.back} to={`/registry/${props.registryKey}`}>
      Back to {props.coupleName}’s registry
    </Link>
  );
  if (props.state === 'mismatch') {
    return (
      <aside className={`${styles.banner} ${styles.warning}`} aria-label="Registry gift">
        <p>
          <strong>This is not the gift on {props.coupleName}’s registry.</strong> What you buy here is for yourself.
        </p>
        {back}
      </aside>
    );
  }
  const { item, coupleName } = props;
  const remaining = item.remaining ?? 0;
  return (
    <aside className={styles.banner} aria-labelledby="registry-gift-from">
      <p id="registry-gift-from" className={styles.from}>
        From {coupleName}’s registry
      </p>
      <dl className={styles.counts}>
        <div>
          <dt>Requested</dt>
          <dd>{item.requested_qty}</dd>
        </div>
        <div>
          <dt>Still needed</dt>
          <dd>{remaining}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {remaining > 0
          ? `Bought here, it goes to ${coupleName}’s gift list and ships to them.`
          : `${coupleName} have received all they asked for.`}
      </p>
      {back}
    </aside>
  );
}
