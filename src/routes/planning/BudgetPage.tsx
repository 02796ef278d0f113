import { SignedInTool } from './SignedInTool';
import { ToolLoadState } from '../../components/PlanningTool/ToolLoadState';
import { useReadOnReturn } from '../../components/PlanningTool/useReadOnReturn';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BUDGET_CSV_URL } from '../../features/budget/budgetApi';
import {
  budgetChangeRequested,
  budgetRequested,
  budgetStartRequested,
  categoryAddRequested,
  categoryChangeRequested,
  categoryRemoveRequested,
  itemAddRequested,
  itemChangeRequested,
  itemRemoveRequested,
  noticeDismissed,
  paymentAddRequested,
  paymentChangeRequested,
  paymentRemoveRequested,
  vendorSearchRequested,
} from '../../features/budget/budgetSlice';
import {
  selectBudgetAddCategory,
  selectBudgetAddItem,
  selectBudgetAddPayment,
  selectBudgetLoad,
  selectBudgetNotice,
  selectBudgetStart,
  selectBudgetTotals,
  selectBudgetView,
  selectBudgetWrite,
  selectDuePayments,
  selectVendorSearch,
} from '../../features/budget/budgetSelectors';
import { AddCategoryForm } from '../../features/budget/components/AddCategoryForm';
import { BudgetChart, CHART_COLOURS } from '../../features/budget/components/BudgetChart';
import { BudgetSettingsForm } from '../../features/budget/components/BudgetSettingsForm';
import { BudgetSummary } from '../../features/budget/components/BudgetSummary';
import { CategorySection } from '../../features/budget/components/CategorySection';
import { DueList } from '../../features/budget/components/DueList';
import { ItemForm } from '../../features/budget/components/ItemForm';
import { ItemRow } from '../../features/budget/components/ItemRow';
import { StartBudgetForm } from '../../features/budget/components/StartBudgetForm';
import styles from '../../features/budget/components/Budget.module.scss';

const PATH = '/wedding-budget';

/**
 * /wedding-budget: the couple's budget (issue 29). Read again whenever the tab comes back into view,
 * so a partner's changes show; every change is sent item by item with the version the page holds.
 */
export default function BudgetPage() {
  return (
    <SignedInTool
      title="Wedding budget"
      path={PATH}
      pitch="Log in to plan your budget: a total split by category, every cost and payment, and what is due next."
      className={styles.page}
      linksClassName={styles.links}
    >
      <Budget />
    </SignedInTool>
  );
}

function placeOf(city: string, state: string): string {
  return [city, state].filter((s) => s.trim() !== '').join(', ');
}

