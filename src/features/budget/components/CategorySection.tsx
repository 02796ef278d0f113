import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BUDGET_MESSAGES, MAX_AMOUNT_CENTS, overUnderLabel, type BudgetCategory, type CategoryTotals } from '../../../contracts/budget';
import { formatCents, parseDollars } from '../../../lib/money';
import type { CategoryChanges } from '../budgetSlice';
import { centsToInput } from './format';
import { MoneyField } from './MoneyField';
import styles from './Budget.module.scss';

/** A category: its target, what its items cost and how far over or under; rename, retarget or remove it; its items. */
export function CategorySection({
  category,
  totals,
  colour,
  busy,
  children,
  itemCount,
  onChange,
  onRemove,
}: {
  category: BudgetCategory;
  totals: CategoryTotals;
  colour: string;
  busy: boolean;
  children: ReactNode;
  itemCount: number;
  onChange: (changes: CategoryChanges) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [target, setTarget] = useState(centsToInput(category.target_cents));
  const [problem, setProblem] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const over = totals.remaining_cents < 0;

  const open = () => {
    setName(category.name);
    setTarget(centsToInput(category.target_cents));
    setProblem(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(target);
    if (cents === null || cents > MAX_AMOUNT_CENTS) {
      setProblem(BUDGET_MESSAGES.amount);
      return;
    }
    onChange({ name: name.trim(), target_cents: cents });
    close();
  };

  return (
    <section className={styles.category} aria-labelledby={`${id}-h`}>
      <header className={styles.categoryHead}>
        <h2 id={`${id}-h`}>
          <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
          {category.name}
        </h2>
        <p className={styles.categoryFigures}>
          <span>Target {formatCents(totals.target_cents)}</span>
          <span>Planned {formatCents(totals.cost_cents)}</span>
          <span>Paid {formatCents(totals.paid_cents)}</span>
          <strong className={over ? styles.overText : styles.underText}>{overUnderLabel(totals.remaining_cents, formatCents)}</strong>
        </p>
        <button
          ref={editButton}
          type="button"
          className={styles.small}
          aria-expanded={editing}
          onClick={() => (editing ? close() : open())}
        >
          Edit category {category.name}
        </button>
      </header>
      {editing ? (
        <form className={styles.categoryForm} onSubmit={submit} aria-label={`Edit category ${category.name}`} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>Category name</label>
            <input id={`${id}-name`} value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
          </div>
          <MoneyField id={`${id}-target`} label="Target" value={target} onChange={setTarget} required error={problem} />
          <div className={styles.formButtons}>
            <button type="submit" className={styles.primary} disabled={busy}>
              Save category
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy || itemCount > 0}
              aria-describedby={itemCount > 0 ? `${id}-remove-why` : undefined}
              onClick={onRemove}
            >
              Remove category
            </button>
          </div>
          {itemCount > 0 ? (
            <p id={`${id}-remove-why`} className={styles.muted}>
              {BUDGET_MESSAGES.categoryHasItems}
            </p>
          ) : null}
        </form>
      ) : null}
      {itemCount > 0 ? <ul className={styles.items}>{children}</ul> : <p className={styles.muted}>No items yet.</p>}
    </section>
  );
}
