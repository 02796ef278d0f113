import { useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { artUrl, type PaperShape } from '../../contracts/paper';
import {
  chooseHouseholds,
  DIGITAL_CARD_LABELS,
  DIGITAL_CARD_TYPES,
  DIGITAL_PATH,
  previewArtPath,
  reachable,
  WORDING_MAX,
  type DigitalCardType,
  type RecipientChoice,
  type RecipientMode,
  type StdOverview,
  type Wording,
} from '../../contracts/saveTheDate';
import { CardPreview } from '../../features/saveTheDate/components/CardPreview';
import { SendStatus } from '../../features/saveTheDate/components/SendStatus';
import styles from '../../features/saveTheDate/components/SaveTheDate.module.scss';
import {
  selectStdCreate,
  selectStdDesigns,
  selectStdOverview,
  selectStdResend,
  selectStdSend,
  selectStdUnopened,
} from '../../features/saveTheDate/saveTheDateSelectors';
import {
  stdDesignsRequested,
  stdPageOpened,
  stdResendRequested,
  stdSendClosed,
  stdSendOpened,
  stdSendRequested,
} from '../../features/saveTheDate/saveTheDateSlice';
import { ToolLoadState } from '../../components/PlanningTool/ToolLoadState';
import { useReadOnReturn } from '../../components/PlanningTool/useReadOnReturn';
import { SignedInTool } from '../planning/SignedInTool';

const MODE_LABELS: Record<RecipientMode, string> = {
  ALL: 'Everyone on the guest list',
  TAG: 'Households with a tag',
  EVENT: 'Households invited to an event',
  PICK: 'Choose households one by one',
};

/**
 * /wedding-planning/digital/save-the-date: the couple designs a digital save-the-date (or
 * change-the-date) from the paper catalogue, words it, chooses households and sends it by email;
 * then follows each send (delivered / opened / clicked) and resends to those who did not open.
 */
export default function DigitalSaveTheDatePage() {
  return (
    <SignedInTool
      title="Digital save the dates"
      path={DIGITAL_PATH}
      pitch="Log in to send save-the-dates by email to the households on your guest list."
      className={styles.page}
      linksClassName={styles.actions}
    >
      <Composer />
    </SignedInTool>
  );
}

function Composer() {
  const dispatch = useAppDispatch();
  const overview = useAppSelector(selectStdOverview);
  const send = useAppSelector(selectStdSend);

  // Read on open and on each return to the tab (opens and clicks come in while the couple is away).
  useReadOnReturn(() => dispatch(stdPageOpened()));
  useEffect(
    () => () => {
      dispatch(stdSendClosed());
    },
    [dispatch],
  );

  if (!overview.data)
    return (
      <div className={styles.page}>
        <ToolLoadState
          title="Digital save the dates"
          noun="guest list"
          load={overview}
          onRetry={() => dispatch(stdPageOpened())}
          retryClassName={styles.secondary}
        />
      </div>
    );
  return (
    <div className={styles.page}>
      <h1>Digital save the dates</h1>
      <p className={styles.intro}>
        Send your save-the-date by email. Each household gets its own page with your card, a calendar file and a link to your website.
      </p>
      {send.detail ? <FollowedSend /> : <ComposeForm data={overview.data} />}
      <SendList data={overview.data} />
    </div>
  );
}

function FollowedSend() {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectStdSend);
  const resend = useAppSelector(selectStdResend);
  const unopened = useAppSelector(selectStdUnopened);
  const heading = useRef<HTMLDivElement>(null);
  const id = send.detail?.id;
  useEffect(() => {
    heading.current?.querySelector('h2')?.focus();
  }, [id]);
  if (!send.detail) return null;
  return (
    <div ref={heading}>
      <SendStatus
        send={send.detail}
        unopened={unopened}
        resending={resend.status === 'loading'}
        resendError={resend.status === 'failed' ? (resend.error?.message ?? null) : null}
        onResend={() => dispatch(stdResendRequested(send.detail!.id))}
        onClose={() => dispatch(stdSendClosed())}
      />
    </div>
  );
}

