import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { eventBody, formatEventTime, type EventBody, type EventView } from '../../../contracts/guests';
import type { RequestState } from '../../../lib/requestCases';
import styles from './Guests.module.scss';

interface EventDraft {
  id: number | null;
  name: string;
  event_date: string;
  start_time: string;
  place: string;
  menu: string;
  invite_all_households: boolean;
}
const emptyEvent: EventDraft = { id: null, name: '', event_date: '', start_time: '', place: '', menu: '', invite_all_households: true };

/** The wedding's events: each with its date, time, place and menu; add, edit, delete. */
export function EventsDialog({
  events,
  request,
  onSave,
  onDelete,
  onClose,
}: {
  events: EventView[];
  request: RequestState;
  onSave: (save: { id: number | null; body: EventBody }) => void;
  onDelete: (id: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<EventDraft>(emptyEvent);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (e: EventView) =>
    setDraft({
      id: e.id,
      name: e.name,
      event_date: e.event_date ?? '',
      start_time: e.start_time ?? '',
      place: e.place,
      menu: e.meal_options.map((m) => m.name).join('\n'),
      invite_all_households: false,
    });
  const submit = () => {
    const existing = events.find((e) => e.id === draft.id);
    const meals = draft.menu
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((name) => {
        const same = existing?.meal_options.find((m) => m.name === name);
        return same ? { id: same.id, name } : { name };
      });
    const body: EventBody = {
      name: draft.name,
      event_date: draft.event_date || null,
      start_time: draft.start_time || null,
      place: draft.place,
      meal_options: meals,
      invite_all_households: draft.id === null && draft.invite_all_households,
    };
    const checked = eventBody.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]!.message);
      return;
    }
    setProblem(null);
    onSave({ id: draft.id, body });
    setDraft(emptyEvent);
  };
  return (
    <Modal title="Events" onClose={onClose}>
      <div className={styles.dialogForm}>
        {events.length === 0 ? (
          <p>No events yet. Add the ceremony, the reception, a rehearsal dinner or a brunch.</p>
        ) : (
          <ul className={styles.eventList} aria-label="Your events">
            {events.map((e) => (
              <li key={e.id}>
                <div>
                  <strong>{e.name}</strong>
                  <span className={styles.hint}>
                    {[e.event_date, formatEventTime(e.start_time), e.place].filter(Boolean).join(' · ')}
                    {e.meal_options.length > 0 && ` · Menu: ${e.meal_options.map((m) => m.name).join(', ')}`}
                  </span>
                </div>
                <span>
                  <button type="button" className={styles.linkButton} onClick={() => edit(e)}>
                    Edit<span className={styles.visuallyHidden}> {e.name}</span>
                  </button>{' '}
                  <button type="button" className={styles.linkButton} onClick={() => onDelete(e.id)}>
                    Delete<span className={styles.visuallyHidden}> {e.name}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          aria-label={draft.id === null ? 'Add an event' : `Edit ${draft.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h3 className={styles.subheading}>{draft.id === null ? 'Add an event' : 'Edit the event'}</h3>
          {(problem ?? (request.status === 'failed' ? request.error?.message : null)) && (
            <p className={styles.alert} role="alert">
              {problem ?? request.error?.message}
            </p>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>Event name</label>
            <input id={`${id}-name`} data-autofocus value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </div>
          <div className={styles.fieldRow}>
            <div className={styles.field}>
              <label htmlFor={`${id}-date`}>Date</label>
              <input
                id={`${id}-date`}
                type="date"
                value={draft.event_date}
                onChange={(e) => setDraft({ ...draft, event_date: e.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-time`}>Time</label>
              <input
                id={`${id}-time`}
                type="time"
                value={draft.start_time}
                onChange={(e) => setDraft({ ...draft, start_time: e.target.value })}
              />
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-place`}>Place</label>
            <input id={`${id}-place`} value={draft.place} onChange={(e) => setDraft({ ...draft, place: e.target.value })} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-menu`}>Meal options (one per line)</label>
            <textarea id={`${id}-menu`} rows={3} value={draft.menu} onChange={(e) => setDraft({ ...draft, menu: e.target.value })} />
          </div>
          {draft.id === null && (
            <span className={styles.checkField}>
              <input
                id={`${id}-all`}
                type="checkbox"
                checked={draft.invite_all_households}
                onChange={(e) => setDraft({ ...draft, invite_all_households: e.target.checked })}
              />
              <label htmlFor={`${id}-all`}>Invite every household on the list</label>
            </span>
          )}
          <div className={styles.dialogActions}>
            <button type="submit" className={styles.primaryButton} disabled={request.status === 'loading'}>
              {draft.id === null ? 'Add event' : 'Save event'}
            </button>
            {draft.id !== null && (
              <button type="button" className={styles.secondaryButton} onClick={() => setDraft(emptyEvent)}>
                Cancel editing
              </button>
            )}
          </div>
        </form>
      </div>
    </Modal>
  );
}
