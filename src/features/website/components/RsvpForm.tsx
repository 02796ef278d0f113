import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatSiteDate } from '../../../contracts/websiteRules';
import { SONG_REQUEST_MAX } from '../../../contracts/websiteRsvpRules';
import type { RsvpFindBody, RsvpInvitation, RsvpSaveBody } from '../../../contracts/websiteRsvp';
import type { RequestState } from '../../../lib/requestCases';
import styles from './RsvpForm.module.scss';

export interface RsvpFormProps {
  invitation: RsvpInvitation | null;
  find: RequestState;
  save: RequestState;
  saved: boolean;
  onFind: (body: RsvpFindBody) => void;
  onSave: (body: RsvpSaveBody) => void;
  onReset: () => void;
}

type Choice = { status: 'ATTENDING' | 'DECLINED' | null; meal: number | null; notes: string; song: string };
const cell = (guest: number, event: number) => `${guest}:${event}`;

/**
 * A guest's online RSVP: their name finds their invitation (nobody else's names are shown), then
 * each person answers for each event the household is invited to, with a meal where there is a
 * menu. Laid out in the site's theme (its custom properties).
 */
export function RsvpForm(props: RsvpFormProps) {
  return props.invitation ? <Answers {...props} invitation={props.invitation} /> : <FindForm {...props} />;
}

