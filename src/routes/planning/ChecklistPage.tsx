import { SignedInTool } from './SignedInTool';
import { ToolLoadState } from '../../components/PlanningTool/ToolLoadState';
import { useReadOnReturn } from '../../components/PlanningTool/useReadOnReturn';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  CHECKLIST_BUCKETS,
  CHECKLIST_BUCKET_LABELS,
  CHECKLIST_STATUSES,
  filterTasks,
  parseChecklistFilter,
  type ChecklistFilter,
} from '../../contracts/checklist';
import { CHECKLIST_ONBOARD_COOKIE, readCookie } from '../../features/auth/markers';
import {
  checklistRequested,
  noticeDismissed,
  remindersToggled,
  taskAddRequested,
  taskChangeRequested,
  taskMoveRequested,
} from '../../features/checklist/checklistSlice';
import {
  selectChecklistCreate,
  selectChecklistLoad,
  selectChecklistMonths,
  selectChecklistNotice,
  selectChecklistProgress,
  selectChecklistReminders,
  selectChecklistView,
} from '../../features/checklist/checklistSelectors';
import { AddTaskForm } from '../../features/checklist/components/AddTaskForm';
import { OnboardGuide } from '../../features/checklist/components/OnboardGuide';
import { TaskItem } from '../../features/checklist/components/TaskItem';
import { formatDay, formatMonth } from '../../features/checklist/components/formatDay';
import styles from '../../features/checklist/components/Checklist.module.scss';

const PATH = '/wedding-planning/checklist';
const STATUS_LABELS: Record<(typeof CHECKLIST_STATUSES)[number], string> = {
  all: 'To do and done',
  open: 'To do',
  done: 'Done',
  overdue: 'Overdue',
  hidden: 'Hidden',
};

