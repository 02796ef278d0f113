import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { ToolLoadState } from '../../components/PlanningTool/ToolLoadState';
import { useReadOnReturn } from '../../components/PlanningTool/useReadOnReturn';
import {
  THANK_YOU_CARDS_PATH,
  THANK_YOU_LIMITS,
  type ThankYouChannel,
  type ThankYouGift,
  type ThankYouNoteView,
  type ThankYouOverview,
  type ThankYouWording,
} from '../../contracts/paperMail';
import { projectPath } from '../../contracts/paperProjects';
import styles from '../../features/paperMail/components/PaperMail.module.scss';
import { selectMarkMailed, selectPaperProjects, selectThankYouCreate, selectThankYous } from '../../features/paperMail/paperMailSelectors';
import {
  paperMailedRequested,
  thankYouPageClosed,
  thankYouPageOpened,
  thankYouSendRequested,
} from '../../features/paperMail/paperMailSlice';
import { SignedInTool } from '../planning/SignedInTool';

const STATE_LABELS: Record<ThankYouNoteView['state'], string> = {
  QUEUED: 'Sending…',
  SENT: 'Sent',
  FAILED: 'Could not be delivered',
  SKIPPED: 'Not sent: they unsubscribed',
  MADE: 'Paper card made',
  MAILED: 'Mailed',
};

/**
 * /wedding-planning/thank-you-cards/send: the gifts not yet thanked (from the gift tracker), a
 * thank-you design, the wording pre-filled per gift, sent by email or made as paper cards. The
 * tracker marks a gift thanked when its email is delivered, or when its paper card is marked mailed.
 */
export default function ThankYouCardsPage() {
  return (
    <SignedInTool
      title="Send thank-you cards"
      path={THANK_YOU_CARDS_PATH}
      pitch="Log in to thank the people who gave you gifts, by email or on paper."
      className={styles.page}
      linksClassName={styles.actions}
    >
      <ThankYous />
    </SignedInTool>
  );
}

function ThankYous() {
  const dispatch = useAppDispatch();
  const overview = useAppSelector(selectThankYous);
  useReadOnReturn(() => dispatch(thankYouPageOpened()));
  useEffect(
    () => () => {
      dispatch(thankYouPageClosed());
    },
    [dispatch],
  );
  if (!overview.data)
    return (
      <div className={styles.page}>
        <ToolLoadState
          title="Send thank-you cards"
          noun="gifts"
          load={overview}
          onRetry={() => dispatch(thankYouPageOpened())}
          retryClassName={styles.secondary}
        />
      </div>
    );
  return (
    <div className={styles.page}>
      <h1>Send thank-you cards</h1>
      <p className={styles.intro}>
        Thank the givers of the gifts in your <Link to="/registry/gift-tracker">gift tracker</Link>. An email card is marked thanked there
        once it is delivered; a paper card once you mark it mailed.
      </p>
      <Compose data={overview.data} />
      <Sent data={overview.data} />
    </div>
  );
}

