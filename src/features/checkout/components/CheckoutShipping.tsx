import { useImperativeHandle, useState, type Ref } from 'react';
import { addressErrors, cleanAddress, EMPTY_ADDRESS } from '../checkoutRules';
import type { CheckoutState } from '../checkoutSlice';
import type { Address } from '../types';
import { AddressDoubt } from './AddressDoubt';
import { AddressForm } from '../../../components/AddressForm/AddressForm';
import styles from './Checkout.module.scss';
import local from './CheckoutShipping.module.scss';

export interface CheckoutShippingHandle {
  /** At Place order: the field to focus when an own purchase has no checked address yet, else null. */
  check: () => string | null;
}

export interface CheckoutShippingProps {
  /** A registry cart ships to the couple. */
  coupleName: string | null;
  /** A registry cart of cash-fund contributions only: nothing ships. */
  onlyContributions?: boolean;
  address: CheckoutState['address'];
  onAddressSubmit: (address: Address, bypass: boolean) => void;
  onEditAddress: () => void;
  ref?: Ref<CheckoutShippingHandle>;
}

/** Checkout's shipping: the couple's for a registry cart, else the buyer's address (owns its draft) until checked. */
export function CheckoutShipping({
  coupleName,
  onlyContributions = false,
  address,
  onAddressSubmit,
  onEditAddress,
  ref,
}: CheckoutShippingProps) {
  const [addressDraft, setAddressDraft] = useState<Address>(EMPTY_ADDRESS);
  const [addressTried, setAddressTried] = useState(false);
  const [addressSent, setAddressSent] = useState(false);
  const [addressMissing, setAddressMissing] = useState(false);

  useImperativeHandle(ref, () => ({
    check: () => {
      const missing = coupleName === null && !address.validated;
      setAddressMissing(missing);
      if (!missing) return null;
      setAddressTried(true);
      const first = Object.keys(addressErrors(addressDraft))[0];
      return first ? `addr-${first}` : 'use-address';
    },
  }));

  const useAddress = () => {
    setAddressTried(true);
    const first = Object.keys(addressErrors(addressDraft))[0];
    if (first) {
      document.getElementById(`addr-${first}`)?.focus();
      return;
    }
    setAddressSent(true);
    setAddressMissing(false);
    onAddressSubmit(cleanAddress(addressDraft), false);
  };

  const draftAddressErrors = { ...(addressSent ? address.error?.fields : undefined), ...addressErrors(addressDraft) };
  const validated = address.validated;

  return (
    <section className={styles.section} aria-labelledby="co-shipping">
      <h2 id="co-shipping">Shipping</h2>
      {coupleName !== null ? (
        onlyContributions ? (
          <p className={local.shipsTo}>
            Nothing to ship: your contribution goes straight to <strong>{coupleName}</strong>.
          </p>
        ) : (
          <p className={local.shipsTo}>
            Ships to <strong>{coupleName}</strong>. We send gifts straight to the couple, so you do not need their address.
          </p>
        )
      ) : validated ? (
        <div className={local.addressCard}>
          <address>
            {validated.name}
            <br />
            {validated.address1}
            {validated.address2 ? `, ${validated.address2}` : ''}
            <br />
            {validated.city}, {validated.stateCode} {validated.zipCode}
          </address>
          <button type="button" className={styles.linkButton} onClick={onEditAddress}>
            Edit address
          </button>
        </div>
      ) : (
        <div>
          {addressSent && address.userMessage && address.pending && (
            <AddressDoubt
              message={address.userMessage}
              busy={address.status === 'loading'}
              onUseAnyway={() => onAddressSubmit(address.pending!, true)}
            />
          )}
          {addressSent && address.error && !address.error.fields && (
            <p className={styles.error} role="alert">
              {address.error.message}
            </p>
          )}
          {addressMissing && (
            <p className={styles.error} role="alert">
              Please confirm your shipping address.
            </p>
          )}
          <AddressForm
            value={addressDraft}
            onChange={setAddressDraft}
            errors={draftAddressErrors}
            showErrors={addressTried}
            idPrefix="addr"
            onEnter={useAddress}
          />
          <button
            id="use-address"
            type="button"
            className={styles.secondaryButton}
            disabled={address.status === 'loading' && addressSent}
            onClick={useAddress}
          >
            {address.status === 'loading' && addressSent ? 'Checking address…' : 'Use this address'}
          </button>
        </div>
      )}
    </section>
  );
}
