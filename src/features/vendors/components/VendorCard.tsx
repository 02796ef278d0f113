import { Link } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import type { VendorCard as Card } from '../types';
import styles from './VendorCard.module.scss';

export const priceTierLabel = (tier: number) => '$'.repeat(tier);

/** A vendor result card: photo, name, rating, location, price tier and starting price. */
export function VendorCard({ vendor }: { vendor: Card }) {
  return (
    <article className={styles.card}>
      <img src={vendor.photoUrl} alt="" width={600} height={400} loading="lazy" />
      <div className={styles.cardBody}>
        {vendor.tier !== 'STANDARD' && <span className={styles.badge}>{vendor.tier === 'GOLD' ? 'Top pick' : 'Featured'}</span>}
        {/* The pages that list cards have an h1 and nothing between it and the cards: h2 keeps the outline. */}
        <h2 className={styles.cardTitle}>
          <Link className={styles.cardName} to={vendor.url}>
            {vendor.name}
          </Link>
        </h2>
        <p className={styles.meta}>
          {vendor.reviewCount > 0 ? (
            <span className={styles.rating}>
              ★ {vendor.rating.toFixed(1)} <span className={styles.meta}>({vendor.reviewCount} reviews)</span>
            </span>
          ) : (
            'New on Confetti'
          )}
        </p>
        <p className={styles.meta}>
          {vendor.location}
          {vendor.distanceMiles != null ? ` · ${vendor.distanceMiles} mi` : ''}
        </p>
        <p className={styles.meta}>
          <span aria-label={`Price tier ${vendor.priceTier} of 4`}>{priceTierLabel(vendor.priceTier)}</span> · Starting at{' '}
          {formatCents(vendor.startingPriceCents)}
          {vendor.capacity ? ` · Up to ${vendor.capacity} guests` : ''}
        </p>
      </div>
    </article>
  );
}