function Budget() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectBudgetView);
  const load = useAppSelector(selectBudgetLoad);
  const start = useAppSelector(selectBudgetStart);
  const write = useAppSelector(selectBudgetWrite);
  const addItem = useAppSelector(selectBudgetAddItem);
  const addCategory = useAppSelector(selectBudgetAddCategory);
  const addPayment = useAppSelector(selectBudgetAddPayment);
  const notice = useAppSelector(selectBudgetNotice);
  const totals = useAppSelector(selectBudgetTotals);
  const due = useAppSelector(selectDuePayments);
  const vendorSearch = useAppSelector(selectVendorSearch);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const started = view?.budget != null;

  useReadOnReturn(() => dispatch(budgetRequested()));

  // The budget just built: the heading takes the focus, so the page is read from the top.
  useEffect(() => {
    if (started && start.status === 'succeeded') headingRef.current?.focus();
  }, [started, start.status]);

  if (!view) {
    return (
      <div className={styles.page}>
        <ToolLoadState
          title="Wedding budget"
          noun="budget"
          load={load}
          onRetry={() => dispatch(budgetRequested())}
          retryClassName={styles.secondary}
        />
      </div>
    );
  }

  const busy = write.status === 'loading';
  const searchVendors = (q: string) => dispatch(vendorSearchRequested(q));
  const place = view.budget ? placeOf(view.budget.city, view.budget.state_province) : '';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Wedding budget
          </h1>
          {view.budget ? (
            <p className={styles.when}>
              {view.budget.guest_count} {view.budget.guest_count === 1 ? 'guest' : 'guests'}
              {place ? ` in ${place}` : ''}
            </p>
          ) : null}
        </div>
        {view.budget ? (
          <div className={styles.headerActions}>
            <button type="button" className={styles.secondary} aria-expanded={settingsOpen} onClick={() => setSettingsOpen(!settingsOpen)}>
              Change total or guests
            </button>
            <a className={styles.download} href={BUDGET_CSV_URL} download="wedding-budget.csv">
              Download CSV
            </a>
          </div>
        ) : null}
      </header>
      {view.budget && settingsOpen ? (
        <BudgetSettingsForm
          budget={view.budget}
          busy={busy}
          onSave={(changes) => dispatch(budgetChangeRequested(changes))}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}

      <div role="status" aria-live="polite" className={styles.noticeArea}>
        {notice ? (
          <div className={notice.kind === 'saved' ? styles.notice : styles.noticeWarn}>
            <span>{notice.message}</span>
            <button type="button" className={styles.small} onClick={() => dispatch(noticeDismissed())} aria-label="Dismiss message">
              ×
            </button>
          </div>
        ) : null}
      </div>

      {!view.budget || !totals ? (
        <StartBudgetForm
          prefill={view.prefill}
          busy={start.status === 'loading'}
          error={start.status === 'failed' ? start.error : null}
          onStart={(body) => dispatch(budgetStartRequested(body))}
        />
      ) : (
        <>
          <BudgetSummary totals={totals} />
          <div className={styles.overview}>
            <BudgetChart categories={view.categories} totals={totals} />
            <DueList entries={due} />
          </div>

          {view.categories.map((category, i) => {
            const items = view.items.filter((item) => item.category_id === category.id);
            return (
              <CategorySection
                key={category.id}
                category={category}
                totals={totals.categories.find((c) => c.category_id === category.id)!}
                colour={CHART_COLOURS[i % CHART_COLOURS.length]!}
                busy={busy}
                itemCount={items.length}
                onChange={(changes) => dispatch(categoryChangeRequested({ id: category.id, changes }))}
                onRemove={() => dispatch(categoryRemoveRequested({ id: category.id }))}
              >
                {items.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    categories={view.categories}
                    today={view.today}
                    busy={busy || addPayment.status === 'loading'}
                    vendorSearch={vendorSearch}
                    onSearchVendors={searchVendors}
                    onChange={(changes) => dispatch(itemChangeRequested({ id: item.id, changes }))}
                    onRemove={() => dispatch(itemRemoveRequested({ id: item.id }))}
                    onAddPayment={(body) => dispatch(paymentAddRequested({ itemId: item.id, body }))}
                    onChangePayment={(id, changes) => dispatch(paymentChangeRequested({ id, itemId: item.id, changes }))}
                    onRemovePayment={(id) => dispatch(paymentRemoveRequested({ id, itemId: item.id }))}
                  />
                ))}
              </CategorySection>
            );
          })}

          <div className={styles.addForm}>
            <ItemForm
              heading="Add an item"
              headingLevel={2}
              categories={view.categories}
              submitLabel="Add item"
              busy={addItem.status === 'loading'}
              vendorSearch={vendorSearch}
              onSearchVendors={searchVendors}
              onSubmit={(fields) => dispatch(itemAddRequested(fields))}
            />
            {addItem.status === 'failed' && addItem.error ? (
              <p role="alert" className={styles.error}>
                {addItem.error.message}
              </p>
            ) : null}
          </div>
          <AddCategoryForm
            busy={addCategory.status === 'loading'}
            error={addCategory.status === 'failed' ? addCategory.error : null}
            onAdd={(body) => dispatch(categoryAddRequested(body))}
          />
        </>
      )}
    </div>
  );
}