function Compose({ data }: { data: ThankYouOverview }) {
  const dispatch = useAppDispatch();
  const create = useAppSelector(selectThankYouCreate);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [wording, setWording] = useState<Record<number, ThankYouWording>>({});
  const [channel, setChannel] = useState<ThankYouChannel>('DIGITAL');
  const [batch, setBatch] = useState(false);
  const [designSlug, setDesignSlug] = useState<string | null>(data.designs[0]?.slug ?? null);
  const [colourway, setColourway] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const design = data.designs.find((d) => d.slug === designSlug) ?? data.designs[0] ?? null;
  const colour = design?.colourways.find((c) => c.key === colourway) ?? design?.colourways[0] ?? null;
  const words = (g: ThankYouGift) => wording[g.gift_id] ?? g.wording;
  const selected = data.gifts.filter((g) => chosen.has(g.gift_id));

  // After a send, the chosen gifts have left the list: start again, and say what happened.
  useEffect(() => {
    if (create.status === 'succeeded') {
      setChosen(new Set());
      status.current?.focus();
    }
  }, [create.status]);

  if (data.gifts.length === 0)
    return (
      <section className={styles.section} aria-labelledby="ty-gifts">
        <h2 id="ty-gifts">Gifts to thank</h2>
        <p>Every gift has a thank-you on its way. New gifts appear here as they arrive.</p>
        {create.status === 'succeeded' ? <CreatedStatus ref={status} /> : null}
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) return setProblem('Choose at least one gift to thank.');
    if (!design || !colour) return setProblem('Choose a design.');
    if (channel === 'DIGITAL') {
      const noEmail = selected.find((g) => !g.giver_email);
      if (noEmail) return setProblem(`${noEmail.giver_name} left no email address. Send them a paper card instead.`);
    }
    setProblem(null);
    dispatch(
      thankYouSendRequested({
        channel,
        design: design.slug,
        colourway: colour.key,
        batch: channel === 'PAPER' && batch,
        cards: selected.map((g) => ({ gift_id: g.gift_id, ...words(g), message: channel === 'DIGITAL' ? words(g).message : '' })),
      }),
    );
  };
  const setPart = (g: ThankYouGift, key: keyof ThankYouWording) => (value: string) =>
    setWording((w) => ({ ...w, [g.gift_id]: { ...words(g), [key]: value } }));
  const error = problem ?? (create.status === 'failed' ? (create.error?.message ?? 'We could not make your cards.') : null);

  return (
    <form onSubmit={submit} noValidate>
      <section className={styles.section} aria-labelledby="ty-gifts">
        <h2 id="ty-gifts">1. Gifts to thank</h2>
        <ul className={styles.gifts}>
          {data.gifts.map((g) => (
            <li key={g.gift_id}>
              <label className={styles.giftLine}>
                <input
                  type="checkbox"
                  checked={chosen.has(g.gift_id)}
                  onChange={(e) =>
                    setChosen((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(g.gift_id);
                      else next.delete(g.gift_id);
                      return next;
                    })
                  }
                />
                <span>
                  <strong>{g.giver_name}</strong>: {g.gift_name}
                  <span className={styles.meta}>
                    {g.giver_email ?? 'No email address'} ·{' '}
                    {g.address_lines
                      ? `${g.address_lines.slice(1).join(', ')} (${g.address_source === 'GUEST_LIST' ? 'from your guest list' : 'given at checkout'})`
                      : 'No mailing address'}
                  </span>
                </span>
              </label>
              {chosen.has(g.gift_id) ? (
                <div className={styles.wording}>
                  <TextField
                    label={`Heading for ${g.giver_name}`}
                    required
                    value={words(g).heading}
                    onChange={setPart(g, 'heading')}
                    maxChars={THANK_YOU_LIMITS.heading}
                  />
                  <TextField
                    label={`Line under it for ${g.giver_name}`}
                    value={words(g).note}
                    onChange={setPart(g, 'note')}
                    maxChars={THANK_YOU_LIMITS.note}
                  />
                  {channel === 'DIGITAL' ? (
                    <label className={styles.textarea}>
                      Letter to {g.giver_name}
                      <textarea
                        value={words(g).message}
                        maxLength={THANK_YOU_LIMITS.message}
                        onChange={(e) => setPart(g, 'message')(e.target.value)}
                      />
                    </label>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="ty-design">
        <h2 id="ty-design">2. Your card</h2>
        <fieldset className={styles.designs}>
          <legend>Design</legend>
          {data.designs.map((d) => (
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
              <img src={d.art_url} alt="" width={120} height={155} loading="lazy" />
              <span>{d.name}</span>
            </label>
          ))}
        </fieldset>
        {design ? (
          <label className={styles.select}>
            Colour
            <select value={colour?.key ?? ''} onChange={(e) => setColourway(e.target.value)}>
              {design.colourways.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="ty-how">
        <h2 id="ty-how">3. How to send</h2>
        <fieldset className={styles.choices}>
          <legend>Send as</legend>
          <label className={styles.choice}>
            <input type="radio" name="channel" checked={channel === 'DIGITAL'} onChange={() => setChannel('DIGITAL')} />
            An email card (sent now; marked thanked when delivered)
          </label>
          <label className={styles.choice}>
            <input type="radio" name="channel" checked={channel === 'PAPER'} onChange={() => setChannel('PAPER')} />
            Paper cards (made as paper projects to print or order; marked thanked when you mark them mailed)
          </label>
        </fieldset>
        {channel === 'PAPER' ? (
          <label className={styles.choice}>
            <input type="checkbox" checked={batch} onChange={(e) => setBatch(e.target.checked)} />
            One card for everyone (you write each note by hand) instead of one card per giver
          </label>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {create.status === 'succeeded' ? <CreatedStatus ref={status} /> : null}
        <p className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={create.status === 'loading'}>
            {channel === 'DIGITAL'
              ? `Send ${selected.length === 1 ? '1 thank-you email' : `${selected.length} thank-you emails`}`
              : `Make ${selected.length === 1 ? '1 paper card' : `${selected.length} paper cards`}`}
          </button>
        </p>
      </section>
    </form>
  );
}

function CreatedStatus({ ref }: { ref: Ref<HTMLParagraphElement> }) {
  const create = useAppSelector(selectThankYouCreate);
  const result = create.result;
  if (!result) return null;
  const n = result.notes.length;
  return (
    <p ref={ref} tabIndex={-1} role="status" className={styles.done}>
      {result.project_ids.length
        ? `${n === 1 ? '1 paper card is' : `${n} paper cards are`} in your projects.`
        : `${n === 1 ? '1 thank-you email is' : `${n} thank-you emails are`} on the way.`}
    </p>
  );
}

function Sent({ data }: { data: ThankYouOverview }) {
  const dispatch = useAppDispatch();
  const projects = useAppSelector(selectPaperProjects);
  const mark = useAppSelector(selectMarkMailed);
  if (data.notes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="ty-sent">
      <h2 id="ty-sent">Thank-yous so far</h2>
      {projects.some((p) => !p.mailed) ? (
        <ul className={styles.gifts} aria-label="Paper cards to mail">
          {projects
            .filter((p) => !p.mailed)
            .map((p) => (
              <li key={p.project_id} className={styles.actions}>
                <span>
                  Paper card for {p.givers.join(', ')}: <Link to={projectPath(p.project_id)}>open the project</Link> to print or order it.
                </span>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={mark.status === 'loading'}
                  onClick={() => dispatch(paperMailedRequested(p.project_id))}
                >
                  Mark mailed
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      {mark.status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {mark.error?.message}
        </p>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Thank-you cards sent or made</caption>
          <thead>
            <tr>
              <th scope="col">Giver</th>
              <th scope="col">Gift</th>
              <th scope="col">Card</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.notes.map((n) => (
              <tr key={n.id}>
                <td>{n.giver_name}</td>
                <td>{n.gift_name}</td>
                <td>{n.channel === 'DIGITAL' ? `Email to ${n.to_email ?? ''}` : 'Paper'}</td>
                <td>{STATE_LABELS[n.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
