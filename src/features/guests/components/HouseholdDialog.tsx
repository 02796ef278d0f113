import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFocusOnOpen } from './useFocusOnOpen';
import { Modal } from '../../../components/Modal/Modal';
import {
  createHouseholdBody,
  GUEST_LIST_LABELS,
  GUEST_LISTS,
  guestDisplayName,
  HOUSEHOLD_FIELD_NAMES,
  sideLabel,
  SIDES,
  suggestedDisplayName,
  type CreateHouseholdBody,
  type EventView,
  type GuestDeleteImpact,
  type HouseholdFields,
  type HouseholdView,
  type PersonInput,
  type TagView,
  type UpdateHouseholdBody,
} from '../../../contracts/guests';
import type { ApiError } from '../../../lib/http';
import type { RequestState } from '../../../lib/requestCases';
import type { HouseholdSave } from '../guestsSlice';
import styles from './Guests.module.scss';

interface PersonDraft {
  key: string;
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  is_child: boolean;
  plus_one_allowed: boolean;
  /** The host's key, for a +1. */
  host: string | null;
}
interface Draft {
  fields: HouseholdFields;
  people: PersonDraft[];
  tag_ids: number[];
  event_ids: number[];
}

const FIELD_LABELS: Record<keyof HouseholdFields, string> = {
  display_name: 'Household name',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state_province: 'State / province',
  postal_code: 'ZIP / postal code',
  country_code: 'Country code',
  email: 'Email',
  phone: 'Phone',
  side: 'Side',
  list: 'List',
  notes: 'Notes',
};

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;
const emptyFields: HouseholdFields = {
  display_name: '',
  address1: '',
  address2: '',
  city: '',
  state_province: '',
  postal_code: '',
  country_code: 'US',
  email: '',
  phone: '',
  side: 'BOTH',
  list: 'A',
  notes: '',
};

function draftOf(h: HouseholdView | null): Draft {
  if (!h)
    return {
      fields: emptyFields,
      people: [{ key: newKey(), first_name: '', last_name: '', email: '', is_child: false, plus_one_allowed: false, host: null }],
      tag_ids: [],
      event_ids: [],
    };
  return {
    fields: Object.fromEntries(HOUSEHOLD_FIELD_NAMES.map((f) => [f, h[f]])) as unknown as HouseholdFields,
    people: h.guests.map((g) => ({
      key: `g${g.id}`,
      id: g.id,
      first_name: g.first_name,
      last_name: g.last_name,
      email: g.email,
      is_child: g.is_child,
      plus_one_allowed: g.plus_one_allowed,
      host: g.plus_one_of === null ? null : `g${g.plus_one_of}`,
    })),
    tag_ids: [...h.tag_ids],
    event_ids: [...h.event_ids],
  };
}

function peopleBody(people: PersonDraft[]): PersonInput[] {
  const idOfKey = new Map(people.map((p) => [p.key, p.id]));
  return people.map((p) => {
    const hostId = p.host ? idOfKey.get(p.host) : undefined;
    return {
      ...(p.id !== undefined ? { id: p.id } : {}),
      key: p.key,
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      is_child: p.is_child,
      plus_one_allowed: p.plus_one_allowed,
      plus_one_of: p.host && hostId !== undefined ? hostId : null,
      plus_one_of_key: p.host && hostId === undefined ? p.host : null,
    };
  });
}

const sameList = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/**
 * The person's own edits: the form against the household it was opened on, sent at `version` (the
 * partner's newer one after a conflict), so a save never carries back what the partner changed.
 */
function changesFrom(opened: HouseholdView, draft: Draft, version: number): UpdateHouseholdBody {
  const baseDraft = draftOf(opened);
  const body: UpdateHouseholdBody = { version };
  for (const f of HOUSEHOLD_FIELD_NAMES) if (draft.fields[f] !== baseDraft.fields[f]) Object.assign(body, { [f]: draft.fields[f] });
  if (JSON.stringify(peopleBody(draft.people)) !== JSON.stringify(peopleBody(baseDraft.people))) body.guests = peopleBody(draft.people);
  if (!sameList(draft.tag_ids, baseDraft.tag_ids)) body.tag_ids = draft.tag_ids;
  if (!sameList(draft.event_ids, baseDraft.event_ids)) body.event_ids = draft.event_ids;
  return body;
}

