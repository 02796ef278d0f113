import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Price } from '../../components/Price/Price';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { addToCartRequested } from '../../features/cart/cartEvents';
import { selectAddToCart } from '../../features/cart/cartSelectors';
import type { AddToCartArg } from '../../features/cart/types';
import {
  addToRegistryRequested,
  duplicateDismissed,
  duplicateRaiseRequested,
  registryGiftRequested,
} from '../../features/registry/registryEvents';
import { selectAddToRegistry, selectRegistryGift } from '../../features/registry/registrySelectors';
import { RegistryGiftBanner, type RegistryGiftBannerProps } from '../../features/registry/components/RegistryGiftBanner';
import { GroupGiftPanel } from '../../features/registry/components/GroupGiftPanel';
import { coupleFirstNames } from '../../features/registry/registryFormat';
import type { AddToRegistryArg } from '../../features/registry/types';
import { ITEM_PARAM, REGISTRY_PARAM, registryGiftContext } from '../../lib/registryGift';
import { selectProduct, selectProductError, selectProductStatus } from '../../features/shop/shopSelectors';
import { productRequested } from '../../features/shop/shopSlice';
import { lookCrumbKey, productTrail, saveCrumbs, type Crumb } from '../../lib/breadcrumbs';
import { Carousel } from '../../components/Carousel/Carousel';
import { isFree } from '../../lib/money';
import { shippingLines } from '../../lib/shipping';
import { productImageSrcSet } from '../../contracts/media';
import { ProductExtras } from './ProductExtras';
import styles from '../../features/shop/components/Shop.module.scss';

/** What each drawn view shows (the media route's views 1-3). */
const VIEW_NAMES = ['front', 'close up', 'in use'];

const MAX_QUANTITY = 99;
const RATIO_SIZE: Record<string, [number, number]> = { '1x1': [600, 600], '3x4': [600, 800], '2x3': [600, 900] };

