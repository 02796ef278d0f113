import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal/Modal';
import { stateByCode } from '../../../contracts/locations';
import { selectCartRegistry } from '../../cart/cartSelectors';
import type { ModalComponentProps } from '../../modals/modalRegistry';
import { modalOpened } from '../../modals/modalsSlice';
import { itemsRemoveRequested } from '../checkoutEvents';
import { selectItemsRemoving, selectShipping, selectTotals } from '../checkoutSelectors';
import styles from './CheckoutModals.module.scss';

/**
 * Spec §2 'shipping exclusion' modal: items that cannot ship where the order goes (totals'
 * shippingExclusions). 'Remove items' takes them out; an own purchase can change the address instead.
 */
export default function ShippingExclusionModal({ onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const totals = useAppSelector(selectTotals);
  const registry = useAppSelector(selectCartRegistry);
  const shipping = useAppSelector(selectShipping);
  const removing = useAppSelector(selectItemsRemoving);
  const exclusions = totals?.shippingExclusions ?? [];

  // Nothing (left) to exclude: the modal has done its job.
  useEffect(() => {
    if (exclusions.length === 0) onClose();
  }, [exclusions.length, onClose]);

  const where = registry ? `${registry.coupleName}'s address` : (stateByCode(shipping.stateCode ?? '')?.name ?? 'that address');
  return (
    <Modal title="Some items can't ship there" onClose={onClose}>
      <p className={styles.text}>
        {exclusions.length === 1 ? 'This item cannot' : 'These items cannot'} be shipped to {where}:
      </p>
      <ul className={styles.list}>
        {exclusions.map((e) => (
          <li key={e.itemId}>
            <strong>{e.name}</strong>
            <span className={styles.reason}>{e.reason}</span>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {!registry && (
          <button type="button" className={styles.secondary} onClick={() => dispatch(modalOpened({ type: 'setShippingAddress' }))}>
            Change address
          </button>
        )}
        <button
          type="button"
          className={styles.primary}
          disabled={removing}
          onClick={() => dispatch(itemsRemoveRequested({ itemIds: exclusions.map((e) => e.itemId) }))}
        >
          {removing ? 'Removing…' : exclusions.length === 1 ? 'Remove item' : 'Remove items'}
        </button>
      </div>
    </Modal>
  );
}