/** What the partner changed, field by field, between the household the form opened and theirs. */
function partnerChanges(opened: HouseholdView, theirs: HouseholdView): string[] {
  const lines = HOUSEHOLD_FIELD_NAMES.filter((f) => opened[f] !== theirs[f]).map(
    (f) => `${FIELD_LABELS[f]}: “${String(opened[f])}” → “${String(theirs[f])}”`,
  );
  const names = (h: HouseholdView) => h.guests.map((g) => guestDisplayName(g)).join(', ');
  if (names(opened) !== names(theirs)) lines.push(`People: ${names(theirs)}`);
  if (!sameList(opened.tag_ids, theirs.tag_ids)) lines.push('Tags changed');
  if (!sameList(opened.event_ids, theirs.event_ids)) lines.push('Invitations changed');
  return lines;
}

/** Add or edit a household: its people (+1s), address, contact, side, list, tags, events and notes. */
export function HouseholdDialog({
  household,
  conflict,
  confirm,
  save,
  tags,
  events,
  partners,
  onSave,
  onCreateTag,
  onClose,
  addressExtra,
}: {
  household: HouseholdView | null;
  conflict: HouseholdView | null;
  confirm: GuestDeleteImpact[] | null;
  save: RequestState;
  tags: TagView[];
  events: EventView[];
  partners: { partner1: string; partner2: string };
  onSave: (save: HouseholdSave) => void;
  onCreateTag: (name: string) => void;
  onClose: () => void;
  /** Shown above the mailing address of an existing household (its own address link). */
  addressExtra?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(household));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [newTag, setNewTag] = useState('');
  const firstField = useFocusOnOpen<HTMLInputElement>();
  // The household as the form opened it: the store moves on (a partner's save), the form's base does not until it is told.
  const [opened, setOpened] = useState(household);
  const base = conflict ?? opened;
  const theirChanges = useMemo(() => (conflict && opened ? partnerChanges(opened, conflict) : []), [conflict, opened]);
  const serverFields: Record<string, string> = save.error?.fields ?? {};
  const fieldError = (name: string) => problems[name] ?? serverFields[name];

  const setField = <K extends keyof HouseholdFields>(name: K, value: HouseholdFields[K]) =>
    setDraft((d) => ({ ...d, fields: { ...d.fields, [name]: value } }));
  const setPerson = (key: string, patch: Partial<PersonDraft>) =>
    setDraft((d) => {
      let people = d.people.map((p) => (p.key === key ? { ...p, ...patch } : p));
      if (patch.plus_one_allowed === true && !people.some((p) => p.host === key)) {
        const at = people.findIndex((p) => p.key === key);
        people = [
          ...people.slice(0, at + 1),
          { key: newKey(), first_name: '', last_name: '', email: '', is_child: false, plus_one_allowed: false, host: key },
          ...people.slice(at + 1),
        ];
      }
      if (patch.plus_one_allowed === false) people = people.filter((p) => p.host !== key);
      return { ...d, people };
    });
  const removePerson = (key: string) => setDraft((d) => ({ ...d, people: d.people.filter((p) => p.key !== key && p.host !== key) }));
  const addPerson = () =>
    setDraft((d) => ({
      ...d,
      people: [
        ...d.people,
        { key: newKey(), first_name: '', last_name: '', email: '', is_child: false, plus_one_allowed: false, host: null },
      ],
    }));
  const toggle = (list: 'tag_ids' | 'event_ids', value: number) =>
    setDraft((d) => ({ ...d, [list]: d[list].includes(value) ? d[list].filter((v) => v !== value) : [...d[list], value] }));

  const submit = (confirmed: number[] = []) => {
    const fields = { ...draft.fields, display_name: draft.fields.display_name.trim() || suggestedDisplayName(draft.people) };
    const full: CreateHouseholdBody = { ...fields, guests: peopleBody(draft.people), tag_ids: draft.tag_ids, event_ids: draft.event_ids };
    const checked = createHouseholdBody.safeParse(full);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    if (!base) onSave({ id: null, body: full });
    else
      onSave({ id: base.id, body: { ...changesFrom(opened ?? base, { ...draft, fields }, base.version), confirmed_removals: confirmed } });
  };

  const error: ApiError | null = save.status === 'failed' ? save.error : null;
  const busy = save.status === 'loading';
  const hostName = (key: string) => {
    const host = draft.people.find((p) => p.key === key);
    return host ? guestDisplayName(host) : 'someone';
  };
  const errorText = (name: string) =>
    fieldError(name) ? (
      <p id={`${id}-${name}-error`} className={styles.fieldError}>
        {fieldError(name)}
      </p>
    ) : null;
  const described = (name: string) => (fieldError(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  const text = (name: keyof HouseholdFields, options: { type?: string; autoComplete?: string; maxLength?: number } = {}) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{FIELD_LABELS[name]}</label>
      <input
        id={`${id}-${name}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        maxLength={options.maxLength}
        value={draft.fields[name]}
        onChange={(event) => setField(name, event.target.value)}
        {...described(name)}
      />
      {errorText(name)}
    </div>
  );

  return (
    <Modal title={household ? `Edit ${household.display_name}` : 'Add a household'} onClose={onClose}>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {conflict && error?.code === 'stale_household' && (
          <div className={styles.alert} role="alert">
            <p>{error.message}</p>
            {theirChanges.length > 0 && (
              <ul>
                {theirChanges.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <p>Saving again keeps their change and adds yours.</p>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                setOpened(conflict);
                setDraft(draftOf(conflict));
              }}
            >
              Use their version
            </button>
          </div>
        )}
        {confirm && (
          <div className={styles.alert} role="alert">
            <p>{error?.message}</p>
            <ul>
              {confirm.map((impact) => (
                <li key={impact.guest_id}>{impact.message}</li>
              ))}
            </ul>
            <button type="button" className={styles.dangerButton} disabled={busy} onClick={() => submit(confirm.map((c) => c.guest_id))}>
              Remove them and their answers
            </button>
          </div>
        )}
        {error && !conflict && !confirm && (
          <p className={styles.alert} role="alert">
            {error.message}
          </p>
        )}

        <fieldset className={styles.fieldset}>
          <legend>People</legend>
          {draft.people.map((p, index) => {
            const path = `guests.${index}`;
            const label = p.host ? `+1 of ${hostName(p.host)}` : `Person ${draft.people.filter((q, i) => !q.host && i <= index).length}`;
            return (
              <div key={p.key} className={p.host ? styles.plusOneRow : styles.personRow} role="group" aria-label={label}>
                <p className={styles.personLabel}>{label}</p>
                <div className={styles.field}>
                  <label htmlFor={`${id}-${p.key}-first`}>First name</label>
                  <input
                    id={`${id}-${p.key}-first`}
                    value={p.first_name}
                    autoComplete="off"
                    placeholder={p.host ? 'If you know it' : undefined}
                    ref={index === 0 ? firstField : undefined}
                    onChange={(event) => setPerson(p.key, { first_name: event.target.value })}
                    {...described(`${path}.first_name`)}
                  />
                  {errorText(`${path}.first_name`)}
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${id}-${p.key}-last`}>Last name</label>
                  <input
                    id={`${id}-${p.key}-last`}
                    value={p.last_name}
                    autoComplete="off"
                    onChange={(event) => setPerson(p.key, { last_name: event.target.value })}
                  />
                </div>
                {!p.host && (
                  <>
                    <div className={styles.field}>
                      <label htmlFor={`${id}-${p.key}-email`}>Email (optional)</label>
                      <input
                        id={`${id}-${p.key}-email`}
                        type="email"
                        value={p.email}
                        autoComplete="off"
                        onChange={(event) => setPerson(p.key, { email: event.target.value })}
                        {...described(`${path}.email`)}
                      />
                      {errorText(`${path}.email`)}
                    </div>
                    <div className={styles.checks}>
                      <span className={styles.checkField}>
                        <input
                          id={`${id}-${p.key}-child`}
                          type="checkbox"
                          checked={p.is_child}
                          onChange={(event) => setPerson(p.key, { is_child: event.target.checked })}
                        />
                        <label htmlFor={`${id}-${p.key}-child`}>Child</label>
                      </span>
                      <span className={styles.checkField}>
                        <input
                          id={`${id}-${p.key}-plus`}
                          type="checkbox"
                          checked={p.plus_one_allowed}
                          onChange={(event) => setPerson(p.key, { plus_one_allowed: event.target.checked })}
                        />
                        <label htmlFor={`${id}-${p.key}-plus`}>May bring a +1</label>
                      </span>
                    </div>
                  </>
                )}
                {draft.people.filter((q) => !q.host).length > 1 && !p.host && (
                  <button type="button" className={styles.linkButton} onClick={() => removePerson(p.key)}>
                    Remove {guestDisplayName(p) === 'Guest' ? `person ${index + 1}` : guestDisplayName(p)}
                  </button>
                )}
              </div>
            );
          })}
          {errorText('guests')}
          <button type="button" className={styles.secondaryButton} onClick={addPerson}>
            Add a person
          </button>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Household</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-display_name`}>Household name</label>
            <input
              id={`${id}-display_name`}
              value={draft.fields.display_name}
              placeholder={suggestedDisplayName(draft.people) || 'The Garcia family'}
              onChange={(event) => setField('display_name', event.target.value)}
              {...described('display_name')}
            />
            <p className={styles.hint}>
              Left empty, we use {suggestedDisplayName(draft.people) ? `“${suggestedDisplayName(draft.people)}”` : 'the people’s names'}.
            </p>
            {errorText('display_name')}
          </div>
          <div className={styles.radioRow} role="radiogroup" aria-label="Side">
            {SIDES.map((s) => (
              <span key={s} className={styles.checkField}>
                <input
                  id={`${id}-side-${s}`}
                  type="radio"
                  name={`${id}-side`}
                  checked={draft.fields.side === s}
                  onChange={() => setField('side', s)}
                />
                <label htmlFor={`${id}-side-${s}`}>{sideLabel(s, partners.partner1, partners.partner2)}</label>
              </span>
            ))}
          </div>
          <div className={styles.radioRow} role="radiogroup" aria-label="List">
            {GUEST_LISTS.map((l) => (
              <span key={l} className={styles.checkField}>
                <input
                  id={`${id}-list-${l}`}
                  type="radio"
                  name={`${id}-list`}
                  checked={draft.fields.list === l}
                  onChange={() => setField('list', l)}
                />
                <label htmlFor={`${id}-list-${l}`}>{GUEST_LIST_LABELS[l]}</label>
              </span>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Mailing address</legend>
          {household && addressExtra}
          {text('address1', { autoComplete: 'off' })}
          {text('address2')}
          <div className={styles.fieldRow}>
            {text('city')}
            {text('state_province')}
          </div>
          <div className={styles.fieldRow}>
            {text('postal_code')}
            {text('country_code', { maxLength: 2 })}
          </div>
          {text('email', { type: 'email' })}
          {text('phone', { type: 'tel' })}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Tags</legend>
          <div className={styles.chips}>
            {tags.map((t) => (
              <span key={t.id} className={styles.checkField}>
                <input
                  id={`${id}-tag-${t.id}`}
                  type="checkbox"
                  checked={draft.tag_ids.includes(t.id)}
                  onChange={() => toggle('tag_ids', t.id)}
                />
                <label htmlFor={`${id}-tag-${t.id}`}>{t.name}</label>
              </span>
            ))}
          </div>
          <div className={styles.inlineAdd}>
            <label htmlFor={`${id}-newtag`}>New tag</label>
            <input id={`${id}-newtag`} value={newTag} maxLength={40} onChange={(event) => setNewTag(event.target.value)} />
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={!newTag.trim()}
              onClick={() => {
                onCreateTag(newTag.trim());
                setNewTag('');
              }}
            >
              Create tag
            </button>
          </div>
        </fieldset>

        {events.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend>Invited to</legend>
            <div className={styles.chips}>
              {events.map((e) => (
                <span key={e.id} className={styles.checkField}>
                  <input
                    id={`${id}-event-${e.id}`}
                    type="checkbox"
                    checked={draft.event_ids.includes(e.id)}
                    onChange={() => toggle('event_ids', e.id)}
                  />
                  <label htmlFor={`${id}-event-${e.id}`}>{e.name}</label>
                </span>
              ))}
            </div>
          </fieldset>
        )}

        <div className={styles.field}>
          <label htmlFor={`${id}-notes`}>Notes</label>
          <textarea id={`${id}-notes`} rows={3} value={draft.fields.notes} onChange={(event) => setField('notes', event.target.value)} />
        </div>

        <div className={styles.dialogActions}>
          <button type="submit" className={styles.primaryButton} disabled={busy}>
            {busy ? 'Saving…' : conflict ? 'Save again' : 'Save household'}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
