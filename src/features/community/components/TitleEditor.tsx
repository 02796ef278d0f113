import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EDIT_WINDOW_MINUTES, TITLE_MAX } from '../../../contracts/community';
import styles from './Community.module.scss';

export interface TitleEditorProps {
  title: string;
  busy: boolean;
  /** The viewer is staff (no time limit), not the author within the edit window. */
  isStaff: boolean;
  onSave: (title: string) => void;
  /** The form closed (saved or cancelled): the page puts the focus back on the heading. */
  onClose: () => void;
  /** Moves when the server accepted a new title: the form then closes. */
  saved: string;
}

/**
 * "Change title" on a thread: its author may for EDIT_WINDOW_MINUTES after starting it, staff
 * always. Checks what a person can fix before sending (the length); the server decides the rest.
 */
export function TitleEditor({ title, busy, isStaff, onSave, onClose, saved }: TitleEditorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(title);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const lastSaved = useRef(saved);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (saved === lastSaved.current) return;
    lastSaved.current = saved;
    if (open) {
      setOpen(false);
      onClose();
    }
  }, [saved, open, onClose]);

  if (!open) {
    return (
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setValue(title);
          setProblem(null);
          setOpen(true);
        }}
      >
        Change title
      </button>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (trimmed.length < 5) return setProblem('A title needs at least 5 characters.');
    setProblem(null);
    if (trimmed === title) {
      setOpen(false);
      return onClose();
    }
    onSave(trimmed);
  };
  return (
    <form className={styles.titleForm} onSubmit={submit} noValidate aria-label="Change the thread’s title">
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Thread title</label>
        <input
          id={`${id}-title`}
          ref={input}
          value={value}
          maxLength={TITLE_MAX}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          onChange={(e) => setValue(e.target.value)}
        />
        <p className={styles.hint} id={`${id}-hint`}>
          {isStaff ? 'Staff can change a title at any time.' : `You can change the title for ${EDIT_WINDOW_MINUTES} minutes after posting.`}
        </p>
      </div>
      {problem ? (
        <p className={styles.error} id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Saving…' : 'Save title'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setOpen(false);
            onClose();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