function FindForm({ find, onFind }: RsvpFormProps) {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (first.trim() && last.trim().length >= 2) onFind({ first_name: first, last_name: last });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="rsvp-find-title">
      <h3 id="rsvp-find-title">Find your invitation</h3>
      <p className={styles.hint}>Enter your name as it is on your invitation.</p>
      <div className={styles.names}>
        <div>
          <label htmlFor="rsvp-first" className={styles.label}>
            First name
          </label>
          <input
            id="rsvp-first"
            className={styles.input}
            autoComplete="given-name"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="rsvp-last" className={styles.label}>
            Last name
          </label>
          <input
            id="rsvp-last"
            className={styles.input}
            autoComplete="family-name"
            value={last}
            onChange={(e) => setLast(e.target.value)}
          />
        </div>
      </div>
      {find.status === 'failed' && (
        <p className={styles.error} role="alert">
          {find.error?.message}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={find.status === 'loading' || !first.trim() || last.trim().length < 2}>
        {find.status === 'loading' ? 'Looking…' : 'Find my invitation'}
      </button>
    </form>
  );
}

function Answers({ invitation, save, saved, onSave, onReset }: RsvpFormProps & { invitation: RsvpInvitation }) {
  const initial = () => {
    const out: Record<string, Choice> = {};
    for (const e of invitation.events)
      for (const p of invitation.people) {
        const a = invitation.answers.find((x) => x.guest_id === p.id && x.event_id === e.id);
        out[cell(p.id, e.id)] = {
          status: a && a.status !== 'NO_ANSWER' ? a.status : null,
          meal: a?.meal_option_id ?? null,
          notes: a?.dietary_notes ?? '',
          song: a?.song_request ?? '',
        };
      }
    return out;
  };
  const [choices, setChoices] = useState<Record<string, Choice>>(initial);
  // Never prefilled from the guest list: whoever types a name must not learn the household's address.
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (saved) thanks.current?.focus();
  }, [saved]);
  const set = (key: string, change: Partial<Choice>) => setChoices((c) => ({ ...c, [key]: { ...c[key]!, ...change } }));
  const disabled = !invitation.open || save.status === 'loading';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const answers = Object.entries(choices)
      .filter(([, c]) => c.status !== null)
      .map(([key, c]) => {
        const [guest, event] = key.split(':').map(Number) as [number, number];
        return {
          guest_id: guest,
          event_id: event,
          status: c.status!,
          meal_option_id: c.status === 'ATTENDING' ? c.meal : null,
          dietary_notes: c.notes,
          song_request: c.status === 'ATTENDING' ? c.song : '',
        };
      });
    setMissing(answers.length === 0);
    if (answers.length > 0) onSave({ key: invitation.key, email, answers });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="rsvp-answers-title">
      <h3 id="rsvp-answers-title" ref={heading} tabIndex={-1}>
        {invitation.household}
      </h3>
      <p className={styles.hint}>
        {invitation.open
          ? invitation.deadline
            ? `You can change your answers until ${formatSiteDate(invitation.deadline)}.`
            : 'You can come back and change your answers.'
          : 'The reply-by date has passed: these are your answers. Please contact the couple to change them.'}{' '}
        <button type="button" className={styles.linkButton} onClick={onReset}>
          Not you?
        </button>
      </p>
      {invitation.events.length === 0 && <p>There is nothing to answer on your invitation yet.</p>}
      {invitation.events.map((event) => (
        <fieldset key={event.id} className={styles.event}>
          <legend>
            <span className={styles.eventName}>{event.name}</span>
            <span className={styles.when}>
              {[event.date ? formatSiteDate(event.date) : null, event.time, event.place].filter(Boolean).join(' · ')}
            </span>
          </legend>
          {invitation.people.map((person) => {
            const key = cell(person.id, event.id);
            const choice = choices[key]!;
            const base = `rsvp-${person.id}-${event.id}`;
            return (
              <div key={key} className={styles.person}>
                <fieldset className={styles.choice} disabled={disabled}>
                  <legend className={styles.personName}>{person.name}</legend>
                  <label className={styles.radio}>
                    <input
                      type="radio"
                      name={base}
                      checked={choice.status === 'ATTENDING'}
                      onChange={() => set(key, { status: 'ATTENDING' })}
                    />
                    Joyfully accepts
                  </label>
                  <label className={styles.radio}>
                    <input
                      type="radio"
                      name={base}
                      checked={choice.status === 'DECLINED'}
                      onChange={() => set(key, { status: 'DECLINED', meal: null })}
                    />
                    Regretfully declines
                  </label>
                </fieldset>
                {choice.status === 'ATTENDING' && event.meals.length > 0 && (
                  <div className={styles.field}>
                    <label htmlFor={`${base}-meal`} className={styles.label}>
                      Meal for {person.name}
                    </label>
                    <select
                      id={`${base}-meal`}
                      className={styles.input}
                      value={choice.meal ?? ''}
                      disabled={disabled}
                      onChange={(e) => set(key, { meal: e.target.value ? Number(e.target.value) : null })}
                    >
                      <option value="">Choose a meal</option>
                      {event.meals.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                {choice.status === 'ATTENDING' && (
                  <div className={styles.field}>
                    <label htmlFor={`${base}-notes`} className={styles.label}>
                      Allergies or dietary needs for {person.name} (optional)
                    </label>
                    <input
                      id={`${base}-notes`}
                      className={styles.input}
                      maxLength={300}
                      value={choice.notes}
                      disabled={disabled}
                      onChange={(e) => set(key, { notes: e.target.value })}
                    />
                  </div>
                )}
                {choice.status === 'ATTENDING' && (
                  <div className={styles.field}>
                    <label htmlFor={`${base}-song`} className={styles.label}>
                      A song that will get {person.name} dancing (optional)
                    </label>
                    <input
                      id={`${base}-song`}
                      className={styles.input}
                      maxLength={SONG_REQUEST_MAX}
                      value={choice.song}
                      disabled={disabled}
                      onChange={(e) => set(key, { song: e.target.value })}
                    />
                  </div>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      {invitation.open && invitation.events.length > 0 && (
        <>
          <div className={styles.field}>
            <label htmlFor="rsvp-email" className={styles.label}>
              Email for your confirmation (optional)
            </label>
            <input
              id="rsvp-email"
              className={styles.input}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {missing && (
            <p className={styles.error} role="alert">
              Choose an answer for at least one person.
            </p>
          )}
          {save.status === 'failed' && (
            <p className={styles.error} role="alert">
              {save.error?.message}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={disabled}>
            {save.status === 'loading' ? 'Sending…' : 'Send my RSVP'}
          </button>
        </>
      )}
      <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
        {saved ? `Thank you! Your answers are saved${email ? `, and a confirmation is on its way to ${email}` : ''}.` : ''}
      </p>
    </form>
  );
}
