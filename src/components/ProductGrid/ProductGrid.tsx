import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard';
import { Skeleton } from '../Skeleton/Skeleton';
import type { ProductSummary } from '../../contracts/shop';
import styles from './ProductGrid.module.scss';

/** A desktop row: these cards are above the fold on every layout, so their images load at once. */
const EAGER_CARDS = 4;

/** Spec §9 grid: 2 columns on mobile, 3 on tablet, 4 on desktop. */
export function ProductGrid({
  products,
  label,
  onOpen,
}: {
  products: ProductSummary[];
  label: string;
  onOpen?: ProductCardProps['onOpen'];
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} onOpen={onOpen} priority={i === 0 ? 'high' : i < EAGER_CARDS ? 'eager' : undefined} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <Skeleton height={0} className={styles.skeletonImage} />
          <Skeleton width="40%" height={12} />
          <Skeleton width="80%" height={16} />
          <Skeleton width="30%" height={16} />
        </li>
      ))}
    </ul>
  );
}
