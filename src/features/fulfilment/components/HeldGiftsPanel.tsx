import { Link } from 'react-router-dom';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import { formatDay, type HeldGiftsAnswer } from '../../../contracts/fulfilment';
import type { RequestState } from '../../../lib/requestCases';
import styles from './HeldGiftsPanel.module.scss';

export interface HeldGiftsPanelProps {
  held: HeldGiftsAnswer | null;
  release: RequestState & { released: number | null };
  onRelease: () => void;
}

/**
 * The gift tracker's "Held gifts" (issue 26): what waits for the couple's ship date, and "Ship all
 * held gifts now", which sends them together in one shipment.
 */
export function HeldGiftsPanel({ held, release, onRelease }: HeldGiftsPanelProps) {
  if (!held) return null;
  const { preference, gifts } = held;
  const holding = preference.hold && preference.hold_until;
  return (
    <section className={styles.panel} aria-labelledby="held-gifts-title">
      <h2 id="held-gifts-title">Held gifts</h2>
      {gifts.length === 0 ? (
        <p className={styles.text}>
          {holding
            ? `Nothing is held yet. Gifts bought before ${formatDay(preference.hold_until!)} wait here and ship together on that day.`
            : 'Gifts ship as they are bought.'}{' '}
          <Link to="/registry/settings">{holding ? 'Change the date' : 'Hold gifts and ship them together'}</Link>
        </p>
      ) : (
        <>
          <p className={styles.text}>
            {gifts.length === 1 ? 'This gift waits' : `These ${gifts.length} gifts wait`}
            {holding
              ? ` to ship ${gifts.length === 1 ? '' : 'together '}on ${formatDay(preference.hold_until!)}`
              : ' for you to ship'}. {gifts.length === 1 ? 'Ship it sooner:' : 'Ship them sooner, in one shipment:'}
          </p>
          <ul className={styles.list} aria-label="Held gifts">
            {gifts.map((g) => (
              <li key={g.gift_id} className={styles.gift}>
                {g.image_url ? <img src={g.image_url} alt="" width={40} height={40} loading="lazy" /> : <span className={styles.noImage} />}
                <span>
                  <span className={styles.title}>
                    {g.quantity > 1 ? `${g.quantity} × ` : ''}
                    {g.title}
                  </span>
                  <span className={styles.meta}>
                    From {g.giver_name} · <RelativeTime value={g.held_since} />
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.button} onClick={onRelease} disabled={release.status === 'loading'}>
            {release.status === 'loading' ? 'Shipping…' : gifts.length === 1 ? 'Ship the held gift now' : 'Ship all held gifts now'}
          </button>
        </>
      )}
      {release.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {release.error?.message}
        </p>
      )}
      <p role="status" className={styles.done}>
        {release.status === 'succeeded' && release.released
          ? `${release.released === 1 ? 'Your held gift is' : `Your ${release.released} held gifts are`} on the way, together in one shipment.`
          : ''}
      </p>
    </section>
  );
}
