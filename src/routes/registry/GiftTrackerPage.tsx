import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { THANK_YOU_CARDS_PATH } from '../../contracts/paperMail';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RelativeTime } from '../../components/RelativeTime/RelativeTime';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { Tag } from '../../components/Tag/Tag';
import { formatCents } from '../../lib/money';
import { selectGifts, selectGiftTracker } from '../../features/registry/registrySelectors';
import { giftTrackerRequested, thankYouToggled } from '../../features/registry/registrySlice';
import type { ThankYouFilter } from '../../features/registry/types';
import { CoupleGate, CoupleLoadError } from '../../features/registry/components/CoupleGate';
import { FULFILMENT_LABELS, holdsGiftsOn, isoDay } from '../../contracts/fulfilment';
import { HeldGiftsPanel } from '../../features/fulfilment/components/HeldGiftsPanel';
import { packingSlipUrl, TRACKER_CSV_URL } from '../../features/fulfilment/fulfilmentApi';
import { heldGiftsRequested, holdGiftRequested, releaseRequested } from '../../features/fulfilment/fulfilmentSlice';
import { selectHeldGifts, selectHoldRequest, selectRelease } from '../../features/fulfilment/fulfilmentSelectors';
import { GroupGiftsTracker } from '../../features/groupGifts/components/GroupGiftsTracker';
import { selectGroupGiftUnits } from '../../features/groupGifts/groupGiftsSelectors';
import { groupGiftUnitsRequested } from '../../features/groupGifts/groupGiftsSlice';
import styles from './GiftTrackerPage.module.scss';
import shared from '../../features/registry/components/Registry.module.scss';
import { GiftExchangeControl } from './GiftExchangeControl';

const FILTERS: { value: ThankYouFilter; label: string }[] = [
  { value: 'all', label: 'All gifts' },
  { value: 'pending', label: 'Thank-you to send' },
  { value: 'sent', label: 'Thank-you sent' },
];

/** /registry/gift-tracker: every gift received, who sent it, and whether the thank-you note went out. */
export default function GiftTrackerPage() {
  return (
    <CoupleGate title="Gift tracker">
      <GiftTracker />
    </CoupleGate>
  );
}

