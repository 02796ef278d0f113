import { useId, type KeyboardEvent } from 'react';
import { US_STATES } from '../../contracts/locations';
import { TextField } from '../TextField/TextField';
import styles from './AddressForm.module.scss';

/** The fields of a US address as a form edits them (checkout's shipping address, the registry's). */
export interface AddressFields {
  name: string;
  address1: string;
  address2?: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
}
export type AddressFieldErrors = Partial<Record<keyof AddressFields, string | undefined>>;

export interface AddressFormProps<A extends AddressFields> {
  value: A;
  onChange: (next: A) => void;
  errors: AddressFieldErrors;
  /** Show every error now (after a submit), not only on touched fields. */
  showErrors: boolean;
  /** Prefix for the inputs' ids, so a page can move focus to the first bad field. */
  idPrefix: string;
  /** Enter in a field does this (the address is part of a bigger form that must not submit). */
  onEnter?: () => void;
}

/** A US shipping address: name, street, second line, city, state (states, DC and territories), ZIP. */
export function AddressForm<A extends AddressFields>({ value, onChange, errors, showErrors, idPrefix, onEnter }: AddressFormProps<A>) {
  const onKeyDown = onEnter
    ? (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter();
      }
    : undefined;
  const stateErrorId = useId();
  const set = (field: keyof AddressFields) => (next: string) => onChange({ ...value, [field]: next });
  const stateError = showErrors ? errors.stateCode : undefined;
  return (
    <div className={styles.grid}>
      <TextField
        id={`${idPrefix}-name`}
        onKeyDown={onKeyDown}
        className={styles.wide}
        label="Full name"
        required
        autoComplete="shipping name"
        value={value.name}
        onChange={set('name')}
        error={errors.name}
        forceError={showErrors}
      />
      <TextField
        id={`${idPrefix}-address1`}
        onKeyDown={onKeyDown}
        className={styles.wide}
        label="Street address"
        required
        autoComplete="shipping address-line1"
        value={value.address1}
        onChange={set('address1')}
        error={errors.address1}
        forceError={showErrors}
      />
      <TextField
        id={`${idPrefix}-address2`}
        onKeyDown={onKeyDown}
        className={styles.wide}
        label="Apartment, suite (optional)"
        autoComplete="shipping address-line2"
        value={value.address2 ?? ''}
        onChange={set('address2')}
        error={errors.address2}
        forceError={showErrors}
      />
      <TextField
        id={`${idPrefix}-city`}
        onKeyDown={onKeyDown}
        label="City"
        required
        autoComplete="shipping address-level2"
        value={value.city}
        onChange={set('city')}
        error={errors.city}
        forceError={showErrors}
      />
      <div className={styles.select}>
        <label htmlFor={`${idPrefix}-stateCode`}>
          State
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        </label>
        <select
          id={`${idPrefix}-stateCode`}
          required
          autoComplete="shipping address-level1"
          value={value.stateCode}
          onChange={(event) => onChange({ ...value, stateCode: event.target.value })}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? stateErrorId : undefined}
        >
          <option value="">Choose a state</option>
          {US_STATES.map((s) => (
            <option key={s.stateCode} value={s.stateCode}>
              {s.name}
            </option>
          ))}
        </select>
        {stateError && (
          <p id={stateErrorId} className={styles.error} role="alert">
            {stateError}
          </p>
        )}
      </div>
      <TextField
        id={`${idPrefix}-zipCode`}
        onKeyDown={onKeyDown}
        label="ZIP code"
        required
        inputMode="numeric"
        autoComplete="shipping postal-code"
        value={value.zipCode}
        onChange={set('zipCode')}
        error={errors.zipCode}
        forceError={showErrors}
      />
    </div>
  );
}
