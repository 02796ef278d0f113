import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CHECKLIST_BUCKETS,
  CHECKLIST_BUCKET_LABELS,
  CHECKLIST_MESSAGES,
  isOverdue,
  type ChecklistBucket,
  type ChecklistTask,
} from '../../../contracts/checklist';
import type { TaskChanges } from '../checklistSlice';
import { formatDay } from './formatDay';
import styles from './Checklist.module.scss';

export interface Member {
  user_id: number;
  first_name: string;
}

export interface TaskItemProps {
  task: ChecklistTask;
  members: readonly Member[];
  today: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onChange: (changes: TaskChanges) => void;
  onMove: (direction: 'up' | 'down') => void;
}

/** One task of the checklist: tick, when and who, the how-to, and its edit form. */
export function TaskItem({ task, members, today, canMoveUp, canMoveDown, onChange, onMove }: TaskItemProps) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  const overdue = isOverdue(task, today);
  const assignee = members.find((m) => m.user_id === task.assignee_user_id);
  return (
    <li className={`${styles.task} ${overdue ? styles.overdue : ''} ${task.done ? styles.done : ''}`} data-testid={`task-${task.id}`}>
      <div className={styles.taskMain}>
        <input
          id={`${id}-done`}
          type="checkbox"
          className={styles.check}
          checked={task.done}
          disabled={task.done_by_tool}
          onChange={(e) => onChange({ done: e.target.checked })}
        />
        <div className={styles.taskText}>
          <label htmlFor={`${id}-done`} className={styles.taskTitle}>
            {task.title}
          </label>
          <p className={styles.meta}>
            {task.due_date ? (
              <span>
                {overdue ? <strong className={styles.overdueTag}>Overdue</strong> : null} Due {formatDay(task.due_date)}
                {task.due_date_custom ? ' (your date)' : ''}
              </span>
            ) : (
              <span>No date yet</span>
            )}
            <span>{assignee ? `For ${assignee.first_name}` : 'Not assigned'}</span>
            {task.guest_count !== null ? (
              <span>{task.guest_count === 1 ? '1 guest on your list' : `${task.guest_count} guests on your list`}</span>
            ) : null}
            {task.save_the_dates_sent ? (
              <span>{task.save_the_dates_sent === 1 ? 'Sent to 1 household' : `Sent to ${task.save_the_dates_sent} households`}</span>
            ) : null}
            {task.done_by_tool ? (
              <span>{task.save_the_dates_sent !== null ? CHECKLIST_MESSAGES.doneBySaveTheDates : CHECKLIST_MESSAGES.doneByTool}</span>
            ) : null}
            {task.hidden ? <span>Hidden</span> : null}
          </p>
          {task.how_to || task.link_path ? (
            <details className={styles.howTo}>
              <summary>How to</summary>
              {task.how_to ? <p>{task.how_to}</p> : null}
              {task.link_path ? <Link to={task.link_path}>{task.link_label ?? 'Open'}</Link> : null}
            </details>
          ) : null}
        </div>
      </div>
      <div className={styles.actions} role="group" aria-label={`Actions for ${task.title}`}>
        <button
          type="button"
          className={styles.small}
          disabled={!canMoveUp}
          onClick={() => onMove('up')}
          aria-label={`Move “${task.title}” up`}
        >
          ↑ Up
        </button>
        <button
          type="button"
          className={styles.small}
          disabled={!canMoveDown}
          onClick={() => onMove('down')}
          aria-label={`Move “${task.title}” down`}
        >
          ↓ Down
        </button>
        <button
          type="button"
          className={styles.small}
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
          aria-label={`Edit “${task.title}”`}
        >
          Edit
        </button>
        <button
          type="button"
          className={styles.small}
          onClick={() => onChange({ hidden: !task.hidden })}
          aria-label={`${task.hidden ? 'Show' : 'Hide'} “${task.title}”`}
        >
          {task.hidden ? 'Show' : 'Hide'}
        </button>
      </div>
      {editing ? (
        <TaskEditForm
          task={task}
          members={members}
          onCancel={() => setEditing(false)}
          onSave={(changes) => {
            onChange(changes);
            setEditing(false);
          }}
        />
      ) : null}
    </li>
  );
}

function TaskEditForm({
  task,
  members,
  onSave,
  onCancel,
}: {
  task: ChecklistTask;
  members: readonly Member[];
  onSave: (changes: TaskChanges) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(task.title);
  const [howTo, setHowTo] = useState(task.how_to);
  const [bucket, setBucket] = useState<ChecklistBucket>(task.bucket);
  const [due, setDue] = useState(task.due_date_custom ? (task.due_date ?? '') : '');
  const [assignee, setAssignee] = useState(task.assignee_user_id === null ? '' : String(task.assignee_user_id));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({
      title,
      how_to: howTo,
      bucket,
      due_date: due === '' ? null : due,
      assignee_user_id: assignee === '' ? null : Number(assignee),
    });
  };
  return (
    <form className={styles.editForm} onSubmit={submit} aria-label={`Edit “${task.title}”`}>
      <label htmlFor={`${id}-title`}>Task</label>
      <input id={`${id}-title`} value={title} required maxLength={140} onChange={(e) => setTitle(e.target.value)} />
      <label htmlFor={`${id}-how`}>Notes</label>
      <textarea id={`${id}-how`} value={howTo} rows={3} maxLength={1000} onChange={(e) => setHowTo(e.target.value)} />
      <label htmlFor={`${id}-bucket`}>When</label>
      <select id={`${id}-bucket`} value={bucket} onChange={(e) => setBucket(e.target.value as ChecklistBucket)}>
        {CHECKLIST_BUCKETS.map((b) => (
          <option key={b} value={b}>
            {CHECKLIST_BUCKET_LABELS[b]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-due`}>Your own due date (leave empty to follow the wedding date)</label>
      <input id={`${id}-due`} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
      <label htmlFor={`${id}-who`}>Who does it</label>
      <select id={`${id}-who`} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
        <option value="">Nobody yet</option>
        {members.map((m) => (
          <option key={m.user_id} value={m.user_id}>
            {m.first_name}
          </option>
        ))}
      </select>
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary}>
          Save
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
