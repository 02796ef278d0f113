import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { characterCount } from '../../../contracts/registrySettings';
import {
  MARKDOWN_MAX,
  MAX_FAQS,
  MAX_LINKS,
  MAX_PEOPLE,
  MAX_PLACES,
  PAGE_KIND_INFO,
  PLACE_KINDS,
  PLACE_KIND_LABELS,
  websitePageContent,
  type PageKind,
  type WebsitePageContent,
} from '../../../contracts/website';
import type { RequestState } from '../../../lib/requestCases';
import type { PhotoUpload } from '../websiteApi';
import type { PersonPhotoState } from '../websiteSlice';
import { PersonPhotoField } from './PersonPhotoField';
import styles from './Editor.module.scss';

type Draft = WebsitePageContent;
type Errors = Record<string, string>;

/** Checks a draft with the contract the server uses: messages keyed by field path ('places.0.name'). */
export function draftErrors(draft: Draft): Errors {
  const result = websitePageContent.safeParse(draft);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

const BODY_LABELS: Partial<Record<PageKind, string>> = {
  HOME: 'Welcome message',
  STORY: 'Your story',
  SCHEDULE: 'A note above the schedule',
  TRAVEL: 'Travel notes',
  WEDDING_PARTY: 'A few words about your wedding party',
  PHOTOS: 'About your photos',
  THINGS_TO_DO: 'Things to do nearby',
  FAQ: 'A note above the questions',
  REGISTRY: 'A note about gifts',
  RSVP: 'A note above the reply form',
};

/**
 * One page's fields (its kind decides which), kept as a draft until "Save page". The draft is
 * checked with the server's own schema first, so a mistake is shown beside its field.
 */
export function PageEditor({
  kind,
  content,
  request,
  saved,
  onSave,
  personPhotos = {},
  onPersonPhoto,
}: {
  kind: PageKind;
  content: WebsitePageContent;
  request: RequestState | undefined;
  saved: boolean;
  onSave: (content: WebsitePageContent) => void;
  /** Wedding party photo uploads by file id, and how to start one. */
  personPhotos?: Record<string, PersonPhotoState>;
  onPersonPhoto?: (upload: PhotoUpload) => void;
}) {
  const [draft, setDraft] = useState<Draft>(content);
  const [errors, setErrors] = useState<Errors>({});
  const info = PAGE_KIND_INFO[kind];
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const busy = request?.status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus the first field with a mistake.
      const first = Object.keys(found)[0]!;
      document.getElementById(`field-${kind}-${first}`)?.focus();
      return;
    }
    onSave(websitePageContent.parse(draft));
  };
  const id = (path: string) => `field-${kind}-${path}`;
  const body = characterCount(draft.body, MARKDOWN_MAX);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`editor-${kind}-title`}>
      <h3 id={`editor-${kind}-title`}>{info.label}</h3>
      <p className={styles.hint}>{info.hint}</p>
      <KindNote kind={kind} />

      <TextInput
        id={id('title')}
        label="Page heading"
        value={draft.title}
        placeholder={info.title}
        error={errors.title}
        onChange={(v) => set('title', v)}
      />

      <div className={styles.field}>
        <label htmlFor={id('body')} className={styles.label}>
          {BODY_LABELS[kind] ?? 'Text'}
        </label>
        <p id={`${id('body')}-hint`} className={styles.hint}>
          Write in plain text. For **bold**, *italics*, a [link](https://example.com) or a list (lines starting with -), use markdown.
        </p>
        <textarea
          id={id('body')}
          className={styles.textarea}
          rows={kind === 'STORY' || kind === 'THINGS_TO_DO' ? 10 : 5}
          value={draft.body}
          onChange={(e) => set('body', e.target.value)}
          aria-describedby={`${id('body')}-hint ${id('body')}-count${errors.body || body.message ? ` ${id('body')}-error` : ''}`}
          aria-invalid={Boolean(errors.body || body.message)}
        />
        <p id={`${id('body')}-count`} className={styles.counter}>
          {body.counter}
        </p>
        {(errors.body || body.message) && (
          <p id={`${id('body')}-error`} className={styles.error}>
            {body.message ?? errors.body}
          </p>
        )}
      </div>

      {kind === 'HOME' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>On the home page</legend>
          <Check
            id={id('show_countdown')}
            label="Show a countdown to the day"
            checked={draft.show_countdown}
            onChange={(v) => set('show_countdown', v)}
          />
          <Check id={id('show_photo')} label="Show your couple photo" checked={draft.show_photo} onChange={(v) => set('show_photo', v)} />
        </fieldset>
      )}

      {kind === 'TRAVEL' && (
        <ListEditor
          title="Places"
          noun="place"
          items={draft.places}
          max={MAX_PLACES}
          make={() => ({ kind: 'HOTEL' as const, name: '', address: '', note: '', url: '' })}
          onChange={(places) => set('places', places)}
          render={(place, i, update) => (
            <>
              <div className={styles.field}>
                <label htmlFor={id(`places.${i}.kind`)} className={styles.label}>
                  Kind of place
                </label>
                <select
                  id={id(`places.${i}.kind`)}
                  className={styles.input}
                  value={place.kind}
                  onChange={(e) => update({ ...place, kind: e.target.value as (typeof PLACE_KINDS)[number] })}
                >
                  {PLACE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {PLACE_KIND_LABELS[k]}
                    </option>
                  ))}
                </select>
              </div>
              <TextInput
                id={id(`places.${i}.name`)}
                label="Name"
                value={place.name}
                error={errors[`places.${i}.name`]}
                onChange={(v) => update({ ...place, name: v })}
              />
              <TextInput
                id={id(`places.${i}.address`)}
                label="Address (for the map link)"
                value={place.address}
                error={errors[`places.${i}.address`]}
                onChange={(v) => update({ ...place, address: v })}
              />
              <TextInput
                id={id(`places.${i}.note`)}
                label="Note (a room block code, how to get there)"
                value={place.note}
                error={errors[`places.${i}.note`]}
                onChange={(v) => update({ ...place, note: v })}
              />
              <TextInput
                id={id(`places.${i}.url`)}
                label="Website (optional)"
                type="url"
                value={place.url}
                error={errors[`places.${i}.url`]}
                onChange={(v) => update({ ...place, url: v })}
              />
            </>
          )}
        />
      )}

      {kind === 'WEDDING_PARTY' && (
        <ListEditor
          title="People"
          noun="person"
          items={draft.people}
          max={MAX_PEOPLE}
          make={() => ({ name: '', role: '', note: '', photo_id: null })}
          onChange={(people) => set('people', people)}
          render={(person, i, update) => (
            <>
              {onPersonPhoto && (
                <PersonPhotoField
                  name={person.name || `person ${i + 1}`}
                  photoId={person.photo_id}
                  uploads={personPhotos}
                  onUpload={onPersonPhoto}
                  onPhoto={(photo_id) => update({ ...person, photo_id })}
                />
              )}
              <TextInput
                id={id(`people.${i}.name`)}
                label="Name"
                value={person.name}
                error={errors[`people.${i}.name`]}
                onChange={(v) => update({ ...person, name: v })}
              />
              <TextInput
                id={id(`people.${i}.role`)}
                label="Role (maid of honor, best man…)"
                value={person.role}
                error={errors[`people.${i}.role`]}
                onChange={(v) => update({ ...person, role: v })}
              />
              <TextInput
                id={id(`people.${i}.note`)}
                label="A line about them"
                value={person.note}
                error={errors[`people.${i}.note`]}
                onChange={(v) => update({ ...person, note: v })}
              />
            </>
          )}
        />
      )}

      {kind === 'FAQ' && (
        <ListEditor
          title="Questions"
          noun="question"
          items={draft.faqs}
          max={MAX_FAQS}
          make={() => ({ question: '', answer: '' })}
          onChange={(faqs) => set('faqs', faqs)}
          render={(faq, i, update) => (
            <>
              <TextInput
                id={id(`faqs.${i}.question`)}
                label="Question"
                value={faq.question}
                error={errors[`faqs.${i}.question`]}
                onChange={(v) => update({ ...faq, question: v })}
              />
              <div className={styles.field}>
                <label htmlFor={id(`faqs.${i}.answer`)} className={styles.label}>
                  Answer
                </label>
                <textarea
                  id={id(`faqs.${i}.answer`)}
                  className={styles.textarea}
                  rows={3}
                  value={faq.answer}
                  onChange={(e) => update({ ...faq, answer: e.target.value })}
                  aria-invalid={Boolean(errors[`faqs.${i}.answer`])}
                />
                {errors[`faqs.${i}.answer`] && <p className={styles.error}>{errors[`faqs.${i}.answer`]}</p>}
              </div>
            </>
          )}
        />
      )}

      {kind === 'REGISTRY' && (
        <ListEditor
          title="Registries elsewhere"
          noun="link"
          items={draft.links}
          max={MAX_LINKS}
          make={() => ({ label: '', url: '' })}
          onChange={(links) => set('links', links)}
          render={(link, i, update) => (
            <>
              <TextInput
                id={id(`links.${i}.label`)}
                label="Name"
                value={link.label}
                error={errors[`links.${i}.label`]}
                onChange={(v) => update({ ...link, label: v })}
              />
              <TextInput
                id={id(`links.${i}.url`)}
                label="Web address"
                type="url"
                value={link.url}
                error={errors[`links.${i}.url`]}
                onChange={(v) => update({ ...link, url: v })}
              />
            </>
          )}
        />
      )}

      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          Please fix the fields marked above.
        </p>
      )}
      {request?.status === 'failed' && (
        <p className={styles.error} role="alert">
          {request.error?.message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy || body.over > 0}>
          {busy ? 'Saving…' : 'Save page'}
        </button>
        <span role="status" className={styles.ok}>
          {saved ? 'Saved. The preview shows your change.' : ''}
        </span>
      </div>
    </form>
  );
}

