import { TextField } from '../../../components/TextField/TextField';
import { PASSWORD_MIN_LENGTH, isEmail } from '../../../lib/validation';
import styles from './AccountForm.module.scss';

export interface NewAccountDraft {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}
export type NewAccountErrors = Record<keyof NewAccountDraft, string | null>;

export const NO_NEW_ACCOUNT_ERRORS: NewAccountErrors = { first_name: null, last_name: null, email: null, password: null };

/** What a new account needs before it is sent (the server checks again). */
export function newAccountErrors(draft: NewAccountDraft): NewAccountErrors {
  return {
    first_name: draft.first_name.trim() ? null : 'Enter your first name.',
    last_name: draft.last_name.trim() ? null : 'Enter your last name.',
    email: isEmail(draft.email) ? null : 'Enter a valid email address.',
    password: draft.password.length >= PASSWORD_MIN_LENGTH ? null : `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  };
}

export interface NewAccountFieldsProps {
  value: NewAccountDraft;
  set: (field: keyof NewAccountDraft) => (next: string) => void;
  errors: NewAccountErrors;
  /** Show every error now (after a submit), not only on touched fields. */
  showErrors: boolean;
  /** 'Your first name' where the page also asks for the partner's. */
  namePrefix?: string;
}

/** Name, email and password of a new account: sign-up, and onboarding for a visitor without one. */
export function NewAccountFields({ value, set, errors, showErrors, namePrefix }: NewAccountFieldsProps) {
  const nameLabel = (name: string) => (namePrefix ? `${namePrefix} ${name}` : name[0]!.toUpperCase() + name.slice(1));
  return (
    <>
      <div className={styles.row}>
        <TextField
          label={nameLabel('first name')}
          autoComplete="given-name"
          value={value.first_name}
          onChange={set('first_name')}
          required
          maxChars={60}
          error={errors.first_name}
          forceError={showErrors}
        />
        <TextField
          label={nameLabel('last name')}
          autoComplete="family-name"
          value={value.last_name}
          onChange={set('last_name')}
          required
          maxChars={60}
          error={errors.last_name}
          forceError={showErrors}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={value.email}
        onChange={set('email')}
        required
        error={errors.email}
        forceError={showErrors}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={set('password')}
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
        forceError={showErrors}
      />
    </>
  );
}
