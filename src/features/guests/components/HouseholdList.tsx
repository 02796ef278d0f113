import { GUEST_LIST_LABELS, guestDisplayName, overallRsvp, RSVP_STATUS_LABELS, sideLabel } from '../../../contracts/guestRules';
import type { HouseholdView, RsvpStatus } from '../../../contracts/guests';
import { WindowedList } from './WindowedList';
import styles from './Guests.module.scss';

/** One row's height (px): rows are laid out to fit it, so the list can be windowed. */
export const HOUSEHOLD_ROW_HEIGHT = 112;

function rsvpSummary(household: HouseholdView): string {
  if (household.event_ids.length === 0) return 'Not invited to an event yet';
  const states = household.guests.map((g) =>
    overallRsvp(household.event_ids.map((eventId) => g.rsvps.find((r) => r.event_id === eventId)?.status ?? 'NO_ANSWER')),
  );
  const count = (s: RsvpStatus) => states.filter((x) => x === s).length;
  return (['ATTENDING', 'DECLINED', 'NO_ANSWER'] as const)
    .filter((s) => count(s) > 0)
    .map((s) => `${count(s)} ${s === 'NO_ANSWER' ? 'waiting' : RSVP_STATUS_LABELS[s].toLowerCase()}`)
    .join(', ');
}

/** The page of households: select many, open one to edit, record its RSVPs. */
export function HouseholdList({
  households,
  selected,
  tagNames,
  partners,
  onToggle,
  onToggleAll,
  onEdit,
  onRsvp,
}: {
  households: HouseholdView[];
  selected: ReadonlySet<number>;
  tagNames: ReadonlyMap<number, string>;
  partners: { partner1: string; partner2: string };
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (id: number) => void;
  onRsvp: (id: number) => void;
}) {
  const allSelected = households.length > 0 && households.every((h) => selected.has(h.id));
  return (
    <div className={styles.listWrap}>
      <div className={styles.selectAll}>
        <input id="guests-select-all" type="checkbox" checked={allSelected} onChange={(event) => onToggleAll(event.target.checked)} />
        <label htmlFor="guests-select-all">Select all on this page</label>
      </div>
      <WindowedList
        items={households}
        rowHeight={HOUSEHOLD_ROW_HEIGHT}
        label="Households"
        getKey={(h) => h.id}
        renderRow={(h) => {
          const host = (id: number | null) => h.guests.find((g) => g.id === id) ?? null;
          const people = h.guests.map((g) => guestDisplayName(g, host(g.plus_one_of))).join(', ');
          return (
            <article className={styles.row} aria-labelledby={`household-${h.id}`}>
              <input
                type="checkbox"
                className={styles.rowCheck}
                checked={selected.has(h.id)}
                onChange={() => onToggle(h.id)}
                aria-label={`Select ${h.display_name}`}
              />
              <div className={styles.rowMain}>
                <h3 id={`household-${h.id}`} className={styles.rowTitle}>
                  <button type="button" className={styles.nameButton} onClick={() => onEdit(h.id)}>
                    {h.display_name}
                  </button>
                  <span className={styles.rowSize}>
                    {h.guests.length} {h.guests.length === 1 ? 'guest' : 'guests'}
                  </span>
                </h3>
                <p className={styles.rowPeople}>{people}</p>
                <p className={styles.rowMeta}>
                  <span>{sideLabel(h.side, partners.partner1, partners.partner2)}</span>
                  <span>{GUEST_LIST_LABELS[h.list]}</span>
                  {!h.has_address && <span className={styles.warn}>Missing address</span>}
                  {h.tag_ids.map((t) => (
                    <span key={t} className={styles.tag}>
                      {tagNames.get(t)}
                    </span>
                  ))}
                </p>
              </div>
              <div className={styles.rowRsvp}>
                <span>{rsvpSummary(h)}</span>
                <button type="button" className={styles.secondaryButton} onClick={() => onRsvp(h.id)} disabled={h.event_ids.length === 0}>
                  RSVPs<span className={styles.visuallyHidden}> for {h.display_name}</span>
                </button>
              </div>
            </article>
          );
        }}
      />
    </div>
  );
}
