import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { ToolLoadState } from '../../components/PlanningTool/ToolLoadState';
import {
  ENVELOPES_PATH,
  envelopesSearch,
  NAME_STYLE_LABELS,
  NAME_STYLES,
  type EnvelopeHousehold,
  type EnvelopeReturnAddress,
  type EnvelopesOverview,
  type NameStyle,
} from '../../contracts/paperMail';
import { projectPath } from '../../contracts/paperProjects';
import { chooseHouseholds, type RecipientChoice, type RecipientMode } from '../../contracts/saveTheDate';
import styles from '../../features/paperMail/components/PaperMail.module.scss';
import { EnvelopePreview } from '../../features/paperMail/components/EnvelopePreview';
import { paperMailApi } from '../../features/paperMail/paperMailApi';
import { selectEnvelopes } from '../../features/paperMail/paperMailSelectors';
import { envelopesRequested } from '../../features/paperMail/paperMailSlice';
import { SignedInTool } from '../planning/SignedInTool';

const MODE_LABELS: Record<RecipientMode, string> = {
  ALL: 'Everyone on the guest list',
  TAG: 'Households with a tag',
  EVENT: 'Households invited to an event',
  PICK: 'Choose households one by one',
};
/** Envelopes drawn on the page (the PDF holds them all). */
const PREVIEWS = 6;

/**
 * /wedding-planning/paper/envelopes(?project=id): the couple chooses households from the guest
 * list, how to name them and their return address, sees the envelopes, and opens the print-ready
 * PDF (the envelope of the project's card). Households without an address are listed with the
 * address-collection link.
 */
export default function EnvelopesPage() {
  return (
    <SignedInTool
      title="Address your envelopes"
      path={ENVELOPES_PATH}
      pitch="Log in to print envelopes addressed from your guest list."
      className={styles.page}
      linksClassName={styles.actions}
    >
      <Envelopes />
    </SignedInTool>
  );
}

function Envelopes() {
  const dispatch = useAppDispatch();
  const envelopes = useAppSelector(selectEnvelopes);
  const [params] = useSearchParams();
  const project = Number(params.get('project')) || null;
  const [nameStyle, setNameStyle] = useState<NameStyle>('LABEL');
  // Every household (mode ALL), named in the chosen style: the choice itself is made here (chooseHouseholds).
  const search = envelopesSearch({ project, mode: 'ALL', name_style: nameStyle });
  useEffect(() => {
    dispatch(envelopesRequested(search));
  }, [dispatch, search]);

  const data = envelopes.data;
  return (
    <div className={styles.page}>
      {data ? (
        <EnvelopeForm data={data} project={project} nameStyle={nameStyle} onNameStyle={setNameStyle} />
      ) : (
        <ToolLoadState
          title="Address your envelopes"
          noun="guest list"
          load={envelopes}
          onRetry={() => dispatch(envelopesRequested(search))}
          retryClassName={styles.secondary}
        />
      )}
    </div>
  );
}

