import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/Modal/Modal';
import { BOARD_NAME_MAX, type BoardSummary } from '../../../contracts/inspiration';
import type { ApiError } from '../../../lib/http';
import type { RequestStatus } from '../../../lib/requestSaga';
import type { SaveTarget } from '../inspirationSlice';
import styles from './SaveToBoardDialog.module.scss';

const NEW = 'new';

/**
 * Where to save a photo or a wedding: one of the boards the person can save to (their own and
 * the ones their partner shares), or a new board, private or shared with their partner.
 */
export function SaveToBoardDialog({
  what,
  boards,
  canShare,
  status,
  error,
  savedTo,
  onSave,
  onClose,
}: {
  /** What is being saved, for the title ('this photo', 'this wedding'). */
  what: string;
  boards: BoardSummary[] | null;
  /** The person has a wedding, so a board can be shared with their partner. */
  canShare: boolean;
  status: RequestStatus;
  error: ApiError | null;
  savedTo: { id: number; name: string } | null;
  onSave: (to: SaveTarget) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<string>(() => (boards?.[0] ? String(boards[0].id) : NEW));
  const [name, setName] = useState('');
  const [shared, setShared] = useState(canShare);
  const saving = status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choice === NEW ? { newBoard: { name, shared_with_partner: canShare && shared } } : { boardId: Number(choice) });
  };

  if (savedTo && status === 'succeeded')
    return (
      <Modal title="Saved" onClose={onClose}>
        <p role="status" className={styles.done}>
          Saved to <strong>{savedTo.name}</strong>.
        </p>
        <div className={styles.actions}>
          <Link className={styles.secondary} to={`/inspiration/boards/${savedTo.id}`}>
            See the board
          </Link>
          <button type="button" className={styles.primary} onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );

  return (
    <Modal title={`Save ${what} to a board`} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} aria-busy={saving}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Board</legend>
          {(boards ?? []).map((b) => (
            <label key={b.id} className={styles.option}>
              <input
                type="radio"
                name={`${id}-board`}
                value={b.id}
                checked={choice === String(b.id)}
                onChange={() => setChoice(String(b.id))}
              />
              <span>
                {b.name}
                <span className={styles.hint}>
                  {b.shared_with_partner
                    ? b.is_owner
                      ? ' · shared with your partner'
                      : ` · ${b.owner_first_name}’s, shared with you`
                    : ' · private'}
                </span>
              </span>
            </label>
          ))}
          <label className={styles.option}>
            <input type="radio" name={`${id}-board`} value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} />
            <span>A new board</span>
          </label>
        </fieldset>
        {choice === NEW && (
          <div className={styles.newBoard}>
            <label className={styles.label} htmlFor={`${id}-name`}>
              Board name
            </label>
            <input
              id={`${id}-name`}
              className={styles.input}
              value={name}
              maxLength={BOARD_NAME_MAX}
              required
              onChange={(e) => setName(e.target.value)}
            />
            {canShare ? (
              <label className={styles.option}>
                <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
                <span>Share with my partner</span>
              </label>
            ) : (
              <p className={styles.hint}>
                Boards are private until you tell us about your wedding; then you can share them with your partner.
              </p>
            )}
          </div>
        )}
        {status === 'failed' && error && (
          <p role="alert" className={styles.error}>
            {error.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
