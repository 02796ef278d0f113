import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import type { CollectAddressBody } from '../../../contracts/guestCollect';
import { addressLabels, countries } from '../../../contracts/mailingAddress';
import type { ApiError } from '../../../lib/http';
import { SelectField } from './SelectField';
import styles from './GuestIo.module.scss';

export interface CollectAddressFormProps {
  /** Ask for the guest's own name too (a household not on the list yet). */
  withNames?: boolean;
  saving: boolean;
  error: ApiError | null;
  /** The server's doubt about the ZIP code: shown with "Keep it as entered". */
  doubt: string | null;
  submitLabel: string;
  onSubmit: (body: CollectAddressBody & { first_name?: string; last_name?: string }) => void;
}

type Draft = Required<Omit<CollectAddressBody, 'keep_as_entered'>> & { first_name: string; last_name: string };
const EMPTY: Draft = {
  first_name: '',
  last_name: '',
  address1: '',
  address2: '',
  city: '',
  state_province: '',
  postal_code: '',
  country: 'US',
  email: '',
  phone: '',
};

/**
 * The guest's mailing address, email and phone (issue 27), labelled as their country's post says
 * it (State and ZIP code in the US, Province and Postal code in Canada, Postcode in the UK …). The
 * server checks it like the shipping address; its per-field messages show beside the fields.
 */
export function CollectAddressForm({ withNames = false, saving, error, doubt, submitLabel, onSubmit }: CollectAddressFormProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const labels = addressLabels(draft.country);
  const fields = error?.fields ?? {};
  const fieldError = (key: string) => fields[key] ?? null;
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const body = (keep: boolean) => {
    const { first_name, last_name, ...address } = draft;
    return { ...address, keep_as_entered: keep, ...(withNames ? { first_name, last_name } : {}) };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    onSubmit(body(false));
  };
  const general = error && !error.fields && !doubt ? error.message : null;

  return (
    <form onSubmit={submit} noValidate>
      {withNames && (
        <div className={styles.grid}>
          <TextField
            label="First name"
            required
            value={draft.first_name}
            onChange={set('first_name')}
            autoComplete="given-name"
            error={fieldError('first_name')}
            forceError={submitted}
          />
          <TextField
            label="Last name"
            required
            value={draft.last_name}
            onChange={set('last_name')}
            autoComplete="family-name"
            error={fieldError('last_name')}
            forceError={submitted}
          />
        </div>
      )}
      <SelectField label="Country" value={draft.country} onChange={(e) => set('country')(e.target.value)} autoComplete="country">
        {countries().map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Street address"
        required
        value={draft.address1}
        onChange={set('address1')}
        autoComplete="address-line1"
        error={fieldError('address1')}
        forceError={submitted}
      />
      <TextField
        label="Apartment, suite, unit (optional)"
        value={draft.address2}
        onChange={set('address2')}
        autoComplete="address-line2"
        error={fieldError('address2')}
        forceError={submitted}
      />
      <div className={styles.grid}>
        <TextField
          label="City"
          required
          value={draft.city}
          onChange={set('city')}
          autoComplete="address-level2"
          error={fieldError('city')}
          forceError={submitted}
        />
        <TextField
          label={labels.regionRequired ? labels.region : `${labels.region} (optional)`}
          required={labels.regionRequired}
          value={draft.state_province}
          onChange={set('state_province')}
          autoComplete="address-level1"
          hint={draft.country === 'US' ? 'Like NY or New York' : undefined}
          error={fieldError('state_province')}
          forceError={submitted}
        />
        <TextField
          label={labels.postalCode}
          required={['US', 'CA', 'AU', 'GB'].includes(draft.country)}
          value={draft.postal_code}
          onChange={set('postal_code')}
          autoComplete="postal-code"
          error={doubt ? null : fieldError('postal_code')}
          forceError={submitted}
        />
      </div>
      <div className={styles.grid}>
        <TextField
          label="Email (optional)"
          type="email"
          value={draft.email}
          onChange={set('email')}
          autoComplete="email"
          error={fieldError('email')}
          forceError={submitted}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          value={draft.phone}
          onChange={set('phone')}
          autoComplete="tel"
          error={fieldError('phone')}
          forceError={submitted}
        />
      </div>
      {general && (
        <p className={styles.error} role="alert">
          {general}
        </p>
      )}
      {doubt && (
        <div className={styles.summary} role="alert">
          <p>{doubt}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} disabled={saving} onClick={() => onSubmit(body(true))}>
              Keep it as entered
            </button>
          </div>
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