function EnvelopeForm({
  data,
  project,
  nameStyle,
  onNameStyle,
}: {
  data: EnvelopesOverview;
  project: number | null;
  nameStyle: NameStyle;
  onNameStyle: (style: NameStyle) => void;
}) {
  const [mode, setMode] = useState<RecipientMode>('ALL');
  const [tagId, setTagId] = useState<number | null>(data.tags[0]?.id ?? null);
  const [eventId, setEventId] = useState<number | null>(data.events[0]?.id ?? null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [from, setFrom] = useState<EnvelopeReturnAddress>(data.return_address);

  const choice = useMemo<RecipientChoice | null>(() => {
    if (mode === 'ALL') return { mode };
    if (mode === 'TAG') return tagId ? { mode, tag_id: tagId } : null;
    if (mode === 'EVENT') return eventId ? { mode, event_id: eventId } : null;
    return picked.size ? { mode, household_ids: [...picked] } : null;
  }, [mode, tagId, eventId, picked]);
  const byId = useMemo(() => new Map(data.households.map((h) => [h.id, h])), [data.households]);
  const chosen: EnvelopeHousehold[] = useMemo(
    () =>
      choice
        ? chooseHouseholds(
            data.households.map((h) => ({ ...h, email: '', unsubscribed: false })),
            choice,
          ).map((h) => byId.get(h.id)!)
        : [],
    [choice, data.households, byId],
  );
  const printable = chosen.filter((h) => h.has_address);
  const missing = chosen.filter((h) => !h.has_address);
  const pdfSearch = envelopesSearch({
    project,
    mode,
    tag: tagId,
    event: eventId,
    households: [...picked],
    name_style: nameStyle,
    return_address: from,
  });
  const field = (key: keyof EnvelopeReturnAddress) => (value: string) => setFrom((f) => ({ ...f, [key]: value }));

  return (
    <>
      <h1>Address your envelopes</h1>
      <p className={styles.intro}>
        {data.project ? (
          <>
            For <Link to={projectPath(data.project.id)}>{data.project.name}</Link>:{' '}
          </>
        ) : null}
        {data.envelope.label}. Names and addresses come from your guest list; print them on your envelopes at home or hand the PDF to a
        printer.
      </p>

      <section className={styles.section} aria-labelledby="env-who">
        <h2 id="env-who">1. Who gets one</h2>
        <fieldset className={styles.choices}>
          <legend>Households</legend>
          {(['ALL', 'TAG', 'EVENT', 'PICK'] as const).map((m) => (
            <label key={m} className={styles.choice}>
              <input
                type="radio"
                name="households"
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
          <fieldset className={styles.choices}>
            <legend>Choose households</legend>
            {data.households.map((h) => (
              <label key={h.id} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={picked.has(h.id)}
                  onChange={(e) =>
                    setPicked((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(h.id);
                      else next.delete(h.id);
                      return next;
                    })
                  }
                />
                {h.display_name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className={styles.choices}>
          <legend>How to address them</legend>
          {NAME_STYLES.map((s) => (
            <label key={s} className={styles.choice}>
              <input type="radio" name="name-style" checked={nameStyle === s} onChange={() => onNameStyle(s)} />
              {NAME_STYLE_LABELS[s]}
            </label>
          ))}
        </fieldset>
      </section>

      <section className={styles.section} aria-labelledby="env-from">
        <h2 id="env-from">2. Your return address</h2>
        <p className={styles.intro}>From your registry’s shipping address; change it here for these envelopes.</p>
        <div className={styles.addressGrid}>
          <TextField label="Name" value={from.name} onChange={field('name')} maxChars={120} />
          <TextField label="Street address" value={from.address1} onChange={field('address1')} maxChars={120} />
          <TextField label="Apartment, suite (optional)" value={from.address2} onChange={field('address2')} maxChars={120} />
          <TextField label="City" value={from.city} onChange={field('city')} maxChars={80} />
          <TextField label="State or province" value={from.state_province} onChange={field('state_province')} maxChars={80} />
          <TextField label="ZIP or postal code" value={from.postal_code} onChange={field('postal_code')} maxChars={20} />
          <TextField
            label="Country (optional)"
            value={from.country}
            onChange={field('country')}
            maxChars={60}
            hint="Leave empty for the US."
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="env-preview">
        <h2 id="env-preview">3. Your envelopes</h2>
        <p role="status">
          {printable.length === 1 ? '1 envelope is ready to print.' : `${printable.length} envelopes are ready to print.`}
          {printable.length > PREVIEWS ? ` The first ${PREVIEWS} are shown.` : ''}
        </p>
        {printable.length > 0 ? (
          <>
            <ul className={styles.envelopes} aria-label="Envelope previews">
              {printable.slice(0, PREVIEWS).map((h) => (
                <li key={h.id}>
                  <EnvelopePreview household={h} from={from} aspect={data.envelope.width / data.envelope.height} />
                </li>
              ))}
            </ul>
            <p className={styles.actions}>
              <a className={styles.primary} href={paperMailApi.envelopesPdfUrl(pdfSearch)} target="_blank" rel="noopener">
                Open the envelope PDF
              </a>
              <span className={styles.intro}>One envelope a page, {data.envelope.name} size.</span>
            </p>
          </>
        ) : null}
        {missing.length > 0 ? <MissingAddresses missing={missing} collectPath={data.collect_path} /> : null}
      </section>
    </>
  );
}

function MissingAddresses({ missing, collectPath }: { missing: EnvelopeHousehold[]; collectPath: string | null }) {
  const link = collectPath ? `${window.location.origin}${collectPath}` : null;
  return (
    <section className={styles.missing} aria-labelledby="env-missing">
      <h3 id="env-missing">
        {missing.length === 1 ? '1 household has no mailing address yet' : `${missing.length} households have no mailing address yet`}
      </h3>
      <ul>
        {missing.map((h) => (
          <li key={h.id}>{h.display_name}</li>
        ))}
      </ul>
      {link ? (
        <p>
          Send them your address link to fill in their address: <span className={styles.collectLink}>{link}</span>
        </p>
      ) : (
        <p>
          Turn on your address link on the <Link to="/wedding-planning/guests">guest list</Link> to ask them for it.
        </p>
      )}
    </section>
  );
}