/** Clears the first-visit marker (it would open the guide again within its day otherwise). */
function clearOnboardCookie() {
  document.cookie = `${CHECKLIST_ONBOARD_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * /wedding-planning/checklist: the couple's checklist (issue 29). Reloaded whenever the tab comes
 * back into view, so a partner's changes show; filters live in the URL (?month=&status=&who=).
 */
export default function ChecklistPage() {
  return (
    <SignedInTool
      title="Wedding checklist"
      path={PATH}
      pitch="Log in to see your checklist: every task from a year out to after the wedding, dated from your wedding date."
      className={styles.page}
      linksClassName={styles.links}
    >
      <Checklist />
    </SignedInTool>
  );
}

function Checklist() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectChecklistView);
  const load = useAppSelector(selectChecklistLoad);
  const create = useAppSelector(selectChecklistCreate);
  const reminders = useAppSelector(selectChecklistReminders);
  const notice = useAppSelector(selectChecklistNotice);
  const progress = useAppSelector(selectChecklistProgress);
  const months = useAppSelector(selectChecklistMonths);
  const [params, setParams] = useSearchParams();
  const filter = parseChecklistFilter(params);
  const [guideOpen, setGuideOpen] = useState(() => readCookie(CHECKLIST_ONBOARD_COOKIE) === '1');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useReadOnReturn(() => dispatch(checklistRequested()));

  const setFilter = (next: Partial<ChecklistFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams();
    if (merged.month) search.set('month', merged.month);
    if (merged.status !== 'all') search.set('status', merged.status);
    if (merged.who !== null) search.set('who', String(merged.who));
    setParams(search, { replace: true });
  };

  const shown = useMemo(() => (view ? filterTasks(view.tasks, filter, view.today) : []), [view, filter]);

  if (!view) {
    return (
      <div className={styles.page}>
        <ToolLoadState
          title="Wedding checklist"
          noun="checklist"
          load={load}
          onRetry={() => dispatch(checklistRequested())}
          retryClassName={styles.secondary}
        />
      </div>
    );
  }

  const closeGuide = () => {
    clearOnboardCookie();
    setGuideOpen(false);
    headingRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            Wedding checklist
          </h1>
          <p className={styles.when}>
            {view.wedding_date ? (
              <>Dated from your wedding on {formatDay(view.wedding_date)}.</>
            ) : (
              <>
                No date yet: tasks are in the order to do them. <Link to="/wedding-planning/your-wedding">Add your date</Link> and they get
                due dates.
              </>
            )}
          </p>
        </div>
        {progress ? (
          <p className={styles.progress}>
            <span className={styles.progressNumber}>
              {progress.done} of {progress.total}
            </span>{' '}
            done
            {progress.overdue > 0 ? <span className={styles.overdueCount}>{progress.overdue} overdue</span> : null}
          </p>
        ) : null}
      </header>

      <div role="status" aria-live="polite" className={styles.noticeArea}>
        {notice ? (
          <div className={notice.kind === 'partner' || notice.kind === 'error' ? styles.noticeWarn : styles.notice}>
            <span>{notice.message}</span>
            {notice.kind === 'done' && notice.taskId !== null ? (
              <button
                type="button"
                className={styles.small}
                onClick={() => dispatch(taskChangeRequested({ id: notice.taskId!, changes: { done: false } }))}
              >
                Undo
              </button>
            ) : null}
            <button type="button" className={styles.small} onClick={() => dispatch(noticeDismissed())} aria-label="Dismiss message">
              ×
            </button>
          </div>
        ) : null}
      </div>

      <section className={styles.controls} aria-label="Filter and reminders">
        <div className={styles.filters}>
          <div>
            <label htmlFor={`${id}-month`}>Month</label>
            <select id={`${id}-month`} value={filter.month ?? ''} onChange={(e) => setFilter({ month: e.target.value || null })}>
              <option value="">Every month</option>
              {months.map((m) => (
                <option key={m} value={m}>
                  {formatMonth(m)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-status`}>Status</label>
            <select
              id={`${id}-status`}
              value={filter.status}
              onChange={(e) => setFilter({ status: e.target.value as ChecklistFilter['status'] })}
            >
              {CHECKLIST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-who`}>Who</label>
            <select
              id={`${id}-who`}
              value={filter.who === null ? '' : String(filter.who)}
              onChange={(e) =>
                setFilter({ who: e.target.value === '' ? null : e.target.value === 'nobody' ? 'nobody' : Number(e.target.value) })
              }
            >
              <option value="">Both of us</option>
              {view.members.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.first_name}
                </option>
              ))}
              <option value="nobody">Not assigned</option>
            </select>
          </div>
        </div>
        <label className={styles.reminders}>
          <input
            type="checkbox"
            checked={view.reminders_enabled}
            disabled={reminders.status === 'loading'}
            onChange={(e) => dispatch(remindersToggled(e.target.checked))}
          />
          Email us both a weekly list of what’s due
        </label>
      </section>

      {shown.length === 0 ? <p className={styles.empty}>No tasks match these filters.</p> : null}
      {CHECKLIST_BUCKETS.map((bucket) => {
        const tasks = shown.filter((t) => t.bucket === bucket);
        if (tasks.length === 0) return null;
        const headingId = `${id}-${bucket}`;
        return (
          <section key={bucket} className={styles.bucket} aria-labelledby={headingId}>
            <h2 id={headingId}>{CHECKLIST_BUCKET_LABELS[bucket]}</h2>
            <ol className={styles.list}>
              {tasks.map((task, i) => (
                <TaskItem
                  key={task.id}
                  task={task}
                  members={view.members}
                  today={view.today}
                  canMoveUp={!task.hidden && i > 0}
                  canMoveDown={!task.hidden && i < tasks.length - 1}
                  onChange={(changes) => dispatch(taskChangeRequested({ id: task.id, changes }))}
                  onMove={(direction) => dispatch(taskMoveRequested({ id: task.id, direction }))}
                />
              ))}
            </ol>
          </section>
        );
      })}

      <AddTaskForm
        members={view.members}
        busy={create.status === 'loading'}
        error={create.status === 'failed' ? create.error : null}
        onAdd={(body) => dispatch(taskAddRequested(body))}
      />
      {guideOpen ? <OnboardGuide onClose={closeGuide} /> : null}
    </div>
  );
}
