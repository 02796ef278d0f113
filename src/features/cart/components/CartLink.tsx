import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectCartItemCount } from '../cartCountSlice';
import styles from './CartLink.module.scss';

/**
 * The top nav's 'Cart' with the item count, named 'Cart, 2 items' (the badge is for the eye, the
 * hidden words for screen readers; in the first load, so it imports nothing else of the cart).
 */
export function CartLink() {
  const count = useAppSelector(selectCartItemCount);
  return (
    <Link to="/cart" className={styles.cartLink}>
      <span aria-hidden="true">Cart</span>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
      <span className="visually-hidden">
        Cart, {count} {count === 1 ? 'item' : 'items'}
      </span>
    </Link>
  );
}
