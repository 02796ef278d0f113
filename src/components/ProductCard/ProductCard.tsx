import { Link } from 'react-router-dom';
import { Price } from '../Price/Price';
import type { ProductSummary } from '../../contracts/shop';
import styles from './ProductCard.module.scss';

/** A card shows at most this many swatches; more become a '+N' link to the product. */
export const CARD_SWATCH_LIMIT = 5;
/** The card image is 3x4 (spec §3 aspect ratios): width/height reserve the space before it loads. */
const IMAGE_WIDTH = 300;
const IMAGE_HEIGHT = 400;

export function productHref(product: { slug: string }, lookKey?: string): string {
  return `/shop/product/${product.slug}${lookKey ? `?look=${encodeURIComponent(lookKey)}` : ''}`;
}

export interface ProductCardProps {
  product: ProductSummary;
  /** The shopper follows one of the card's links (to remember where they came from); the look chosen, if any. */
  onOpen?: (product: ProductSummary, lookKey: string | undefined) => void;
  /** Above the fold (the grid's first row): load now, not lazily; the first card is the page's LCP. */
  priority?: 'high' | 'eager';
}

export function ProductCard({ product, onOpen, priority }: ProductCardProps) {
  const open = (lookKey?: string) => (onOpen ? () => onOpen(product, lookKey) : undefined);
  const shown = product.swatches.slice(0, CARD_SWATCH_LIMIT);
  const more = product.swatch_count - shown.length;
  return (
    <article className={styles.card}>
      <Link to={productHref(product)} className={styles.imageLink} tabIndex={-1} aria-hidden="true" onClick={open()}>
        {product.image_url && (
          <img
            data-testid="product-card-image"
            src={product.image_url}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'high' ? 'high' : undefined}
            decoding="async"
            className={styles.image}
          />
        )}
        {!product.in_stock && <span className={styles.badge}>Out of stock</span>}
        {product.in_stock && product.is_new_arrival && <span className={styles.badgeNew}>New</span>}
      </Link>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <h3 className={styles.name}>
          <Link to={productHref(product)} onClick={open()}>
            {product.name}
          </Link>
        </h3>
        <Price
          min={product.price_range.min_price}
          max={product.price_range.max_price}
          referenceCents={product.reference_price?.amount ?? null}
        />
        {product.swatch_count > 1 && (
          <ul className={styles.swatches} aria-label={`${product.swatch_count} colours`}>
            {shown.map((s) => (
              <li key={s.product_look_id}>
                <Link to={productHref(product, s.key)} className={styles.swatch} title={s.label} onClick={open(s.key)}>
                  <img src={s.image_url} alt={s.label} width={20} height={20} loading="lazy" />
                </Link>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Link to={productHref(product)} className={styles.more} aria-label={`${more} more colours`} onClick={open()}>
                  +{more}
                </Link>
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
