import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '../../../components/Price/Price';
import { Tag } from '../../../components/Tag/Tag';
import { TextField } from '../../../components/TextField/TextField';
import { formatCents } from '../../../lib/money';
import { fundPercent, isFullyPurchased } from '../registryFormat';
import type { ItemChanges, RegistryCollection, RegistryItem } from '../types';
import { dollars } from '../../../contracts/groupGiftRules';
import { GroupGiftSwitch } from './GroupGiftSwitch';
import { ProgressBar } from './ProgressBar';
import styles from './ManageItemRow.module.scss';

export const NOTE_MAX = 500;
export const QTY_MAX = 99;

const KIND_LABEL: Record<RegistryItem['kind'], string> = {
  PRODUCT: 'Gift',
  CASH_FUND: 'Cash fund',
  EXTERNAL: 'From another store',
  GIFT_CARD: 'Gift card',
};

export interface ManageItemRowProps {
  item: RegistryItem;
  collections: RegistryCollection[];
  busy?: 'saving' | 'removing';
  onUpdate: (changes: ItemChanges) => void;
  onRemove: () => void;
  /** A gift from our shop's group gifting switch (true, false, null: the price rule); absent → none shown. */
  onGroupGiftSwitch?: (groupGift: boolean | null) => void;
  /** The registry's group gifting price rule, for the switch's wording. */
  groupGiftMinPriceCents?: number | null;
  groupGiftBusy?: boolean;
}

