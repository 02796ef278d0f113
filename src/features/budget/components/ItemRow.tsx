import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DUE_STATE_LABELS,
  itemCost,
  itemState,
  type BudgetCategory,
  type BudgetItem,
  type CreatePaymentBody,
} from '../../../contracts/budget';
import { formatCents } from '../../../lib/money';
import type { ItemChanges, PaymentChanges } from '../budgetSlice';
import { formatDay } from './format';
import { ItemForm } from './ItemForm';
import { Payments } from './Payments';
import type { VendorSearchState } from './VendorPicker';
import styles from './Budget.module.scss';

export interface ItemRowProps {
  item: BudgetItem;
  categories: readonly BudgetCategory[];
  today: string;
  busy: boolean;
  vendorSearch: VendorSearchState;
  onSearchVendors: (q: string) => void;
  onChange: (changes: ItemChanges) => void;
  onRemove: () => void;
  onAddPayment: (body: CreatePaymentBody) => void;
  onChangePayment: (paymentId: number, changes: PaymentChanges) => void;
  onRemovePayment: (paymentId: number) => void;
}

/** One item: its costs, what is paid, when it is due and who it is with; its edit form and its payments. */
export function ItemRow(props: ItemRowProps) {
  const { item, today } = props;
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const state = itemState(item, today);
  const stand = state === 'overdue' ? styles.itemOverdue : state === 'due_soon' ? styles.itemSoon : '';
  const closeEditor = () => {
    setEditing(false);
    // Back to the button that opened the form (after it is drawn again).
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li className={`${styles.item} ${stand}`}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>{item.name}</h3>
        <p className={styles.itemCost}>
          {formatCents(itemCost(item))}
          <span className={styles.muted}> {item.actual_cents === null ? 'estimated' : 'actual'}</span>
        </p>
      </div>
      <p className={styles.itemMeta}>
        <span>Paid {formatCents(item.paid_cents)}</span>
        {item.actual_cents !== null && item.actual_cents !== item.estimated_cents ? (
          <span>Estimated {formatCents(item.estimated_cents)}</span>
        ) : null}
        {item.due_date ? (
          <span>
            {state === 'overdue' || state === 'due_soon' ? <strong className={styles.badge}>{DUE_STATE_LABELS[state]}</strong> : null} Due{' '}
            {formatDay(item.due_date)}
          </span>
        ) : null}
        {state === 'paid' ? <strong className={styles.paidTag}>Paid in full</strong> : null}
        {item.vendor ? (
          <span>
            With <Link to={item.vendor.url}>{item.vendor.name}</Link>
          </span>
        ) : item.vendor_name ? (
          <span>With {item.vendor_name}</span>
        ) : null}
      </p>
      {item.notes ? <p className={styles.itemNotes}>{item.notes}</p> : null}
      <div className={styles.itemActions}>
        <button
          ref={editButton}
          type="button"
          className={styles.small}
          aria-expanded={editing}
          onClick={() => (editing ? closeEditor() : setEditing(true))}
        >
          Edit {item.name}
        </button>
        <button type="button" className={styles.small} aria-expanded={paying} onClick={() => setPaying(!paying)}>
          Payments for {item.name} ({item.payments.length})
        </button>
        {confirming ? null : (
          <button type="button" className={styles.small} disabled={props.busy} onClick={() => setConfirming(true)}>
            Remove {item.name}
          </button>
        )}
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Remove ${item.name}?`}>
          <p>
            Remove “{item.name}”{item.payments.length ? ' and its payments' : ''}? This can’t be undone.
          </p>
          <button type="button" className={styles.small} disabled={props.busy} onClick={props.onRemove}>
            Yes, remove {item.name}
          </button>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question just opened: focus starts on the choice that keeps the item */}
          <button type="button" className={styles.small} autoFocus onClick={() => setConfirming(false)}>
            Keep {item.name}
          </button>
        </div>
      ) : null}
      {editing ? (
        <ItemForm
          heading={`Edit ${item.name}`}
          item={item}
          categories={props.categories}
          submitLabel="Save item"
          busy={props.busy}
          vendorSearch={props.vendorSearch}
          onSearchVendors={props.onSearchVendors}
          onSubmit={(fields) => {
            props.onChange(fields);
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      ) : null}
      {paying ? (
        <Payments
          item={item}
          today={today}
          busy={props.busy}
          onAdd={props.onAddPayment}
          onChange={props.onChangePayment}
          onRemove={props.onRemovePayment}
        />
      ) : null}
    </li>
  );
}
