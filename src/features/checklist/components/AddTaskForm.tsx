import { useId, useState, type FormEvent } from 'react';
import { CHECKLIST_BUCKETS, CHECKLIST_BUCKET_LABELS, type ChecklistBucket, type CreateTaskBody } from '../../../contracts/checklist';
import type { ApiError } from '../../../lib/http';
import type { Member } from './TaskItem';
import styles from './Checklist.module.scss';

/** Adds a task of the couple's own to a bucket, with an optional date and who does it. */
export function AddTaskForm({
  members,
  busy,
  error,
  onAdd,
}: {
  members: readonly Member[];
  busy: boolean;
  error: ApiError | null;
  onAdd: (body: CreateTaskBody) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [bucket, setBucket] = useState<ChecklistBucket>('MONTHS_6');
  const [due, setDue] = useState('');
  const [assignee, setAssignee] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd({ title, bucket, due_date: due || null, assignee_user_id: assignee ? Number(assignee) : null });
    setTitle('');
    setDue('');
  };
  return (
    <form className={styles.addForm} onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Add a task</h2>
      <div className={styles.addFields}>
        <div>
          <label htmlFor={`${id}-title`}>Task</label>
          <input id={`${id}-title`} value={title} required maxLength={140} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-bucket`}>When</label>
          <select id={`${id}-bucket`} value={bucket} onChange={(e) => setBucket(e.target.value as ChecklistBucket)}>
            {CHECKLIST_BUCKETS.map((b) => (
              <option key={b} value={b}>
                {CHECKLIST_BUCKET_LABELS[b]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-due`}>Due date (optional)</label>
          <input id={`${id}-due`} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-who`}>Who does it</label>
          <select id={`${id}-who`} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Nobody yet</option>
            {members.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.first_name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        Add task
      </button>
    </form>
  );
}
