import { useId, useState } from 'react';
import type { BulkBody, EventView, TagView } from '../../../contracts/guests';
import styles from './Guests.module.scss';

/** What to do with the selected households: tag, untag, invite, uninvite, delete (with undo). */
export function BulkBar({
  count,
  tags,
  events,
  busy,
  onAct,
  onClear,
}: {
  count: number;
  tags: TagView[];
  events: EventView[];
  busy: boolean;
  onAct: (action: Omit<BulkBody, 'household_ids'>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [tag, setTag] = useState('');
  const [event, setEvent] = useState('');
  return (
    <section className={styles.bulkBar} aria-label="Selected households">
      <p>
        <strong>{count}</strong> selected{' '}
        <button type="button" className={styles.linkButton} onClick={onClear}>
          Clear selection
        </button>
      </p>
      <div className={styles.bulkGroup}>
        <label htmlFor={`${id}-tag`}>Tag</label>
        <select id={`${id}-tag`} value={tag} onChange={(e) => setTag(e.target.value)}>
          <option value="">Choose a tag</option>
          {tags.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!tag || busy}
          onClick={() => onAct({ action: 'TAG', tag_id: Number(tag) })}
        >
          Add tag
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!tag || busy}
          onClick={() => onAct({ action: 'UNTAG', tag_id: Number(tag) })}
        >
          Remove tag
        </button>
      </div>
      <div className={styles.bulkGroup}>
        <label htmlFor={`${id}-event`}>Event</label>
        <select id={`${id}-event`} value={event} onChange={(e) => setEvent(e.target.value)}>
          <option value="">Choose an event</option>
          {events.map((ev) => (
            <option key={ev.id} value={ev.id}>
              {ev.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!event || busy}
          onClick={() => onAct({ action: 'INVITE', event_id: Number(event) })}
        >
          Invite
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={!event || busy}
          onClick={() => onAct({ action: 'UNINVITE', event_id: Number(event) })}
        >
          Uninvite
        </button>
      </div>
      <button type="button" className={styles.dangerButton} disabled={busy} onClick={() => onAct({ action: 'DELETE' })}>
        Delete {count === 1 ? 'household' : 'households'}
      </button>
    </section>
  );
}
