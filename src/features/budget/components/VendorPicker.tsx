import { useId, useState } from 'react';
import { BUDGET_MESSAGES, VENDOR_SEARCH_MIN, type BudgetVendor } from '../../../contracts/budget';
import styles from './Budget.module.scss';

export interface VendorSearchState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  query: string;
  vendors: readonly BudgetVendor[];
}

/**
 * A marketplace vendor found by name (the results are buttons: a keyboard picks one with Tab and
 * Enter), or, in the field below it, a vendor's name as free text.
 */
export function VendorPicker({
  vendor,
  vendorName,
  search,
  onSearch,
  onPick,
  onVendorName,
}: {
  vendor: BudgetVendor | null;
  vendorName: string;
  search: VendorSearchState;
  onSearch: (q: string) => void;
  onPick: (vendor: BudgetVendor | null) => void;
  onVendorName: (name: string) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const mine = q.trim().length >= VENDOR_SEARCH_MIN && search.query === q.trim();
  return (
    <fieldset className={styles.vendorPicker}>
      <legend>Vendor</legend>
      {vendor ? (
        <p className={styles.pickedVendor}>
          <span>
            <strong>{vendor.name}</strong> ({vendor.category_name}, {vendor.location})
          </span>
          <button type="button" className={styles.small} onClick={() => onPick(null)}>
            Remove {vendor.name}
          </button>
        </p>
      ) : (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>Find a vendor on Confetti</label>
            <input
              id={`${id}-q`}
              type="search"
              value={q}
              autoComplete="off"
              aria-describedby={`${id}-results`}
              onChange={(e) => {
                setQ(e.target.value);
                onSearch(e.target.value);
              }}
            />
          </div>
          <div id={`${id}-results`} aria-live="polite">
            {q.trim().length > 0 && q.trim().length < VENDOR_SEARCH_MIN ? (
              <p className={styles.muted}>{BUDGET_MESSAGES.search}</p>
            ) : mine && search.status === 'succeeded' ? (
              search.vendors.length === 0 ? (
                <p className={styles.muted}>No vendor on Confetti has that name: type it below.</p>
              ) : (
                <ul className={styles.vendorResults} aria-label="Vendors found">
                  {search.vendors.map((v) => (
                    <li key={v.id}>
                      <button
                        type="button"
                        className={styles.vendorResult}
                        onClick={() => {
                          onPick(v);
                          setQ('');
                        }}
                      >
                        <strong>{v.name}</strong>{' '}
                        <span>
                          {v.category_name}, {v.location}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>Or the vendor’s name</label>
            <input id={`${id}-name`} value={vendorName} maxLength={120} onChange={(e) => onVendorName(e.target.value)} />
          </div>
        </>
      )}
    </fieldset>
  );
}
