import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ENVELOPES_PATH } from '../../contracts/paperMail';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import type { RootState } from '../../app/rootReducer';
import { withReturnTo } from '../../contracts/returnTo';
import { CARD_FORMATS, CARD_TYPE_LABELS, designPath, SHAPE_LABELS, type ArtSide, type PaperShape } from '../../contracts/paper';
import { previewUrl, projectPath, proofUrl, PROJECTS_PATH, suggestionsFor, TYPEFACE_LABELS } from '../../contracts/paperProjects';
import {
  projectEdited,
  projectFlushRequested,
  projectRequested,
  proofApproveRequested,
  photoRemoveRequested,
  photoUploadRequested,
  type ProjectChange,
} from '../../features/paperProjects/paperProjectsSlice';
import {
  selectProject,
  selectProjectAction,
  selectProjectApproved,
  selectProjectDraft,
  selectProjectLoad,
  selectProjectPhoto,
  selectProjectSave,
} from '../../features/paperProjects/paperProjectsSelectors';
import { CardCanvas } from '../../features/paperProjects/components/CardCanvas';
import { SaveStatus } from '../../features/paperProjects/components/SaveStatus';
import { SlotField } from '../../features/paperProjects/components/SlotField';
import { PhotoField } from '../../features/paperProjects/components/PhotoField';
import { idleRequest } from '../../lib/requestCases';
import { OrderPanel } from '../../features/paperOrder/components/OrderPanel';
import { paperAddToCartRequested } from '../../features/paperOrder/paperOrderSlice';
import { selectPaperAdd } from '../../features/paperOrder/paperOrderSelectors';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';
import custom from '../../features/paperProjects/components/Customizer.module.scss';

/**
 * /wedding-planning/projects/{id}: the customiser. The wording is edited on the card or in the
 * labelled fields beside it, with the colours, typefaces and shapes the design allows; every change
 * is saved after a pause. The preview is the server's art with the saved text (the proof's
 * renderer); the proof PDF is approved for the version it shows.
 */
export default function CustomizePage() {
  const { id = '' } = useParams();
  const userStatus = useAppSelector(selectUserStatus);
  const projectId = Number(id);
  usePageTitle('Personalise your card');
  // A signed-out guest's cards live with their browser session, so they open here too (the server
  // answers 404 for a card that is neither theirs nor their wedding's).
  if (userStatus === 'loading' || userStatus === 'idle')
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Personalise your card</h1>
        <p role="status">Loading your account…</p>
      </div>
    );
  if (Number.isInteger(projectId) && projectId > 0) return <Customizer id={projectId} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Personalise your card</h1>
      <p className={styles.error}>
        We could not find that project. <Link to={PROJECTS_PATH}>See your projects</Link>
      </p>
    </div>
  );
}

