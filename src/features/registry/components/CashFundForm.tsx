import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import type { ApiError } from '../../../lib/http';
import { FUND_TYPES, parseDollars } from '../registryFormat';
import type { AddCashFundArg, FundType } from '../types';
import styles from './GiftForms.module.scss';

export const FUND_TITLE_MAX = 100;
export const FUND_DESCRIPTION_MAX = 500;
/** API.md's messages, checked here first. */
export const FUND_MESSAGES = {
  title: 'Please give your fund a name.',
  goal: 'The goal must be between $1 and $100,000.',
  fundType: 'Choose a fund type.',
};

export interface GiftFormProps<Arg> {
  busy: boolean;
  /** The last failed submit's error: its field messages are shown beside the fields. */
  error: ApiError | null;
  onSubmit: (arg: Arg) => void;
}

/** 'Add a cash fund' → POST registryCollection/add-cash. */
export function CashFundForm({ busy, error, onSubmit }: GiftFormProps<AddCashFundArg>) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fundType, setFundType] = useState<FundType | ''>('HONEYMOON');
  const [goal, setGoal] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const goalCents = parseDollars(goal);
  const local = {
    title: title.trim() ? null : FUND_MESSAGES.title,
    goal_cents: goalCents === undefined || (goalCents >= 100 && goalCents <= 10_000_000) ? null : FUND_MESSAGES.goal,
    fund_type: fundType ? null : FUND_MESSAGES.fundType,
  };
  const fieldError = (name: keyof typeof local) => local[name] ?? error?.fields?.[name] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(local).some(Boolean) || title.length > FUND_TITLE_MAX || description.length > FUND_DESCRIPTION_MAX || !fundType)
      return;
    onSubmit({
      title: title.trim(),
      fund_type: fundType,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(goalCents !== undefined ? { goal_cents: goalCents } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a cash fund">
      <TextField
        label="Fund name"
        name="title"
        required
        value={title}
        onChange={setTitle}
        maxChars={FUND_TITLE_MAX}
        error={fieldError('title')}
        forceError={submitted}
        placeholder="Our honeymoon in Lisbon"
      />
      <fieldset className={styles.choices}>
        <legend>What is it for?</legend>
        {FUND_TYPES.map((t) => (
          <label key={t.value} className={styles.choice}>
            <input type="radio" name="fund_type" value={t.value} checked={fundType === t.value} onChange={() => setFundType(t.value)} />
            <span>{t.label}</span>
          </label>
        ))}
        {submitted && fieldError('fund_type') && (
          <p role="alert" className={styles.error}>
            {fieldError('fund_type')}
          </p>
        )}
      </fieldset>
      <TextField
        label="Goal in dollars (optional)"
        name="goal"
        inputMode="decimal"
        value={goal}
        onChange={setGoal}
        error={fieldError('goal_cents')}
        forceError={submitted}
        hint="Leave it empty for an open-ended fund."
      />
      <TextField
        label="Tell guests about it (optional)"
        name="description"
        value={description}
        onChange={setDescription}
        maxChars={FUND_DESCRIPTION_MAX}
      />
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? 'Adding…' : 'Add cash fund'}
      </button>
    </form>
  );
}
