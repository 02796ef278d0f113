import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal/Modal';
import type { ModalComponentProps } from '../../modals/modalRegistry';
import { addressSubmitted } from '../checkoutEvents';
import { addressErrors, cleanAddress, EMPTY_ADDRESS } from '../checkoutRules';
import { selectAddress } from '../checkoutSelectors';
import type { Address } from '../types';
import { AddressDoubt } from './AddressDoubt';
import { AddressForm } from '../../../components/AddressForm/AddressForm';
import styles from './CheckoutModals.module.scss';

const ID = 'ship-modal';

/** Spec §2 'set shipping address' modal: edit the address an own purchase ships to (checked by the server, spec §5). */
export default function SetShippingAddressModal({ onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const address = useAppSelector(selectAddress);
  const [draft, setDraft] = useState<Address>(address.validated ?? address.pending ?? EMPTY_ADDRESS);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const errors = { ...(sent ? address.error?.fields : undefined), ...addressErrors(draft) };

  useEffect(() => {
    if (sent && address.status === 'succeeded') onClose();
  }, [sent, address.status, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = Object.keys(addressErrors(draft))[0];
    if (first) {
      document.getElementById(`${ID}-${first}`)?.focus();
      return;
    }
    setSent(true);
    dispatch(addressSubmitted({ address: cleanAddress(draft), bypass: false }));
  };

  return (
    <Modal title="Shipping address" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {sent && address.userMessage && address.pending && (
          <AddressDoubt
            message={address.userMessage}
            busy={address.status === 'loading'}
            onUseAnyway={() => dispatch(addressSubmitted({ address: address.pending!, bypass: true }))}
          />
        )}
        {sent && address.error && !address.error.fields && (
          <p className={styles.error} role="alert">
            {address.error.message}
          </p>
        )}
        <AddressForm value={draft} onChange={setDraft} errors={errors} showErrors={submitted} idPrefix={ID} />
        <div className={styles.footer}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={address.status === 'loading'}>
            {address.status === 'loading' && sent ? 'Checking…' : 'Save address'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