function GiftTracker() {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const filterParam = search.get('thank_you');
  const filter: ThankYouFilter = FILTERS.some((f) => f.value === filterParam) ? (filterParam as ThankYouFilter) : 'all';
  const { status, error, totals, saving } = useAppSelector(selectGiftTracker);
  const gifts = useAppSelector(selectGifts);
  const filterName = useId();
  const held = useAppSelector(selectHeldGifts);
  const release = useAppSelector(selectRelease);
  const holdRequest = useAppSelector(selectHoldRequest);
  const groupUnits = useAppSelector(selectGroupGiftUnits);
  useEffect(() => {
    dispatch(giftTrackerRequested(filter));
  }, [dispatch, filter]);
  useEffect(() => {
    dispatch(heldGiftsRequested());
    dispatch(groupGiftUnitsRequested());
  }, [dispatch]);
  // A gift not yet on its way can join the held ones while the couple hold gifts to a date ahead.
  const canHold = held !== null && holdsGiftsOn(held.preference, isoDay(new Date()));

  const loaded = totals !== null;
  return (
    <div className={shared.page}>
      <h1>Gift tracker</h1>
      <p className={shared.intro}>
        Every gift from your registry, who sent it, and the thank-you notes still to write.{' '}
        <Link to={THANK_YOU_CARDS_PATH}>Send thank-you cards</Link> by email or on paper.
      </p>

      {!loaded && status === 'failed' ? (
        <CoupleLoadError error={error} what="your gifts" onRetry={() => dispatch(giftTrackerRequested(filter))} />
      ) : !loaded ? (
        <div aria-busy="true" className={styles.loading}>
          <p role="status" className="visually-hidden">
            Loading your gifts…
          </p>
          <Skeleton height={72} />
          <Skeleton height={240} />
        </div>
      ) : (
        <>
          <section aria-labelledby="gift-totals-title">
            <h2 id="gift-totals-title" className="visually-hidden">
              Gift totals
            </h2>
            <dl className={styles.totals}>
              <div>
                <dt>Gifts received</dt>
                <dd>{totals.gift_count}</dd>
              </div>
              <div>
                <dt>Total value</dt>
                <dd>{formatCents(totals.amount_cents)}</dd>
              </div>
              <div>
                <dt>Thank-you notes to send</dt>
                <dd>{totals.thank_you_pending}</dd>
              </div>
            </dl>
          </section>

          <HeldGiftsPanel held={held} release={release} onRelease={() => dispatch(releaseRequested({}))} />
          <GroupGiftsTracker units={groupUnits.data} load={groupUnits} onRetry={() => dispatch(groupGiftUnitsRequested())} />

          <div className={styles.toolbar}>
            <fieldset className={styles.filter}>
              <legend>Show</legend>
              {FILTERS.map((f) => (
                <label key={f.value} className={filter === f.value ? styles.filterOn : undefined}>
                  <input
                    type="radio"
                    name={filterName}
                    checked={filter === f.value}
                    onChange={() => setSearch(f.value === 'all' ? {} : { thank_you: f.value })}
                  />
                  <span>{f.label}</span>
                </label>
              ))}
            </fieldset>
            <a className={styles.export} href={TRACKER_CSV_URL} download>
              Export to CSV
            </a>
          </div>
          {holdRequest.status === 'failed' && (
            <p role="alert" className={shared.error}>
              {holdRequest.error?.message}
            </p>
          )}

          {status === 'failed' && (
            <p role="alert" className={shared.error}>
              We could not update the list. {error?.message}
            </p>
          )}
          {gifts.length === 0 ? (
            <div className={shared.empty}>
              <p>
                {filter === 'all'
                  ? 'No gifts yet. They appear here as guests buy from your registry.'
                  : filter === 'pending'
                    ? 'All caught up: every thank-you note is sent.'
                    : 'No thank-you notes marked as sent yet.'}
              </p>
            </div>
          ) : (
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className={styles.tableWrap} role="region" aria-labelledby="gifts-caption" tabIndex={0}>
              <table className={styles.table} aria-busy={status === 'loading'}>
                <caption id="gifts-caption" className="visually-hidden">
                  Gifts received{filter !== 'all' ? ` (${FILTERS.find((f) => f.value === filter)?.label})` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Gift</th>
                    <th scope="col">From</th>
                    <th scope="col">Status</th>
                    <th scope="col">Thank-you sent</th>
                    <th scope="col">Received</th>
                    <th scope="col" className={styles.num}>
                      Qty
                    </th>
                    <th scope="col" className={styles.num}>
                      Amount
                    </th>
                    <th scope="col">Message</th>
                  </tr>
                </thead>
                <tbody>
                  {gifts.map((g) => {
                    const title = g.item?.title ?? g.description ?? 'Gift';
                    return (
                      <tr key={g.id}>
                        <th scope="row" className={styles.gift}>
                          <span className={styles.giftCell}>
                            {g.item?.image_url && <img src={g.item.image_url} alt="" width={40} height={40} loading="lazy" />}
                            <span>
                              {title}
                              {g.bought_elsewhere && (
                                <span className={styles.elsewhere}>
                                  <Tag variant="sky" size="small">
                                    Bought elsewhere
                                  </Tag>
                                </span>
                              )}
                            </span>
                          </span>
                          <GiftExchangeControl gift={g} title={title} />
                        </th>
                        <td data-label="From" className={styles.from}>
                          {g.giver_name}
                          {g.giver_email && <span className={styles.email}>{g.giver_email}</span>}
                          {g.giver_address && <span className={styles.email}>{g.giver_address}</span>}
                        </td>
                        <td data-label="Status" className={styles.status}>
                          {g.bought_elsewhere ? (
                            'Bought elsewhere'
                          ) : g.fulfilment_status ? (
                            <>
                              <span className={styles.statusLabel}>{FULFILMENT_LABELS[g.fulfilment_status]}</span>
                              {g.shipment && (
                                <span className={styles.email}>
                                  {g.shipment.carrier} {g.shipment.tracking_number}
                                </span>
                              )}
                              {g.shipment && (
                                <a className={styles.slip} href={packingSlipUrl(g.shipment.id)} target="_blank" rel="noreferrer">
                                  Packing slip<span className="visually-hidden"> for {title} (PDF, opens in a new tab)</span>
                                </a>
                              )}
                              {canHold && g.fulfilment_status === 'PLACED' && (
                                <button
                                  type="button"
                                  className={styles.holdButton}
                                  disabled={holdRequest.status === 'loading' && holdRequest.giftId === g.id}
                                  onClick={() => dispatch(holdGiftRequested({ giftId: g.id }))}
                                >
                                  Hold<span className="visually-hidden"> {title}</span> with the others
                                </button>
                              )}
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td data-label="Thank-you sent" className={styles.thanks}>
                          <label className={styles.check}>
                            <input
                              type="checkbox"
                              checked={g.thank_you_sent}
                              disabled={saving[g.id]}
                              onChange={(e) => dispatch(thankYouToggled({ id: g.id, thankYouSent: e.target.checked }))}
                            />
                            <span className="visually-hidden">
                              Thank-you sent to {g.giver_name} for {title}
                            </span>
                            <span aria-hidden="true">{g.thank_you_sent ? 'Sent' : 'Not yet'}</span>
                          </label>
                        </td>
                        <td data-label="Received" className={styles.received}>
                          <RelativeTime value={g.received_at} showDate="below" />
                        </td>
                        <td data-label="Qty" className={`${styles.num} ${styles.qty}`}>
                          {g.quantity}
                        </td>
                        <td data-label="Amount" className={`${styles.num} ${styles.amount}`}>
                          {formatCents(g.amount_cents)}
                        </td>
                        <td data-label="Message" className={styles.message}>
                          {g.message ?? '—'}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
