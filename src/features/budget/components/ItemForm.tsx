import { useId, useState, type FormEvent } from 'react';
import {
  BUDGET_MESSAGES,
  MAX_AMOUNT_CENTS,
  type BudgetCategory,
  type BudgetItem,
  type BudgetVendor,
  type CreateItemBody,
} from '../../../contracts/budget';
import { parseDollars } from '../../../lib/money';
import { centsToInput } from './format';
import { MoneyField } from './MoneyField';
import { VendorPicker, type VendorSearchState } from './VendorPicker';
import styles from './Budget.module.scss';

export type ItemFields = Required<CreateItemBody>;

/** An amount typed in a money field: cents, or null when empty; 'bad' when it is not an amount we take. */
function amountOf(text: string): number | null | 'bad' {
  if (text.trim() === '') return null;
  const cents = parseDollars(text);
  return cents === null || cents > MAX_AMOUNT_CENTS ? 'bad' : cents;
}

/** The fields of an item, to add one or edit one: name, category, estimate, actual, due date, vendor, notes. */
export function ItemForm({
  heading,
  headingLevel = 3,
  item,
  categories,
  defaultCategoryId,
  submitLabel,
  busy,
  vendorSearch,
  onSearchVendors,
  onSubmit,
  onCancel,
}: {
  heading: string;
  headingLevel?: 2 | 3;
  item?: BudgetItem;
  categories: readonly BudgetCategory[];
  defaultCategoryId?: number;
  submitLabel: string;
  busy: boolean;
  vendorSearch: VendorSearchState;
  onSearchVendors: (q: string) => void;
  onSubmit: (fields: ItemFields) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [name, setName] = useState(item?.name ?? '');
  const [categoryId, setCategoryId] = useState(String(item?.category_id ?? defaultCategoryId ?? categories[0]?.id ?? ''));
  const [estimated, setEstimated] = useState(centsToInput(item?.estimated_cents ?? null));
  const [actual, setActual] = useState(centsToInput(item?.actual_cents ?? null));
  const [due, setDue] = useState(item?.due_date ?? '');
  const [vendor, setVendor] = useState<BudgetVendor | null>(item?.vendor ?? null);
  const [vendorName, setVendorName] = useState(item?.vendor_name ?? '');
  const [notes, setNotes] = useState(item?.notes ?? '');
  const [problem, setProblem] = useState<{ field: 'estimated' | 'actual'; message: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const est = amountOf(estimated);
    const act = amountOf(actual);
    if (est === 'bad' || act === 'bad') {
      setProblem({ field: est === 'bad' ? 'estimated' : 'actual', message: BUDGET_MESSAGES.amount });
      return;
    }
    setProblem(null);
    onSubmit({
      category_id: Number(categoryId),
      name: name.trim(),
      estimated_cents: est ?? 0,
      actual_cents: act,
      due_date: due || null,
      vendor_id: vendor?.id ?? null,
      vendor_name: vendor ? '' : vendorName.trim(),
      notes: notes.trim(),
    });
    if (!item) {
      setName('');
      setEstimated('');
      setActual('');
      setDue('');
      setVendor(null);
      setVendorName('');
      setNotes('');
    }
  };

  return (
    <form className={styles.itemForm} onSubmit={submit} aria-labelledby={`${id}-h`}>
      <Heading id={`${id}-h`}>{heading}</Heading>
      <div className={styles.itemFields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Item</label>
          <input id={`${id}-name`} value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <MoneyField
          id={`${id}-estimated`}
          label="Estimated cost"
          value={estimated}
          onChange={setEstimated}
          error={problem?.field === 'estimated' ? problem.message : null}
        />
        <MoneyField
          id={`${id}-actual`}
          label="Actual cost (once known)"
          value={actual}
          onChange={setActual}
          error={problem?.field === 'actual' ? problem.message : null}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-due`}>Due date</label>
          <input id={`${id}-due`} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </div>
      </div>
      <VendorPicker
        vendor={vendor}
        vendorName={vendorName}
        search={vendorSearch}
        onSearch={onSearchVendors}
        onPick={setVendor}
        onVendorName={setVendorName}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} value={notes} maxLength={1000} rows={2} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
