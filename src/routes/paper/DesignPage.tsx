import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import {
  artSrcSet,
  artUrl,
  CARD_FORMATS,
  CARD_TYPE_LABELS,
  catalogueOfType,
  PAPER_HOME_PATH,
  SAMPLE_LIMIT,
  SAMPLES_PATH,
  STYLE_LABELS,
  type ArtSide,
  type OptionChoice,
  type PaperShape,
} from '../../contracts/paper';
import type { RootState } from '../../app/rootReducer';
import { customizePath } from '../../contracts/paperProjects';
import { designRequested, sampleAdded } from '../../features/paper/paperSlice';
import { selectDesign, selectDesignRequest, selectSampleBox, selectSampleNotice } from '../../features/paper/paperSelectors';
import { DesignTile } from '../../features/paper/components/DesignTile';
import { PaperNav } from '../../features/paper/components/PaperNav';
import { PriceCalculator } from '../../features/paper/components/PriceCalculator';
import { EnvelopePreview } from '../../features/paper/components/EnvelopePreview';
import { selectIsGuest } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';
import page from './DesignPage.module.scss';

/**
 * A design's page (/wedding-planning/paper/design/{slug}): its front and back in each colourway
 * (the colourway is in the URL), its suite's other pieces, the paper options and the price for a
 * quantity, and a free sample.
 */
