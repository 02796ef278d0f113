import { useId } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { guestDisplayName, RSVP_STATUS_LABELS, RSVP_STATUSES } from '../../../contracts/guestRules';
import type { EventView, GuestView, HouseholdView, RsvpBody, RsvpStatus } from '../../../contracts/guests';
import type { RequestState } from '../../../lib/requestCases';
import { rsvpKey } from '../guestsSlice';
import styles from './Guests.module.scss';

/** Record a household's answers by hand (a call, a card): per person, per event they are invited to. */
export function RsvpDialog({
  household,
  events,
  requests,
  onRecord,
  onClose,
}: {
  household: HouseholdView;
  events: EventView[];
  requests: Record<string, RequestState>;
  onRecord: (body: RsvpBody) => void;
  onClose: () => void;
}) {
  const id = useId();
  const invited = events.filter((e) => household.event_ids.includes(e.id));
  const host = (g: GuestView) => household.guests.find((h) => h.id === g.plus_one_of) ?? null;
  return (
    <Modal title={`RSVPs for ${household.display_name}`} onClose={onClose}>
      <div className={styles.dialogForm}>
        {invited.map((event) => (
          <fieldset key={event.id} className={styles.fieldset}>
            <legend>{event.name}</legend>
            {household.guests.map((g) => {
              const answer = g.rsvps.find((r) => r.event_id === event.id);
              const status: RsvpStatus = answer?.status ?? 'NO_ANSWER';
              const name = guestDisplayName(g, host(g));
              const base: RsvpBody = {
                guest_id: g.id,
                event_id: event.id,
                status,
                meal_option_id: answer?.meal_option_id ?? null,
                dietary_notes: answer?.dietary_notes ?? '',
                song_request: answer?.song_request ?? '',
              };
              const request = requests[rsvpKey(g.id, event.id)];
              const cell = `${id}-${g.id}-${event.id}`;
              return (
                <div key={g.id} className={styles.rsvpRow} role="group" aria-label={`${name}, ${event.name}`}>
                  <p className={styles.personLabel}>{name}</p>
                  <div className={styles.field}>
                    <label htmlFor={`${cell}-status`}>Answer</label>
                    <select
                      id={`${cell}-status`}
                      value={status}
                      onChange={(e) => {
                        const next = e.target.value as RsvpStatus;
                        onRecord({ ...base, status: next, meal_option_id: next === 'ATTENDING' ? base.meal_option_id : null });
                      }}
                    >
                      {RSVP_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {RSVP_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  </div>
                  {event.meal_options.length > 0 && status === 'ATTENDING' && (
                    <div className={styles.field}>
                      <label htmlFor={`${cell}-meal`}>Meal</label>
                      <select
                        id={`${cell}-meal`}
                        value={base.meal_option_id ?? ''}
                        onChange={(e) => onRecord({ ...base, meal_option_id: e.target.value ? Number(e.target.value) : null })}
                      >
                        <option value="">Not chosen</option>
                        {event.meal_options.map((m) => (
                          <option key={m.id} value={m.id}>
                            {m.name}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                  {status === 'ATTENDING' && (
                    <>
                      <div className={styles.field}>
                        <label htmlFor={`${cell}-diet`}>Dietary notes</label>
                        <input
                          id={`${cell}-diet`}
                          defaultValue={base.dietary_notes}
                          maxLength={300}
                          onBlur={(e) => e.target.value !== base.dietary_notes && onRecord({ ...base, dietary_notes: e.target.value })}
                        />
                      </div>
                      <div className={styles.field}>
                        <label htmlFor={`${cell}-song`}>Song request</label>
                        <input
                          id={`${cell}-song`}
                          defaultValue={base.song_request}
                          maxLength={200}
                          onBlur={(e) => e.target.value !== base.song_request && onRecord({ ...base, song_request: e.target.value })}
                        />
                      </div>
                    </>
                  )}
                  <p className={styles.cellStatus} role="status">
                    {request?.status === 'loading' ? 'Saving…' : request?.status === 'succeeded' ? 'Saved' : ''}
                  </p>
                  {request?.status === 'failed' && (
                    <p className={styles.fieldError} role="alert">
                      {request.error?.message}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.primaryButton} onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Modal>
  );
}
