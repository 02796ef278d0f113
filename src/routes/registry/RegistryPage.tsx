import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { ProductGridSkeleton } from '../../components/ProductGrid/ProductGrid';
import { CopyLinkButton } from '../../features/registry/components/CopyLinkButton';
import { RegistryFilters } from '../../features/registry/components/RegistryFilters';
import { RegistryItemGrid } from '../../features/registry/components/RegistryItemGrid';
import {
  coupleNames,
  formatWeddingDate,
  viewParamsFromSearch,
  viewParamsToSearch,
  type ViewParams,
} from '../../features/registry/registryFormat';
import { selectRegistryView } from '../../features/registry/registrySelectors';
import { giftsShown } from '../../features/registry/registryPages';
import { REGISTRY_FETCH_FAILED_MESSAGE, registryMoreRequested, registryViewRequested } from '../../features/registry/registrySlice';
import type { RegistryItem } from '../../features/registry/types';
import { REGISTRY_MOVED_CODE } from '../../contracts/registryCodes';
import { addToCartRequested } from '../../features/cart/cartEvents';
import { selectAddToCart } from '../../features/cart/cartSelectors';
import { MarkPurchasedDialog } from '../../features/outsideGifts/components/MarkPurchasedDialog';
import { markDialogReset, markPurchasedRequested } from '../../features/outsideGifts/outsideGiftsSlice';
import { selectMarkPurchase } from '../../features/outsideGifts/outsideGiftsSelectors';
import styles from '../../features/registry/components/Registry.module.scss';

/**
 * /registry/{id}: the guest-facing registry (id is the registry key), and with ?preview=true the
 * couple's preview: exactly what a guest sees, plus a banner with the link to share.
 */
