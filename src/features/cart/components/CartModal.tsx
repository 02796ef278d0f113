import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal/Modal';
import { formatCents } from '../../../lib/money';
import type { ModalComponentProps } from '../../modals/modalRegistry';
import { selectAddToCart, selectCart } from '../cartSelectors';
import { CartLine } from './CartLine';
import styles from './CartModal.module.scss';

/**
 * Spec §2 'cart' modal, opened after an add: what was added, the whole cart and its subtotal,
 * 'Checkout' and 'Continue shopping'.
 */
export default function CartModal({ onClose }: ModalComponentProps) {
  const cart = useAppSelector(selectCart);
  const { lastAdded } = useAppSelector(selectAddToCart);
  const items = cart?.items ?? [];
  const count = cart?.itemCount ?? 0;
  return (
    <Modal title={lastAdded ? 'Added to your cart' : 'Your cart'} onClose={onClose}>
      {lastAdded && (
        <p className={styles.added} role="status">
          {lastAdded.kind === 'CASH_FUND'
            ? `Your ${formatCents(lastAdded.priceCents)} gift to ${lastAdded.name} is in your cart.`
            : lastAdded.kind === 'GROUP_GIFT'
              ? `Your ${formatCents(lastAdded.priceCents)} contribution toward ${lastAdded.name} is in your cart.`
              : `${lastAdded.name} is in your cart.`}
        </p>
      )}
      {cart?.registry && (
        <p className={styles.forCouple}>
          {/* A contribution to a fund is not shipped: only products are. */}
          {items.some((i) => i.kind === 'PRODUCT')
            ? `Gifts for ${cart.registry.coupleName}, shipped to the couple.`
            : `Gifts for ${cart.registry.coupleName}.`}
        </p>
      )}
      {items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <ul className={styles.lines} aria-label={`Your cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
            {items.map((item) => (
              <li key={item.id}>
                <CartLine item={item} registry={cart?.registry} />
              </li>
            ))}
          </ul>
          <p className={styles.subtotal}>
            <span>
              Subtotal ({count} {count === 1 ? 'item' : 'items'})
            </span>
            <strong>{formatCents(cart?.subtotalCents ?? 0)}</strong>
          </p>
        </>
      )}
      <div className={styles.actions}>
        {items.length > 0 && (
          <Link to="/checkout" className={styles.primary} onClick={onClose}>
            Checkout
          </Link>
        )}
        <button type="button" className={styles.secondary} onClick={onClose}>
          Continue shopping
        </button>
        {items.length > 0 && (
          <Link to="/cart" className={styles.link} onClick={onClose}>
            View cart
          </Link>
        )}
      </div>
    </Modal>
  );
}
