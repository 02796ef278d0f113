import { useId, useState, type FormEvent } from 'react';
import { BUDGET_MESSAGES, MAX_AMOUNT_CENTS, type CreateCategoryBody } from '../../../contracts/budget';
import type { ApiError } from '../../../lib/http';
import { parseDollars } from '../../../lib/money';
import { MoneyField } from './MoneyField';
import styles from './Budget.module.scss';

/** A category of the couple's own, with a target. */
export function AddCategoryForm({
  busy,
  error,
  onAdd,
}: {
  busy: boolean;
  error: ApiError | null;
  onAdd: (body: CreateCategoryBody) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = target.trim() === '' ? 0 : parseDollars(target);
    if (cents === null || cents > MAX_AMOUNT_CENTS) {
      setProblem(BUDGET_MESSAGES.amount);
      return;
    }
    setProblem(null);
    onAdd({ name: name.trim(), target_cents: cents });
    setName('');
    setTarget('');
  };
  return (
    <form className={styles.addForm} onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Add a category</h2>
      <div className={styles.addCategoryFields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Category name</label>
          <input id={`${id}-name`} value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
        </div>
        <MoneyField id={`${id}-target`} label="Target" value={target} onChange={setTarget} error={problem ?? error?.fields?.target_cents} />
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error.fields?.name ?? error.message}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        Add category
      </button>
    </form>
  );
}