export default function RegistryPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const preview = search.get('preview') === 'true';
  const params = viewParamsFromSearch(search);
  const paramsKey = viewParamsToSearch(params).toString();
  const { status, error, data, more } = useAppSelector(selectRegistryView);
  const navigate = useNavigate();
  const results = useRef<HTMLElement>(null);
  /** Where the gifts of a 'Show more gifts' begin: focus goes to that gift's title once they are shown. */
  const firstNewGift = useRef<number | null>(null);

  const load = useMemo(() => {
    const p = viewParamsFromSearch(new URLSearchParams(paramsKey));
    return () => dispatch(registryViewRequested({ key: id, ...p, previewAsGuest: preview }));
  }, [dispatch, id, paramsKey, preview]);
  useEffect(() => {
    firstNewGift.current = null;
    load();
  }, [load]);

  // An old key the couple changed (it redirects for 12 months): go to the new one, in place of this entry.
  const movedTo = error?.code === REGISTRY_MOVED_CODE && typeof error.data?.registry_key === 'string' ? error.data.registry_key : null;
  useEffect(() => {
    if (movedTo && movedTo !== id)
      void navigate(`/registry/${encodeURIComponent(movedTo)}${search.size > 0 ? `?${search.toString()}` : ''}`, { replace: true });
  }, [movedTo, id, navigate, search]);

  // Data of another registry (the previous page) is never shown while this one loads.
  const current = data && (data.registry.registry_key === id || String(data.registry.id) === id) ? data : null;
  const names = current ? coupleNames(current.registry) : null;
  usePageTitle(names ? `${names} wedding registry` : 'Registry');

  const update = (next: ViewParams) => setSearch(viewParamsToSearch(next, search));
  // A gift bought here is for the couple (registryItemId); a fund takes the amount the guest typed.
  // The registry is named, so the server checks the gift is this registry's.
  const registryKey = current?.registry.registry_key;
  const buy = (item: RegistryItem) => {
    dispatch(
      addToCartRequested(
        item.sku_id !== null
          ? { skuId: item.sku_id, quantity: 1, registryItemId: item.id, registryKey }
          : { registryItemId: item.id, quantity: 1, registryKey },
      ),
    );
  };
  const contribute = (item: RegistryItem, amountCents: number) =>
    dispatch(addToCartRequested({ registryItemId: item.id, amountCents, registryKey }));
  const adding = useAppSelector(selectAddToCart).status === 'loading';
  // 'I bought this' on a gift from another store: the dialog, and the registry read again once the
  // mark is recorded (the still-needed counts moved for every guest).
  const [marking, setMarking] = useState<RegistryItem | null>(null);
  const markState = useAppSelector(selectMarkPurchase);
  const marked = markState.status === 'succeeded' ? markState.result : null;
  useEffect(() => {
    if (marked) load();
  }, [marked, load]);
  const openMark = (item: RegistryItem) => {
    dispatch(markDialogReset());
    setMarking(item);
  };
  const closeMark = () => {
    setMarking(null);
    dispatch(markDialogReset());
  };
  const shown = current ? giftsShown(current).length : 0;
  useEffect(() => {
    const from = firstNewGift.current;
    if (from === null || shown <= from) return;
    firstNewGift.current = null;
    results.current?.querySelectorAll('[data-gift]')[from]?.querySelector<HTMLElement>('h3, h4')?.focus();
  }, [shown]);
  // While a page or a new view (whose first page replaces these gifts) loads, the button waits. It
  // says so with aria-disabled rather than disabled, so keyboard focus stays on it (and on a
  // failure the guest can press it again).
  const waitingForGifts = status === 'loading' || more.status === 'loading';
  const showMore = () => {
    if (waitingForGifts) return;
    firstNewGift.current = shown;
    dispatch(registryMoreRequested());
  };

  if (status === 'failed' && !current && !movedTo) {
    return (
      <div className={styles.page}>
        <div className={styles.message}>
          <h1>{REGISTRY_FETCH_FAILED_MESSAGE}</h1>
          {error?.message && <p>{error.message}</p>}
          <div className={styles.buttonRow}>
            {error?.status !== 404 && (
              <button type="button" className={styles.primaryButton} onClick={load}>
                Try again
              </button>
            )}
            <Link className={styles.secondaryButton} to="/search/wedding-registry">
              Find a couple
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (!current) {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status" className="visually-hidden">
          Loading the registry…
        </p>
        <div className={styles.heroSkeleton} />
        <ProductGridSkeleton count={8} />
      </div>
    );
  }

  const { registry, groups, items, total, facets } = current;
  const date = formatWeddingDate(registry.wedding_date);
  const loading = status === 'loading';
  const noGifts = registry.item_count === 0;
  // The couple's own preview shows the gifts as guests see them, without marking any.
  const markable = current.viewer.is_owner ? undefined : openMark;

  return (
    <div className={styles.page}>
      {preview && (
        <aside className={styles.previewBanner} aria-label="Preview">
          <p>
            <strong>Preview:</strong> this is your registry as your guests see it.
            {!registry.is_published && ' It is not published yet, so guests cannot find it until you publish it.'}
          </p>
          <div className={styles.buttonRow}>
            <CopyLinkButton registryKey={registry.registry_key} />
            <Link className={styles.linkButton} to="/my-registry">
              Back to manage registry
            </Link>
          </div>
        </aside>
      )}

      <header className={styles.hero}>
        {registry.couple_photo && (
          <img
            className={styles.couplePhoto}
            src={registry.couple_photo.url}
            srcSet={registry.couple_photo.src_set}
            sizes="160px"
            alt={coupleNames(registry)}
            width={160}
            height={160}
          />
        )}
        <p className="eyebrow">Wedding registry</p>
        <h1>{coupleNames(registry)}</h1>
        <p className={styles.heroMeta}>
          {date && <span>{registry.is_past_wedding_date ? `Married ${date}` : `Getting married ${date}`}</span>}
          {registry.location && <span>{registry.location}</span>}
          <span>{registry.item_count === 1 ? '1 gift' : `${registry.item_count} gifts`}</span>
        </p>
        {registry.welcome_note && <p className={styles.welcomeNote}>{registry.welcome_note}</p>}
      </header>

      {noGifts ? (
        <div className={styles.empty}>
          <p>
            {registry.owner_first_name} and {registry.partner_first_name || 'their partner'} have not added any gifts yet. Check back soon.
          </p>
        </div>
      ) : (
        <div className={styles.layout}>
          <aside className={styles.sidebar} aria-label="Filter and sort gifts">
            <RegistryFilters facets={facets} params={params} onChange={update} />
          </aside>
          <section ref={results} className={styles.results} aria-labelledby="gifts-count" aria-busy={loading}>
            <h2 id="gifts-count" className={styles.count} aria-live="polite">
              {loading ? 'Updating gifts…' : total === 1 ? '1 gift' : `${total} gifts`}
            </h2>
            {total === 0 ? (
              <div className={styles.empty}>
                <p>No gifts match these filters.</p>
                <button type="button" className={styles.secondaryButton} onClick={() => update({ ...params, filters: [] })}>
                  Clear filters
                </button>
              </div>
            ) : groups ? (
              groups.map((group) => (
                <section
                  key={group.collection_id ?? 'other'}
                  className={styles.group}
                  aria-labelledby={`group-${group.collection_id ?? 'other'}`}
                >
                  <h3 id={`group-${group.collection_id ?? 'other'}`} className={styles.groupTitle}>
                    {group.name}
                  </h3>
                  <RegistryItemGrid
                    items={group.items}
                    label={group.name}
                    onBuy={buy}
                    onContribute={contribute}
                    onMarkPurchased={markable}
                    busy={adding}
                    headingLevel={4}
                    registryKey={registry.registry_key}
                  />
                </section>
              ))
            ) : (
              <RegistryItemGrid
                items={items ?? []}
                label="Gifts"
                onBuy={buy}
                onContribute={contribute}
                onMarkPurchased={markable}
                busy={adding}
                registryKey={registry.registry_key}
              />
            )}
            {total > 0 && current.page < current.page_count && (
              <div className={styles.more}>
                <p id="gifts-shown">
                  Showing {shown} of {total} gifts
                </p>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  onClick={showMore}
                  aria-disabled={waitingForGifts}
                  aria-busy={more.status === 'loading'}
                  aria-describedby="gifts-shown"
                >
                  {more.status === 'loading' ? 'Loading more gifts…' : 'Show more gifts'}
                </button>
              </div>
            )}
          </section>
        </div>
      )}
      {marking && (
        <MarkPurchasedDialog
          item={marking}
          couple={coupleNames(registry)}
          busy={markState.status === 'loading' && markState.itemId === marking.id}
          error={markState.status === 'failed' && markState.itemId === marking.id ? markState.error : null}
          result={marked && marked.item.id === marking.id ? marked : null}
          onSubmit={(body) => dispatch(markPurchasedRequested({ registryKey: registry.registry_key, itemId: marking.id, body }))}
          onClose={closeMark}
        />
      )}
    </div>
  );
}
