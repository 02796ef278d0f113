import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AddressForm } from '../../../components/AddressForm/AddressForm';
import { stateByCode } from '../../../contracts/locations';
import type { ApiError } from '../../../lib/http';
import type { RegistrySettingsState } from '../registrySettingsSlice';
import { EMPTY_ADDRESS, type AddressDraft } from '../types';
import styles from './RegistrySettings.module.scss';

export interface ShippingAddressSectionProps {
  address: RegistrySettingsState['address'];
  onSave: (address: AddressDraft, bypass: boolean) => void;
}

/** The server's per-field messages (validate-address names fields as the form does; the save as the API does). */
export function addressFieldErrors(error: ApiError | null): Partial<Record<keyof AddressDraft, string>> {
  const f = error?.fields ?? {};
  return {
    name: f.name,
    address1: f.address1,
    address2: f.address2,
    city: f.city,
    stateCode: f.stateCode ?? f.state_province_region,
    zipCode: f.zipCode ?? f.postal_code,
  };
}

const draftOf = (answer: RegistrySettingsState['address']['answer']): AddressDraft =>
  answer?.address
    ? {
        name: answer.address.name,
        address1: answer.address.address1,
        address2: answer.address.address2,
        city: answer.address.city,
        stateCode: answer.address.state_province_region,
        zipCode: answer.address.postal_code,
      }
    : EMPTY_ADDRESS;

/**
 * Where gifts ship: checked like the checkout's address (spec §5: a doubt is shown as an error, and
 * 'Use this address anyway' carries the bypass). Hawaii and Alaska limit which gifts can be added.
 */
export function ShippingAddressSection({ address, onSave }: ShippingAddressSectionProps) {
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(address.answer));
  const [submitted, setSubmitted] = useState(false);
  const doubtRef = useRef<HTMLDivElement>(null);
  useEffect(() => setDraft(draftOf(address.answer)), [address.answer]);
  useEffect(() => {
    if (address.doubt) doubtRef.current?.focus();
  }, [address.doubt]);

  const errors = addressFieldErrors(address.save.status === 'failed' ? address.save.error : null);
  const saving = address.save.status === 'loading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    onSave(draft, false);
  };
  const state = stateByCode(address.answer?.address?.state_province_region ?? '');
  const generalError = address.save.status === 'failed' && !Object.values(errors).some(Boolean) ? address.save.error?.message : null;

  return (
    <section className={styles.section} aria-labelledby="shipping-title">
      <h2 id="shipping-title">Shipping address</h2>
      <p className={styles.hint}>Gifts from your registry ship here. Guests never see it.</p>
      {address.load.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {address.load.error?.message}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <AddressForm value={draft} onChange={setDraft} errors={errors} showErrors={submitted} idPrefix="registry-shipping" />
        {address.doubt && (
          <div ref={doubtRef} tabIndex={-1} role="alert" className={styles.doubt}>
            <p>{address.doubt}</p>
            <button type="button" className={styles.secondary} onClick={() => onSave(draft, true)} disabled={saving}>
              Use this address anyway
            </button>
          </div>
        )}
        {generalError && (
          <p role="alert" className={styles.error}>
            {generalError}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={saving}>
            {saving ? 'Saving…' : 'Save shipping address'}
          </button>
          <p role="status" className={styles.saved}>
            {address.saved ? 'Your shipping address is saved.' : ''}
          </p>
        </div>
      </form>
      {address.saved && address.restricted.length > 0 && (
        <div className={styles.note} role="alert">
          <p>
            These gifts on your registry cannot be shipped to {state?.name ?? 'Hawaii or Alaska'}. Guests cannot buy them for this address;
            you may want to remove them:
          </p>
          <ul>
            {address.restricted.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        </div>
      )}
      {(state?.stateCode === 'HI' || state?.stateCode === 'AK') && (
        <p className={styles.hint}>
          Some gifts cannot ship to Hawaii or Alaska: they cannot be added to your registry while this address is saved.
        </p>
      )}
    </section>
  );
}