function SendList({ data }: { data: StdOverview }) {
  const dispatch = useAppDispatch();
  if (data.sends.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="std-sends">
      <h2 id="std-sends">Sent so far</h2>
      <ul className={styles.sendList}>
        {data.sends.map((s) => (
          <li key={s.id}>
            <span>
              <strong>{s.design_name}</strong> ({DIGITAL_CARD_LABELS[s.card_type]}
              {s.resend_of ? ', resend' : ''}) · {new Date(s.created_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })} ·{' '}
              {s.status === 'DONE' ? `delivered ${s.counts.delivered} of ${s.counts.total}, opened ${s.counts.opened}` : 'sending…'}
            </span>
            <button type="button" className={styles.secondary} onClick={() => dispatch(stdSendOpened(s.id))}>
              See recipients
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ComposeForm({ data }: { data: StdOverview }) {
  const dispatch = useAppDispatch();
  const designs = useAppSelector(selectStdDesigns);
  const create = useAppSelector(selectStdCreate);
  const [cardType, setCardType] = useState<DigitalCardType>('SAVE_THE_DATE');
  const [designSlug, setDesignSlug] = useState<string | null>(null);
  const [colourway, setColourway] = useState<string | null>(null);
  const [animated, setAnimated] = useState(true);
  const [wording, setWording] = useState<Wording>(data.defaults.SAVE_THE_DATE);
  const [mode, setMode] = useState<RecipientMode>('ALL');
  const [tagId, setTagId] = useState<number | null>(data.tags[0]?.id ?? null);
  const [eventId, setEventId] = useState<number | null>(data.events[0]?.id ?? null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(stdDesignsRequested(cardType));
  }, [dispatch, cardType]);
  const list = designs.type === cardType ? designs.list : [];
  const design = list.find((d) => d.slug === designSlug) ?? list[0] ?? null;
  const colour = design?.colourways.find((c) => c.key === colourway) ?? design?.colourways[0] ?? null;

  const choice = useMemo<RecipientChoice | null>(() => {
    if (mode === 'ALL') return { mode };
    if (mode === 'TAG') return tagId ? { mode, tag_id: tagId } : null;
    if (mode === 'EVENT') return eventId ? { mode, event_id: eventId } : null;
    return picked.size ? { mode, household_ids: [...picked] } : null;
  }, [mode, tagId, eventId, picked]);
  const chosen = useMemo(() => (choice ? chooseHouseholds(data.households, choice) : []), [data.households, choice]);
  const reachableCount = chosen.filter(reachable).length;
  const unreachable = chosen.filter((h) => !reachable(h));

  const changeType = (type: DigitalCardType) => {
    setCardType(type);
    setDesignSlug(null);
    setColourway(null);
    setWording(data.defaults[type]);
  };
  // The picture is drawn by the server: it follows the typing a moment behind, without holding the fields up.
  const drawnWording = useDeferredValue(wording);
  const setLine = (key: keyof Wording) => (value: string) => setWording((w) => ({ ...w, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!design || !colour || !choice || reachableCount === 0) return;
    dispatch(stdSendRequested({ card_type: cardType, design: design.slug, colourway: colour.key, animated, wording, recipients: choice }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.section} aria-labelledby="std-design">
        <h2 id="std-design">1. Your card</h2>
        <fieldset className={styles.choices}>
          <legend>Kind of card</legend>
          {DIGITAL_CARD_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name="card-type" checked={cardType === type} onChange={() => changeType(type)} />
              {DIGITAL_CARD_LABELS[type]}
            </label>
          ))}
        </fieldset>
        {designs.status === 'failed' ? (
          <p role="alert" className={styles.error}>
            {designs.error?.message}
          </p>
        ) : list.length === 0 ? (
          <p role="status">Loading designs…</p>
        ) : (
          <fieldset className={styles.designs}>
            <legend>Design</legend>
            {list.map((d) => (
              <label key={d.slug} className={`${styles.design} ${design?.slug === d.slug ? styles.selected : ''}`}>
                <input
                  type="radio"
                  name="design"
                  className={styles.visuallyHidden}
                  checked={design?.slug === d.slug}
                  onChange={() => {
                    setDesignSlug(d.slug);
                    setColourway(null);
                  }}
                />
                <img
                  src={artUrl(d.slug, d.colourways[0]!.key, 'front', d.shapes[0] as PaperShape, 320)}
                  alt=""
                  width={96}
                  height={134}
                  loading="lazy"
                />
                <span>{d.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        {design ? (
          <fieldset className={styles.choices}>
            <legend>Colour</legend>
            {design.colourways.map((c) => (
              <label key={c.key} className={styles.choice}>
                <input type="radio" name="colourway" checked={colour?.key === c.key} onChange={() => setColourway(c.key)} />
                <span className={styles.swatch} style={{ background: c.accent }} aria-hidden="true" />
                {c.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <label className={styles.choice}>
          <input type="checkbox" checked={animated} onChange={(e) => setAnimated(e.target.checked)} />
          Gently animated (guests who ask their device for less motion see it still)
        </label>
      </section>

      <section className={styles.section} aria-labelledby="std-wording">
        <h2 id="std-wording">2. Wording</h2>
        <div className={styles.wordingGrid}>
          <div>
            <TextField label="Headline" required value={wording.headline} onChange={setLine('headline')} maxChars={WORDING_MAX.headline} />
            <TextField label="Your names" required value={wording.names} onChange={setLine('names')} maxChars={WORDING_MAX.names} />
            <TextField label="Date" required value={wording.date_line} onChange={setLine('date_line')} maxChars={WORDING_MAX.date_line} />
            <TextField label="Place" value={wording.place_line} onChange={setLine('place_line')} maxChars={WORDING_MAX.place_line} />
            <TextField label="Message" value={wording.message} onChange={setLine('message')} maxChars={WORDING_MAX.message} />
          </div>
          <div>
            <h3 className={styles.previewHeading}>Preview</h3>
            {design && colour ? (
              <CardPreview
                key={`${design.slug}-${colour.key}-${animated}`}
                artUrl={previewArtPath(design.slug, colour.key, drawnWording)}
                paper={colour.paper}
                ink={colour.ink}
                accent={colour.accent}
                wording={wording}
                animated={animated}
                headingLevel="h3"
              />
            ) : (
              <p>Choose a design to see your card.</p>
            )}
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="std-recipients">
        <h2 id="std-recipients">3. Who gets it</h2>
        <fieldset className={styles.choices}>
          <legend>Recipients</legend>
          {(['ALL', 'TAG', 'EVENT', 'PICK'] as const).map((m) => (
            <label key={m} className={styles.choice}>
              <input
                type="radio"
                name="recipients"
                checked={mode === m}
                disabled={(m === 'TAG' && data.tags.length === 0) || (m === 'EVENT' && data.events.length === 0)}
                onChange={() => setMode(m)}
              />
              {MODE_LABELS[m]}
            </label>
          ))}
        </fieldset>
        {mode === 'TAG' ? (
          <label className={styles.select}>
            Tag
            <select value={tagId ?? ''} onChange={(e) => setTagId(Number(e.target.value))}>
              {data.tags.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {mode === 'EVENT' ? (
          <label className={styles.select}>
            Event
            <select value={eventId ?? ''} onChange={(e) => setEventId(Number(e.target.value))}>
              {data.events.map((ev) => (
                <option key={ev.id} value={ev.id}>
                  {ev.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {mode === 'PICK' ? (
          <fieldset className={styles.pickList}>
            <legend>Households</legend>
            {data.households.map((h) => (
              <label key={h.id} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={picked.has(h.id)}
                  onChange={(e) =>
                    setPicked((p) => {
                      const next = new Set(p);
                      if (e.target.checked) next.add(h.id);
                      else next.delete(h.id);
                      return next;
                    })
                  }
                />
                {h.display_name}
                <span className={styles.email}>{h.email || 'no email'}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <p role="status" className={styles.reach}>
          {reachableCount === 1 ? '1 household will get your card.' : `${reachableCount} households will get your card.`}
        </p>
        {unreachable.length > 0 ? (
          <details className={styles.unreachable}>
            <summary>
              {unreachable.length === 1 ? '1 household is not reachable' : `${unreachable.length} households are not reachable`} (no email,
              or unsubscribed)
            </summary>
            <ul>
              {unreachable.map((h) => (
                <li key={h.id}>
                  {h.display_name}: {h.unsubscribed ? 'unsubscribed' : 'no email address'}
                </li>
              ))}
            </ul>
            <p>
              <Link to="/wedding-planning/guests">Add email addresses on your guest list</Link>
            </p>
          </details>
        ) : null}
      </section>

      {submitted && reachableCount === 0 ? (
        <p role="alert" className={styles.error}>
          Choose at least one household with an email address.
        </p>
      ) : null}
      {create.status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {create.error?.message}
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={create.status === 'loading'}>
          {create.status === 'loading' ? 'Sending…' : `Send to ${reachableCount} ${reachableCount === 1 ? 'household' : 'households'}`}
        </button>
      </p>
    </form>
  );
}
