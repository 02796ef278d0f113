import { Link } from 'react-router-dom';
import { Price } from '../../../components/Price/Price';
import styles from './ProductPage.module.scss';

export interface RowProduct {
  slug: string;
  name: string;
  image_url: string | null;
  price_cents: number;
}

/** A titled row of small product cards (related, goes with, recently viewed); nothing when empty. */
export function ProductRow({ title, products }: { title: string; products: RowProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.row} aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {products.map((p) => (
          <li key={p.slug}>
            <Link to={`/shop/product/${p.slug}`}>
              {p.image_url && <img src={p.image_url} alt="" width={160} height={160} loading="lazy" />}
              <span className={styles.rowName}>{p.name}</span>
            </Link>
            <Price cents={p.price_cents} />
          </li>
        ))}
      </ul>
    </section>
  );
}