export default function DesignPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const design = useAppSelector((state: RootState) => selectDesign(state, slug));
  const request = useAppSelector(selectDesignRequest);
  const box = useAppSelector(selectSampleBox);
  const notice = useAppSelector(selectSampleNotice);
  const isGuest = useAppSelector(selectIsGuest);
  const [params, setParams] = useSearchParams();
  const [side, setSide] = useState<ArtSide>('front');
  const [choice, setChoice] = useState<OptionChoice>({});
  const [quantity, setQuantity] = useState('100');
  // The router renders a URL change as a transition, after the click: until the URL has the new
  // colourway, the page shows the one chosen (else the radio springs back for a moment).
  const [chosenColourway, setChosenColourway] = useState<string | null>(null);
  useEffect(() => setChosenColourway(null), [params]);
  usePageTitle(design ? design.name : 'Paper design');

  useEffect(() => {
    dispatch(designRequested(slug));
    setChoice({});
    setSide('front');
  }, [dispatch, slug]);

  if (!design) {
    return (
      <div className={styles.page}>
        <PaperNav universal={isGuest} sampleCount={box.length} />
        {request.status === 'failed' && request.slug === slug ? (
          <>
            <h1 className={styles.heading}>Design not found</h1>
            <p className={styles.error}>{request.error?.message}</p>
            <Link to={PAPER_HOME_PATH}>See all paper</Link>
          </>
        ) : (
          <p role="status">
            <span className="visually-hidden">Loading the design…</span>
            <Skeleton height={480} />
          </p>
        )}
      </div>
    );
  }

  const colourway = design.colourways.find((c) => c.key === (chosenColourway ?? params.get('colourway'))) ?? design.colourways[0]!;
  const shape = (choice.SHAPE as PaperShape | undefined) ?? design.shapes[0] ?? 'rectangle';
  const format = CARD_FORMATS[design.format];
  const catalogue = catalogueOfType(design.card_type);
  // The envelope as chosen (place cards have none).
  const envelopes = design.options.filter((o) => o.kind === 'ENVELOPE');
  const liners = design.options.filter((o) => o.kind === 'LINER');
  const envelope = envelopes.find((o) => o.key === choice.ENVELOPE) ?? envelopes[0] ?? null;
  const liner = liners.find((o) => o.key === choice.LINER) ?? liners[0] ?? null;
  const inBox = box.some((s) => s.design === design.slug && s.colourway === colourway.key);
  const chooseColourway = (key: string) => {
    setChosenColourway(key);
    const next = new URLSearchParams(params);
    if (key === design.colourways[0]!.key) next.delete('colourway');
    else next.set('colourway', key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={styles.page}>
      <PaperNav universal={isGuest} sampleCount={box.length} />
      <nav aria-label="Breadcrumb" className={page.crumbs}>
        <ol>
          <li>
            <Link to={PAPER_HOME_PATH}>Paper</Link>
          </li>
          <li>
            <Link to={catalogue.path}>{catalogue.title}</Link>
          </li>
          <li aria-current="page">{design.name}</li>
        </ol>
      </nav>
      <div className={page.layout}>
        <section className={page.preview} aria-label="Preview">
          <div className={page.stage}>
            <img
              className={page.card}
              src={artUrl(design.slug, colourway.key, side, shape, 640)}
              srcSet={artSrcSet(design.slug, colourway.key, side, shape)}
              sizes="(max-width: 991px) 90vw, 560px"
              width={format.width * 100}
              height={format.height * 100}
              alt={`${design.name} in ${colourway.name}, ${side}${design.has_photo && side === 'front' ? ', shown with a sample photo' : ''}`}
              data-testid="design-preview"
            />
          </div>
          <div className={page.sides} role="group" aria-label="Side">
            {(['front', 'back'] as const).map((s) => (
              <button key={s} type="button" className={page.sideButton} aria-pressed={side === s} onClick={() => setSide(s)}>
                {s === 'front' ? 'Front' : 'Back'}
              </button>
            ))}
          </div>
          {envelope && (
            <div className={page.envelope}>
              <EnvelopePreview
                envelope={envelope.swatch ?? '#ffffff'}
                liner={liner?.key ?? 'none'}
                accent={colourway.accent}
                paper={colourway.paper}
              />
              <p>
                {envelope.label} envelope{liner && liner.key !== 'none' ? ` with ${liner.label.toLowerCase()}` : ''}
              </p>
            </div>
          )}
        </section>
        <section className={page.details} aria-labelledby="design-heading">
          <h1 id="design-heading" className={styles.heading}>
            {design.name}
          </h1>
          <p className={page.facts}>
            {CARD_TYPE_LABELS[design.card_type]} · {format.label} · {STYLE_LABELS[design.style]}
            {design.has_photo ? ' · Shown with a sample photo' : ''}
          </p>
          <p>{design.description}</p>
          <fieldset className={page.colourways}>
            <legend>
              Colour: <strong>{colourway.name}</strong>
            </legend>
            <div className={page.swatchRow}>
              {design.colourways.map((c) => (
                <label key={c.key} className={page.swatchLabel} title={c.name}>
                  <input type="radio" name="colourway" checked={c.key === colourway.key} onChange={() => chooseColourway(c.key)} />
                  <span
                    className={page.swatch}
                    style={{ background: `linear-gradient(135deg, ${c.paper} 50%, ${c.accent} 50%)` }}
                    aria-hidden="true"
                  />
                  <span className="visually-hidden">{c.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p>
            <Link
              className={styles.button}
              to={`${customizePath(design.slug)}${colourway.key === design.colourways[0]!.key ? '' : `?colourway=${colourway.key}`}`}
            >
              Personalise this card
            </Link>
          </p>
          <div className={page.sample}>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={inBox}
              onClick={() =>
                dispatch(
                  sampleAdded({
                    design: design.slug,
                    colourway: colourway.key,
                    name: design.name,
                    colourway_name: colourway.name,
                    card_type: design.card_type,
                    shape: design.shapes[0] ?? 'rectangle',
                  }),
                )
              }
            >
              {inBox ? 'In your sample box' : 'Add a free sample'}
            </button>
            <p className={styles.notice} role="status">
              {notice ?? (
                <>
                  {box.length} of {SAMPLE_LIMIT} free samples chosen. <Link to={SAMPLES_PATH}>Review and order samples</Link>
                </>
              )}
            </p>
          </div>
          <h2 className={page.subheading}>Options and price</h2>
          <PriceCalculator
            tiers={design.tiers}
            options={design.options}
            choice={choice}
            quantity={quantity}
            onChoice={setChoice}
            onQuantity={setQuantity}
          />
        </section>
      </div>
      {design.suite_pieces.length > 0 && (
        <section aria-labelledby="suite-heading">
          <h2 id="suite-heading" className={styles.sectionHeading}>
            More from the {design.suite.name} suite
          </h2>
          <ul className={styles.grid}>
            {design.suite_pieces.map((p) => (
              <li key={p.slug}>
                <DesignTile design={p} showType />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