function Customizer({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const project = useAppSelector((s: RootState) => selectProject(s, id));
  const draft = useAppSelector((s: RootState) => selectProjectDraft(s, id));
  const save = useAppSelector((s: RootState) => selectProjectSave(s, id));
  const approved = useAppSelector((s: RootState) => selectProjectApproved(s, id));
  const load = useAppSelector(selectProjectLoad);
  const action = useAppSelector(selectProjectAction);
  const add = useAppSelector((s: RootState) => selectPaperAdd(s, id));
  const photo = useAppSelector(selectProjectPhoto);
  const [side, setSide] = useState<ArtSide>('front');
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    dispatch(projectRequested(id));
    // Leaving the page (or the tab) saves what is still waiting for the pause.
    const flush = () => dispatch(projectFlushRequested(id));
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [dispatch, id]);
  // A new version needs a new look before it is approved.
  const version = project?.version;
  useEffect(() => setChecked(false), [version]);

  if (!project || !draft) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Personalise your card</h1>
        {load.status === 'failed' && load.id === id ? (
          <p className={styles.error} role="alert">
            {load.error?.message}{' '}
            {isGuest ? (
              // A card made while logged in is the account's: a signed-out visitor reaches it by logging in.
              <>
                If you made it while logged in, <Link to={withReturnTo('/account/login', projectPath(id))}>log in</Link> to open it.
              </>
            ) : (
              <Link to={PROJECTS_PATH}>See your projects</Link>
            )}
          </p>
        ) : (
          <p role="status">
            <span className="visually-hidden">Loading your card…</span>
            <Skeleton height={480} />
          </p>
        )}
      </div>
    );
  }

  const { detail } = project;
  const edit = (change: ProjectChange) => dispatch(projectEdited({ id, change }));
  const labelOf = (slot: string) => detail.text_slots.find((s) => s.key === slot)?.label ?? slot;
  const colourway = detail.colourways.find((c) => c.key === draft.colourway) ?? detail.colourways[0]!;
  const format = CARD_FORMATS[detail.format];
  const settled = save.status === 'saved';

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={custom.topBar}>
        <Link to={PROJECTS_PATH}>Your paper projects</Link>
        <SaveStatus status={save.status} message={save.message} onRetry={() => dispatch(projectFlushRequested(id))} />
      </nav>
      {isGuest && <GuestSaveNote id={id} />}
      <div className={custom.layout}>
        <section className={custom.previewColumn} aria-label="Preview">
          <div className={custom.stage}>
            <CardCanvas
              src={previewUrl(id, side, project.version)}
              alt={`${detail.name} in ${colourway.name}, ${side}, as saved`}
              width={project.layout.width}
              height={project.layout.height}
              lines={side === 'front' ? project.layout.lines.map((l) => ({ ...l, label: labelOf(l.slot) })) : []}
              texts={draft.texts}
              onText={(slot, text) => edit({ kind: 'text', slot, text })}
            />
          </div>
          <div className={custom.sides} role="group" aria-label="Side">
            {(['front', 'back'] as const).map((s) => (
              <button key={s} type="button" className={custom.sideButton} aria-pressed={side === s} onClick={() => setSide(s)}>
                {s === 'front' ? 'Front' : 'Back'}
              </button>
            ))}
          </div>
          <p className={custom.hint}>
            {side === 'front' && <span className={custom.wideOnly}>Select a line on the card to edit it there. </span>}
            {format.label}, printed as the proof shows.
          </p>
        </section>
        <div className={custom.panel}>
          <div>
            <h1 className={styles.heading}>{detail.name}</h1>
            <p className={custom.muted}>
              {CARD_TYPE_LABELS[detail.card_type]} · <Link to={designPath(detail.slug)}>About this design</Link>
            </p>
          </div>
          <fieldset className={custom.group}>
            <legend>Wording</legend>
            {detail.text_slots.map((slot) => (
              <SlotField
                key={slot.key}
                slot={slot.key}
                label={slot.label}
                value={draft.texts[slot.key] ?? ''}
                suggestions={suggestionsFor(detail.card_type, slot.key)}
                onChange={(text) => edit({ kind: 'text', slot: slot.key, text })}
              />
            ))}
          </fieldset>
          {detail.has_photo && (
            <fieldset className={custom.group}>
              <legend>Photo</legend>
              <p className={custom.muted}>
                {project.photo_url ? 'Your photo is on the card.' : 'The card shows a sample photo until you add yours.'}
              </p>
              {isGuest ? (
                // Uploads are kept with an account (the website's rule): the note above links to log in or sign up.
                <p className={custom.muted}>Log in or create an account to add your own photo.</p>
              ) : (
                <PhotoField
                  hasPhoto={!!project.photo_url}
                  request={photo.id === id ? photo : idleRequest}
                  onUpload={(file, crop) => dispatch(photoUploadRequested({ id, file, crop }))}
                  onRemove={() => dispatch(photoRemoveRequested(id))}
                />
              )}
            </fieldset>
          )}
          <fieldset className={custom.group}>
            <legend>
              Colour: <strong>{colourway.name}</strong>
            </legend>
            <div className={custom.swatchRow}>
              {detail.colourways.map((c) => (
                <label key={c.key} className={custom.swatchLabel} title={c.name}>
                  <input
                    type="radio"
                    name="colourway"
                    checked={c.key === draft.colourway}
                    onChange={() => edit({ kind: 'colourway', key: c.key })}
                  />
                  <span
                    className={custom.swatch}
                    style={{ background: `linear-gradient(135deg, ${c.paper} 50%, ${c.accent} 50%)` }}
                    aria-hidden="true"
                  />
                  <span className="visually-hidden">{c.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={custom.group}>
            <div className={custom.field}>
              <label htmlFor="typeface">Typeface</label>
              <select id="typeface" value={draft.typeface} onChange={(e) => edit({ kind: 'typeface', key: e.target.value })}>
                {detail.typefaces.map((t) => (
                  <option key={t} value={t}>
                    {TYPEFACE_LABELS[t] ?? t}
                  </option>
                ))}
              </select>
            </div>
            {detail.shapes.length > 1 && (
              <div className={custom.field}>
                <label htmlFor="shape">Shape</label>
                <select id="shape" value={draft.shape} onChange={(e) => edit({ kind: 'shape', key: e.target.value as PaperShape })}>
                  {detail.shapes.map((s) => (
                    <option key={s} value={s}>
                      {SHAPE_LABELS[s]}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <section className={custom.proof} aria-labelledby="proof-heading">
            <h2 id="proof-heading" className={custom.tileHeading}>
              Proof
            </h2>
            {approved ? (
              <p className={custom.approved}>You approved the proof of this version. Any change will need a new approval.</p>
            ) : (
              <>
                <p>
                  The proof is exactly what we print: the card at {format.label} with 0.125 in bleed and crop marks. Check every name, date
                  and spelling.
                </p>
                <label className={custom.check}>
                  <input type="checkbox" checked={checked} disabled={!settled} onChange={(e) => setChecked(e.target.checked)} />
                  <span>I have read the proof and the wording is correct.</span>
                </label>
              </>
            )}
            <div className={custom.actions}>
              {settled ? (
                <a className={styles.secondaryButton} href={proofUrl(id, project.version)} target="_blank" rel="noreferrer">
                  Open the proof (PDF)
                </a>
              ) : (
                <span className={custom.muted}>The proof is ready once your changes are saved.</span>
              )}
              <Link className={styles.secondaryButton} to={`${ENVELOPES_PATH}?project=${id}`}>
                Address envelopes for this card
              </Link>
              {!approved && (
                <button
                  type="button"
                  className={styles.button}
                  disabled={!settled || !checked || action.status === 'loading'}
                  onClick={() => dispatch(proofApproveRequested({ id, version: project.version }))}
                >
                  Approve the proof
                </button>
              )}
            </div>
            <p role="status" className={action.status === 'failed' ? styles.error : custom.muted}>
              {action.status === 'failed' ? action.error?.message : ''}
            </p>
          </section>
          {/* Ordering needs an account: a signed-out guest's note above says so, with the links. */}
          {!isGuest && (
            <OrderPanel
              name={detail.name}
              tiers={detail.tiers}
              options={detail.options}
              shape={draft.shape}
              approved={approved}
              add={add}
              buttonClassName={styles.button}
              onAdd={(body) => dispatch(paperAddToCartRequested({ projectId: id, body }))}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** A signed-out guest's card is kept by this browser only until they log in or sign up. */
function GuestSaveNote({ id }: { id: number }) {
  const here = projectPath(id);
  return (
    <p className={custom.guestNote}>
      Saved in this browser only. <Link to={withReturnTo('/account/signup', here)}>Create an account</Link> or{' '}
      <Link to={withReturnTo('/account/login', here)}>log in</Link> to keep it and order it.
    </p>
  );
}