/** One gift on the couple's manage page: quantity, most wanted, note, collection, remove. */
export function ManageItemRow({
  item,
  collections,
  busy,
  onUpdate,
  onRemove,
  onGroupGiftSwitch,
  groupGiftMinPriceCents = null,
  groupGiftBusy = false,
}: ManageItemRowProps) {
  const id = useId();
  const [qty, setQty] = useState(String(item.requested_qty));
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [editingNote, setEditingNote] = useState(false);
  const [note, setNote] = useState(item.note ?? '');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const isFund = item.kind === 'CASH_FUND';
  const percent = fundPercent(item);
  const disabled = busy !== undefined;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // Focus follows the question: into it when asked, back to 'Remove' when the couple keeps the gift.
  useEffect(() => {
    if (confirmRemove) confirmRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirmRemove;
  }, [confirmRemove]);

  // The saved value wins when it changes (a save landed, or the server refused the draft).
  useEffect(() => setQty(String(item.requested_qty)), [item.requested_qty]);
  useEffect(() => setNote(item.note ?? ''), [item.note]);

  const saveQty = () => {
    const n = Number(qty);
    if (!/^\d+$/.test(qty.trim()) || n < 1 || n > QTY_MAX) {
      setQtyError(`Choose a quantity from 1 to ${QTY_MAX}.`);
      return;
    }
    if (n < item.purchased_qty) {
      setQtyError(`You cannot ask for fewer than the ${item.purchased_qty} already purchased.`);
      return;
    }
    setQtyError(null);
    if (n !== item.requested_qty) onUpdate({ requested_qty: n });
  };

  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    if (note.length > NOTE_MAX) return;
    if (note.trim() !== (item.note ?? '')) onUpdate({ note: note.trim() });
    setEditingNote(false);
  };

  return (
    <article className={styles.row} aria-labelledby={`${id}-title`} aria-busy={disabled}>
      <div className={styles.media}>{item.image_url && <img src={item.image_url} alt="" width={96} height={96} loading="lazy" />}</div>
      <div className={styles.info}>
        <p className={styles.kind}>
          {KIND_LABEL[item.kind]}
          {item.brand ? ` · ${item.brand}` : ''}
          {item.external ? ` · ${item.external.store_name}` : ''}
        </p>
        <h3 id={`${id}-title`} className={styles.title}>
          {item.product_path ? <Link to={item.product_path}>{item.title}</Link> : item.title}
        </h3>
        <div className={styles.tags}>
          {item.most_wanted && (
            <Tag variant="gold" size="small">
              Most wanted
            </Tag>
          )}
          {isFullyPurchased(item) && (
            <Tag variant="green" size="small">
              Fulfilled
            </Tag>
          )}
          {!item.in_stock && (
            <Tag variant="orange" size="small">
              Out of stock
            </Tag>
          )}
        </div>
        {isFund && item.cash_fund ? (
          <div className={styles.fund}>
            {percent !== null && item.cash_fund.goal_cents ? (
              <>
                <ProgressBar
                  value={percent}
                  label={`${item.title} progress`}
                  valueText={`${formatCents(item.cash_fund.contributed_cents)} of ${formatCents(item.cash_fund.goal_cents)} raised`}
                />
                <p className={styles.meta}>
                  {formatCents(item.cash_fund.contributed_cents)} of {formatCents(item.cash_fund.goal_cents)} raised
                </p>
              </>
            ) : (
              <p className={styles.meta}>{formatCents(item.cash_fund.contributed_cents)} raised</p>
            )}
          </div>
        ) : (
          <p className={styles.meta}>
            {item.price_cents !== null && <Price cents={item.price_cents} />} · {item.purchased_qty} of {item.requested_qty} purchased
          </p>
        )}
        {item.note && !editingNote && <p className={styles.note}>Note: “{item.note}”</p>}
      </div>

      <div className={styles.controls}>
        {!isFund && (
          <div className={styles.qty}>
            <label htmlFor={`${id}-qty`}>Quantity</label>
            <input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              min={Math.max(1, item.purchased_qty)}
              max={QTY_MAX}
              value={qty}
              disabled={disabled}
              aria-invalid={qtyError ? true : undefined}
              aria-describedby={qtyError ? `${id}-qty-error` : undefined}
              onChange={(e) => setQty(e.target.value)}
              onBlur={saveQty}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  saveQty();
                }
              }}
            />
            {qtyError && (
              <p id={`${id}-qty-error`} role="alert" className={styles.error}>
                {qtyError}
              </p>
            )}
          </div>
        )}
        <label className={styles.move}>
          <span>Collection</span>
          <select
            value={item.collection_id ?? ''}
            disabled={disabled}
            onChange={(e) => onUpdate({ collection_id: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">No collection</option>
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {onGroupGiftSwitch && item.kind === 'PRODUCT' && (
          <GroupGiftSwitch
            item={item}
            minPriceCents={groupGiftMinPriceCents}
            busy={disabled || groupGiftBusy}
            onSwitch={onGroupGiftSwitch}
          />
        )}
        <div className={styles.buttons}>
          <button
            type="button"
            className={item.most_wanted ? styles.toggleOn : styles.toggle}
            aria-pressed={item.most_wanted}
            disabled={disabled}
            onClick={() => onUpdate({ most_wanted: !item.most_wanted })}
          >
            ★ Most wanted
          </button>
          <button
            type="button"
            className={styles.plain}
            aria-expanded={editingNote}
            aria-controls={`${id}-note`}
            disabled={disabled}
            onClick={() => setEditingNote(!editingNote)}
          >
            {item.note ? 'Edit note' : 'Add note'}
          </button>
          {!confirmRemove && (
            <button ref={removeRef} type="button" className={styles.plain} disabled={disabled} onClick={() => setConfirmRemove(true)}>
              Remove<span className="visually-hidden"> {item.title}</span>
            </button>
          )}
        </div>
        {busy && (
          <p role="status" className={styles.busy}>
            {busy === 'removing' ? 'Removing…' : 'Saving…'}
          </p>
        )}
      </div>

      {editingNote && (
        <form id={`${id}-note`} className={styles.noteForm} onSubmit={saveNote}>
          <TextField
            label={`Note for guests about ${item.title}`}
            value={note}
            onChange={setNote}
            maxChars={NOTE_MAX}
            hint="Tell guests why you love it, or which colour you prefer."
          />
          <div className={styles.buttons}>
            <button type="submit" className={styles.save} disabled={note.length > NOTE_MAX}>
              Save note
            </button>
            <button
              type="button"
              className={styles.plain}
              onClick={() => {
                setNote(item.note ?? '');
                setEditingNote(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {confirmRemove && (
        <div className={styles.confirm} role="group" aria-label={`Remove ${item.title}?`}>
          <p>Remove {item.title} from your registry?</p>
          {item.group_gift && item.group_gift.funded_cents > 0 && (
            <p>
              Guests have given {dollars(item.group_gift.funded_cents)} toward it: removing it refunds each of them (to their card, or as
              store credit) and emails them.
            </p>
          )}
          <div className={styles.buttons}>
            <button
              ref={confirmRef}
              type="button"
              className={styles.danger}
              onClick={() => {
                wasConfirming.current = false;
                setConfirmRemove(false);
                onRemove();
              }}
            >
              Yes, remove
            </button>
            <button type="button" className={styles.plain} onClick={() => setConfirmRemove(false)}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
