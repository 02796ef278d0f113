import type { EventView, GuestCounts } from '../../../contracts/guests';
import styles from './Guests.module.scss';

/** The counts at the top of the list: the whole list, then each event with its meals. */
export function GuestCountsPanel({ counts, events }: { counts: GuestCounts; events: EventView[] }) {
  const figures: Array<[string, number]> = [
    ['Households', counts.households],
    ['Guests', counts.guests],
    ['Adults', counts.adults],
    ['Children', counts.children],
    ['Invited', counts.invited],
    ['Attending', counts.attending],
    ['Declined', counts.declined],
    ['Waiting', counts.waiting],
    ['Missing address', counts.missing_address],
  ];
  return (
    <section className={styles.counts} aria-labelledby="guest-counts">
      <h2 id="guest-counts" className={styles.visuallyHidden}>
        Counts
      </h2>
      <dl className={styles.figures}>
        {figures.map(([term, value]) => (
          <div key={term} className={styles.figure}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {events.length > 0 && (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe scrollable-region-focusable)
        <div className={styles.tableScroll} role="region" aria-label="Counts by event" tabIndex={0}>
          <table className={styles.eventTable}>
            <caption>By event</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Invited</th>
                <th scope="col">Attending</th>
                <th scope="col">Declined</th>
                <th scope="col">Waiting</th>
                <th scope="col">Adults / children</th>
                <th scope="col">Meals</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => {
                const c = counts.events.find((e) => e.event_id === event.id);
                return (
                  <tr key={event.id}>
                    <th scope="row">{event.name}</th>
                    <td>{c?.invited ?? 0}</td>
                    <td>{c?.attending ?? 0}</td>
                    <td>{c?.declined ?? 0}</td>
                    <td>{c?.waiting ?? 0}</td>
                    <td>
                      {c?.attending_adults ?? 0} / {c?.attending_children ?? 0}
                    </td>
                    <td>{c && c.meals.length > 0 ? c.meals.map((m) => `${m.name}: ${m.count}`).join(', ') : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
