import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectCartItemCount } from '../cartCountSlice';
import styles from './CartLink.module.scss';

/** 'Cart, 2 items': the link's accessible name. */
export const cartLinkLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The top nav's 'Cart' with the item count (in the first load: it imports nothing else of the cart). */
export function CartLink() {
  const count = useAppSelector(selectCartItemCount);
  return (
    <Link to="/cart" className={styles.cartLink} aria-label={cartLinkLabel(count)}>
      Cart
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