/** Where a kind's other content comes from. */
function KindNote({ kind }: { kind: PageKind }) {
  switch (kind) {
    case 'HOME':
      return (
        <p className={styles.note}>
          Your names, date and place come from <Link to="/wedding-planning/your-wedding">Your wedding</Link>; your couple photo from{' '}
          <Link to="/registry/settings">registry settings</Link>.
        </p>
      );
    case 'SCHEDULE':
      return (
        <p className={styles.note}>
          The schedule lists the events on your <Link to="/wedding-planning/guests">guest list</Link>, with their dates, times, places and
          map links.
        </p>
      );
    case 'REGISTRY':
      return <p className={styles.note}>When your Confetti registry is published and not private, this page links to it.</p>;
    case 'RSVP':
      return (
        <p className={styles.note}>
          Guests find their invitation by their name and answer for each person and event they are invited to, with meals; their answers go
          straight to your <Link to="/wedding-planning/guests">guest list</Link>. Your reply-by date is under Settings.
        </p>
      );
    case 'PHOTOS':
      return (
        <p className={styles.note}>
          Your gallery is below: photos go up as soon as you upload them. Until there are some, this page shows your couple photo.
        </p>
      );
    case 'WEDDING_PARTY':
      return <p className={styles.note}>Each person can have a square photo: add it, crop it, then save the page.</p>;
    default:
      return null;
  }
}

function TextInput({
  id,
  label,
  value,
  error,
  placeholder,
  type = 'text',
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  placeholder?: string;
  type?: 'text' | 'url';
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function ListEditor<T>({
  title,
  noun,
  items,
  max,
  make,
  onChange,
  render,
}: {
  title: string;
  noun: string;
  items: T[];
  max: number;
  make: () => T;
  onChange: (items: T[]) => void;
  render: (item: T, index: number, update: (item: T) => void) => ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{title}</legend>
      {items.length === 0 && <p className={styles.hint}>None yet.</p>}
      {items.map((item, i) => (
        <div key={i} className={styles.item}>
          <p className={styles.itemTitle}>
            {noun.charAt(0).toUpperCase() + noun.slice(1)} {i + 1}
          </p>
          {render(item, i, (next) => onChange(items.map((x, j) => (j === i ? next : x))))}
          <button type="button" className={styles.secondary} onClick={() => onChange(items.filter((_, j) => j !== i))}>
            Remove {noun} {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className={styles.secondary} disabled={items.length >= max} onClick={() => onChange([...items, make()])}>
        Add a {noun}
      </button>
    </fieldset>
  );
}