/**
 * /shop/product/{slug}: gallery, look (swatch) and SKU choice, quantity, shipping text, add buttons.
 * Opened from a registry (?registry={key}&item={id}) it is that gift's page: whose registry, what is
 * still needed, and 'Add to cart' buys it for the couple (a guest may still buy one for themselves).
 */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const dispatch = useAppDispatch();
  const product = useAppSelector(selectProduct);
  const status = useAppSelector(selectProductStatus);
  const error = useAppSelector(selectProductError);

  useEffect(() => {
    dispatch(productRequested(slug));
  }, [dispatch, slug]);

  // The registry context of the URL, and the couple's gift the server knows for it.
  const contextKey = search.get(REGISTRY_PARAM);
  const contextItem = search.get(ITEM_PARAM);
  const context = useMemo(
    () => registryGiftContext(new URLSearchParams({ [REGISTRY_PARAM]: contextKey ?? '', [ITEM_PARAM]: contextItem ?? '' })),
    [contextKey, contextItem],
  );
  useEffect(() => {
    if (context) dispatch(registryGiftRequested({ key: context.registryKey, itemId: context.itemId }));
  }, [dispatch, context]);
  const giftState = useAppSelector(selectRegistryGift);
  const giftAsked = context !== null && giftState.key === context.registryKey && giftState.itemId === context.itemId;
  const gift = giftAsked ? giftState.data : null;
  // A registry key the couple changed: the same gift under the new key, in place of this entry.
  const movedTo = giftAsked ? giftState.movedTo : null;
  useEffect(() => {
    if (!movedTo) return;
    const next = new URLSearchParams(search);
    next.set(REGISTRY_PARAM, movedTo);
    setSearch(next, { replace: true });
  }, [movedTo, search, setSearch]);

  const current = product && (product.slug === slug || String(product.id) === slug) ? product : null;
  // The couple's gift when it is this product (a shared link may pair a gift with another product).
  const registryItem = gift && current && gift.item.product_id === current.id && gift.item.sku_id !== null ? gift.item : null;
  const registrySku = registryItem ? current?.skus.find((s) => s.id === registryItem.sku_id) : undefined;
  const coupleName = gift ? coupleFirstNames(gift.registry) : null;
  const lookKey = search.get('look');
  const look = current
    ? (current.product_look_views.find((l) => l.key === lookKey) ??
      current.product_look_views.find((l) => registrySku?.look != null && l.key === registrySku.look) ??
      current.product_look_views[0])
    : undefined;
  const lookSkus = useMemo(
    () => (current ? current.skus.filter((s) => !look || s.look === look.key || s.look === null) : []),
    [current, look],
  );
  const [skuId, setSkuId] = useState<number | null>(null);
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  // The add this page asked for: its progress is the cart domain's, matched by the request itself.
  const [cartRequest, setCartRequest] = useState<AddToCartArg | null>(null);
  const cartAdd = useAppSelector(selectAddToCart);
  // 'Add to registry' likewise: its progress is the registry domain's, matched by the request.
  const [registryRequest, setRegistryRequest] = useState<AddToRegistryArg | null>(null);
  const registryAdd = useAppSelector(selectAddToRegistry);
  const [duplicateAnswer, setDuplicateAnswer] = useState<'raise' | 'keep' | null>(null);
  const duplicatePrompt = useRef<HTMLParagraphElement>(null);
  const sku =
    lookSkus.find((s) => s.id === skuId) ??
    lookSkus.find((s) => s.id === registrySku?.id) ??
    lookSkus.find((s) => s.stock > 0) ??
    lookSkus[0];

  useEffect(() => {
    setImageIndex(0);
    setSkuId(null);
  }, [look?.key]);
  useEffect(() => {
    if (current) setQuantity(Math.max(1, current.suggested_quantity));
  }, [current]);
  // A gift for the couple starts at one (never more than they still need).
  useEffect(() => {
    if (registryItem) setQuantity(1);
  }, [registryItem]);
  const registryOutcome = registryRequest && registryAdd.arg === registryRequest ? registryAdd.status : 'loading';
  const duplicate = added === 'registry' && registryRequest && registryAdd.arg === registryRequest ? registryAdd.duplicate : null;
  // The question takes the focus when it appears, so it is read and answered from the keyboard.
  useEffect(() => {
    if (duplicate) duplicatePrompt.current?.focus();
  }, [duplicate]);

  // Breadcrumbs (spec §3): the featured block or listing that led here (bcrumbs by product look,
  // breadcrumbs with ref_type FEATURED), else the category chain. A swatch change keeps the trail.
  const arrivedOn = useRef<{ slug: string; look: string } | null>(null);
  const trail = useMemo(() => {
    if (!current || !look) return null;
    if (arrivedOn.current?.slug !== current.slug) arrivedOn.current = { slug: current.slug, look: look.key };
    const chain = current.category_chain.map((c) => ({ label: c.name, href: `/shop/category/${c.key}` }));
    return productTrail(current.slug, [look.key, arrivedOn.current.look], chain);
  }, [current, look]);
  const crumbs: Crumb[] = trail?.crumbs ?? [];
  useEffect(() => {
    if (current && look && trail && trail.source !== 'featured') saveCrumbs(lookCrumbKey(current.slug, look.key), trail.crumbs);
  }, [current, look, trail]);

  if (status === 'failed' && !current) {
    return (
      <div className={styles.page}>
        <div role="alert" className={styles.error}>
          <h1>{error?.status === 404 ? 'Product not found' : 'Something went wrong'}</h1>
          <p>{error?.message}</p>
          {error?.status === 404 ? (
            <Link to="/shop/category/wedding-shop">Browse the shop</Link>
          ) : (
            <button type="button" className={styles.secondaryButton} onClick={() => dispatch(productRequested(slug))}>
              Try again
            </button>
          )}
        </div>
      </div>
    );
  }
  if (!current || !look) {
    return (
      <div className={styles.page} aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading product…
        </p>
        <div className={styles.productLayout}>
          <Skeleton height={480} />
          <div className={styles.skeletonStack}>
            <Skeleton width="30%" />
            <Skeleton width="80%" height={32} />
            <Skeleton width="20%" height={24} />
            <Skeleton height={120} />
          </div>
        </div>
      </div>
    );
  }

  // One aspect ratio per gallery (3x4, else 1x1): every slide the same height.
  const portrait = look.images.filter((i) => i.aspect_ratios.includes('3x4'));
  const images = portrait.length > 0 ? portrait : look.images.filter((i) => i.aspect_ratios.includes('1x1'));
  const soldOut = !sku || sku.stock <= 0;
  const lines = shippingLines(
    { shipping: current.shipping, isPersonalized: current.is_personalized, deliverySurchargeCents: current.delivery_surcharge_cents },
    new Date(),
  );
  const stockMax = sku ? Math.min(MAX_QUANTITY, Math.max(1, sku.stock)) : 1;
  const stillNeeded = registryItem ? (registryItem.remaining ?? 0) : null;
  const maxQuantity = stillNeeded !== null && stillNeeded > 0 ? Math.min(stockMax, stillNeeded) : stockMax;
  // The gift is bought as the couple chose it (their option); another option is for yourself.
  const onRegistrySku = registryItem !== null && sku?.id === registryItem.sku_id;
  const canGive = registryItem !== null && onRegistrySku && !soldOut && (stillNeeded ?? 0) > 0;
  // Until the cart domain reports on this very request it is still on its way.
  const cartOutcome = cartRequest && cartAdd.arg === cartRequest ? cartAdd.status : 'loading';
  const addingToCart = added === 'cart' && cartOutcome === 'loading';
  const cartFailed = added === 'cart' && cartOutcome === 'failed';
  const cartNote =
    cartOutcome === 'succeeded'
      ? cartRequest && 'amountCents' in cartRequest && coupleName
        ? `Your contribution toward ${coupleName}’s gift is in your cart.`
        : cartRequest && 'registryItemId' in cartRequest && coupleName
          ? `Added to your cart as a gift for ${coupleName}.`
          : 'Added to your cart.'
      : cartOutcome === 'failed'
        ? (cartAdd.error?.message ?? 'This could not be added to your cart.')
        : 'Adding to your cart…';
  // 'Add to registry' always ends: added, refused with the reason, or the duplicate question answered.
  const raise = registryAdd.raise;
  const registryNote =
    registryOutcome === 'loading'
      ? 'Adding to your registry…'
      : registryOutcome === 'succeeded'
        ? 'Saved on your registry.'
        : duplicate || duplicateAnswer === 'raise'
          ? raise.status === 'loading'
            ? `Raising the requested quantity to ${raise.requestedQty}…`
            : raise.status === 'succeeded'
              ? `Your registry now asks for ${raise.requestedQty}.`
              : raise.status === 'failed'
                ? (raise.error?.message ?? 'The quantity could not be changed.')
                : ''
          : duplicateAnswer === 'keep'
            ? 'Nothing changed: it stays on your registry as it was.'
            : (registryAdd.error ?? 'This could not be added to your registry.');
  const registryFailed =
    added === 'registry' &&
    ((registryOutcome === 'failed' && !duplicate && duplicateAnswer === null) ||
      (duplicateAnswer === 'raise' && raise.status === 'failed'));
  const noteFailed = cartFailed || registryFailed;
  const giftCartRequest =
    registryItem && context
      ? { skuId: registryItem.sku_id!, quantity, registryItemId: registryItem.id, registryKey: context.registryKey }
      : null;

  const bannerProps: RegistryGiftBannerProps | null = !context
    ? null
    : gift && coupleName
      ? registryItem
        ? { state: 'ready', coupleName, registryKey: gift.registry.registry_key, item: registryItem }
        : { state: 'mismatch', coupleName, registryKey: gift.registry.registry_key }
      : giftAsked && giftState.status === 'failed' && !movedTo
        ? { state: 'failed', message: giftState.error?.message ?? 'We could not find that gift.' }
        : { state: 'loading' };

  const chooseLook = (key: string) => {
    const next = new URLSearchParams(search);
    next.set('look', key);
    setSearch(next, { replace: true });
    setAdded(null);
  };
  const chooseRegistrySku = () => {
    if (!registrySku) return;
    if (registrySku.look && registrySku.look !== look.key) chooseLook(registrySku.look);
    setSkuId(registrySku.id);
  };
  const addToCart = (request: AddToCartArg) => {
    setCartRequest(request);
    dispatch(addToCartRequested(request));
    setAdded('cart');
  };

  return (
    <div className={styles.page}>
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
          <ol>
            {crumbs.map((c) => (
              <li key={c.href}>
                <Link to={c.href}>{c.label}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {bannerProps && <RegistryGiftBanner {...bannerProps} />}
      <div className={styles.productLayout}>
        <div className={styles.gallery}>
          {/* Spec §3 product_look_views: the look's images on the (react-slick) carousel; thumbnails drive it. */}
          <Carousel key={look.key} label={`${current.name} images`} index={imageIndex} onIndexChange={setImageIndex}>
            {images.map((img, i) => {
              const [iw, ih] = RATIO_SIZE[img.aspect_ratios[0] ?? '3x4'] ?? [600, 800];
              return (
                <img
                  key={img.url}
                  src={img.url}
                  srcSet={productImageSrcSet(img.url)}
                  sizes="(min-width: 960px) 560px, 100vw"
                  alt={`${current.name}, ${look.label}, ${VIEW_NAMES[i] ?? `view ${i + 1}`} (${i + 1} of ${images.length})`}
                  width={iw}
                  height={ih}
                  className={styles.mainImage}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              );
            })}
          </Carousel>
          {images.length > 1 && (
            <ul className={styles.thumbs} aria-label="Choose a view">
              {images.map((img, i) => (
                <li key={img.url}>
                  <button type="button" onClick={() => setImageIndex(i)} aria-pressed={i === imageIndex} aria-label={`Show view ${i + 1}`}>
                    <img src={img.url} alt="" width={64} height={img.aspect_ratios[0] === '1x1' ? 64 : 85} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <section className={styles.details} aria-labelledby="product-name">
          <p className={styles.brandLine}>
            <Link to={`/shop/brand/${current.brand_slug}`}>{current.brand}</Link>
          </p>
          <h1 id="product-name">{current.name}</h1>
          <p className={styles.bigPrice}>
            {/* The chosen SKU's own reference price (spec §3 reference_price_range spans the SKUs'). */}
            {sku ? (
              <Price cents={sku.price_cents} referenceCents={sku.reference_price_cents} />
            ) : (
              <Price min={current.price_range.min_price} max={current.price_range.max_price} />
            )}
            {current.reference_price && sku?.reference_price_cents != null && sku.reference_price_cents > sku.price_cents && (
              <span className={styles.refType}>
                {current.reference_price.type === 'MSRP'
                  ? 'MSRP'
                  : current.reference_price.type === 'DISCOUNTPRICE'
                    ? 'Sale'
                    : 'Compare at'}
              </span>
            )}
          </p>

          {current.swatches.length > 1 && (
            <fieldset className={styles.swatchPicker}>
              <legend>
                Colour: <strong>{look.label}</strong>
              </legend>
              <div className={styles.swatchRow}>
                {current.swatches.map((s) => (
                  <label
                    key={s.product_look_id}
                    className={s.key === look.key ? styles.swatchSelected : styles.swatchOption}
                    title={s.label}
                  >
                    <input
                      type="radio"
                      name="look"
                      value={s.key}
                      checked={s.key === look.key}
                      onChange={() => chooseLook(s.key)}
                      className="visually-hidden"
                    />
                    <img src={s.image_url} alt={s.label} width={32} height={32} />
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {lookSkus.length > 1 && (
            <label className={styles.stacked}>
              <span>Option</span>
              <select value={sku?.id ?? ''} onChange={(e) => setSkuId(Number(e.target.value))}>
                {lookSkus.map((s) => (
                  <option key={s.id} value={s.id}>
                    {Object.values(s.attributes).join(' / ') || `Option ${s.id}`}
                    {s.stock <= 0 ? ' (out of stock)' : ''}
                  </option>
                ))}
              </select>
            </label>
          )}

          <label className={styles.quantity}>
            <span>Quantity</span>
            <input
              type="number"
              min={1}
              max={maxQuantity}
              value={quantity}
              onChange={(e) => setQuantity(Math.min(maxQuantity, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
            />
          </label>

          {registryItem && !onRegistrySku && registrySku && (
            <p className={styles.soldOut}>
              {coupleName} asked for another option.{' '}
              <button type="button" className={styles.inlineButton} onClick={() => chooseRegistrySku()}>
                Choose theirs
              </button>
            </p>
          )}
          {soldOut &&
            (context ? (
              <p className={styles.soldOut}>This option is out of stock.</p>
            ) : (
              <p className={styles.soldOut}>This option is out of stock. You can still add it to your registry.</p>
            ))}
          {registryItem?.group_gift && giftCartRequest && context && (
            // A group gift: guests give part of it (or all of it) toward the couple's gift.
            <GroupGiftPanel
              title={current.name}
              group={registryItem.group_gift}
              busy={addingToCart}
              onContribute={(amountCents) => addToCart({ registryItemId: registryItem.id, amountCents, registryKey: context.registryKey })}
              onBuyWhole={canGive ? () => addToCart({ ...giftCartRequest, quantity: 1 }) : undefined}
            />
          )}
          <div className={styles.actions}>
            {giftCartRequest ? (
              <>
                {!registryItem?.group_gift && (
                  <button
                    type="button"
                    className={styles.primaryButton}
                    disabled={!canGive || addingToCart}
                    onClick={() => addToCart(giftCartRequest)}
                  >
                    Add to cart for {coupleName}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={soldOut || addingToCart}
                  onClick={() => sku && addToCart({ skuId: sku.id, quantity })}
                >
                  Buy for yourself instead
                </button>
              </>
            ) : (
              <>
                {!context && (
                  <button
                    type="button"
                    className={styles.primaryButton}
                    disabled={!sku || (added === 'registry' && registryOutcome === 'loading')}
                    onClick={() => {
                      if (!sku) return;
                      const request: AddToRegistryArg = {
                        productId: current.id,
                        skuId: sku.id,
                        quantity,
                        shippingRestrictions: current.shipping_restrictions,
                      };
                      setRegistryRequest(request);
                      setDuplicateAnswer(null);
                      dispatch(addToRegistryRequested(request));
                      setAdded('registry');
                    }}
                  >
                    Add to registry
                  </button>
                )}
                <button
                  type="button"
                  className={context ? styles.primaryButton : styles.secondaryButton}
                  disabled={soldOut || addingToCart}
                  onClick={() => sku && addToCart({ skuId: sku.id, quantity })}
                >
                  {isFree({ price_cents: sku?.price_cents ?? null }) ? 'Get it free' : 'Add to cart'}
                </button>
              </>
            )}
          </div>
          <p role="status" className={noteFailed ? styles.addError : styles.addedNote}>
            {added === 'registry' ? registryNote : added === 'cart' ? cartNote : ''}
          </p>
          {duplicate && duplicateAnswer === null && (
            <div className={styles.duplicate} role="group" aria-labelledby="duplicate-question">
              <p id="duplicate-question" ref={duplicatePrompt} tabIndex={-1}>
                Already on your registry (requested {duplicate.requested_qty}). Raise the requested quantity to{' '}
                {duplicate.requested_qty + (registryRequest?.quantity ?? 1)}?
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primaryButton}
                  onClick={() => {
                    setDuplicateAnswer('raise');
                    dispatch(
                      duplicateRaiseRequested({
                        itemId: duplicate.id,
                        requestedQty: duplicate.requested_qty + (registryRequest?.quantity ?? 1),
                      }),
                    );
                  }}
                >
                  Raise to {duplicate.requested_qty + (registryRequest?.quantity ?? 1)}
                </button>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  onClick={() => {
                    setDuplicateAnswer('keep');
                    dispatch(duplicateDismissed());
                  }}
                >
                  Keep {duplicate.requested_qty}
                </button>
              </div>
            </div>
          )}

          <div className={styles.shipping}>
            <h2>Shipping</h2>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {current.shipping_restrictions && !current.shipping_restrictions.includes('US_ALASKA_AND_HAWAII') && (
              <p className={styles.muted}>Ships to the contiguous US only.</p>
            )}
          </div>

          <div className={styles.description}>
            <h2>Details</h2>
            <p>{current.description}</p>
            {Object.keys(current.attributes).length > 0 && (
              <dl>
                {Object.entries(current.attributes).map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </section>
      </div>
      <ProductExtras
        product={{
          slug: current.slug,
          name: current.name,
          image_url: current.product_look_views[0]?.images.find((i) => i.aspect_ratios.includes('1x1'))?.url ?? null,
          price_cents: current.price_range.min_price,
        }}
      />
    </div>
  );
}
