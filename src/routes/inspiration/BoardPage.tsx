import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { BOARD_NAME_MAX } from '../../contracts/inspiration';
import { returnToFor, withReturnTo } from '../../contracts/returnTo';
import { SavedGrid } from '../../features/inspiration/components/SavedGrid';
import {
  boardDeleteRequested,
  boardRequested,
  boardUpdateRequested,
  itemRemoveRequested,
  shareLinkRequested,
} from '../../features/inspiration/inspirationSlice';
import { selectBoard, selectBoardEdit } from '../../features/inspiration/inspirationSelectors';
import { selectIsGuest, selectPrimaryWedding } from '../../features/user/userSelectors';
import { InspirationNav } from './InspirationNav';
import styles from './InspirationPages.module.scss';

/**
 * /inspiration/boards/{id}: a board's saves. Its owner renames it, shares it with their partner,
 * turns its read-only link on or off, or deletes it; the partner of a shared board adds and removes saves.
 */
export default function BoardPage() {
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = returnToFor(useLocation());
  const isGuest = useAppSelector(selectIsGuest);
  const hasWedding = useAppSelector(selectPrimaryWedding) !== null;
  const board = useAppSelector(selectBoard);
  const edit = useAppSelector(selectBoardEdit);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const detail = board.id === id ? board.detail : null;
  usePageTitle(detail?.name ?? 'Board');

  useEffect(() => {
    if (!isGuest && Number.isInteger(id)) dispatch(boardRequested(id));
  }, [dispatch, id, isGuest]);

  if (isGuest)
    return (
      <div className={styles.page}>
        <InspirationNav />
        <h1 className={styles.heading}>Board</h1>
        <p>
          <Link to={withReturnTo('/account/login', returnTo)}>Log in</Link> to see your boards.
        </p>
      </div>
    );
  if (!detail)
    return (
      <div className={styles.page}>
        <InspirationNav />
        {board.status === 'failed' ? (
          <>
            <h1 className={styles.heading}>Board</h1>
            <p className={styles.error}>{board.error?.message}</p>
            <Link to="/inspiration/boards">Your boards</Link>
          </>
        ) : (
          <Skeleton height={400} />
        )}
      </div>
    );

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (renaming !== null) dispatch(boardUpdateRequested({ id, changes: { name: renaming } }));
    setRenaming(null);
  };
  const shareUrl = detail.share_path ? `${window.location.origin}${detail.share_path}` : null;

  return (
    <div className={styles.page}>
      <InspirationNav />
      <h1 className={styles.heading}>{detail.name}</h1>
      <p className={styles.muted}>
        {detail.item_count} {detail.item_count === 1 ? 'save' : 'saves'} ·{' '}
        {detail.shared_with_partner
          ? detail.is_owner
            ? 'Shared with your partner'
            : `${detail.owner_first_name}’s board, shared with you`
          : 'Private'}
      </p>

      {detail.is_owner && (
        <section className={styles.boardTools} aria-label="Board settings">
          {renaming === null ? (
            <button type="button" className={styles.secondaryButton} onClick={() => setRenaming(detail.name)}>
              Rename
            </button>
          ) : (
            <form className={styles.inlineForm} onSubmit={rename}>
              <label className={styles.fieldLabel} htmlFor="board-name">
                Board name
              </label>
              <input
                id="board-name"
                className={styles.input}
                value={renaming}
                maxLength={BOARD_NAME_MAX}
                required
                onChange={(e) => setRenaming(e.target.value)}
              />
              <button type="submit" className={styles.primaryButton}>
                Save name
              </button>
              <button type="button" className={styles.secondaryButton} onClick={() => setRenaming(null)}>
                Cancel
              </button>
            </form>
          )}
          {hasWedding && (
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={detail.shared_with_partner}
                onChange={(e) => dispatch(boardUpdateRequested({ id, changes: { shared_with_partner: e.target.checked } }))}
              />
              Share with my partner
            </label>
          )}
          <div className={styles.shareLink}>
            {shareUrl ? (
              <>
                <label className={styles.fieldLabel} htmlFor="share-url">
                  Anyone with this link can see the board (not change it)
                </label>
                <input id="share-url" className={styles.input} readOnly value={shareUrl} onFocus={(e) => e.target.select()} />
                <button type="button" className={styles.secondaryButton} onClick={() => dispatch(shareLinkRequested({ id, on: false }))}>
                  Turn the link off
                </button>
              </>
            ) : (
              <button type="button" className={styles.secondaryButton} onClick={() => dispatch(shareLinkRequested({ id, on: true }))}>
                Make a link to share
              </button>
            )}
          </div>
          {confirmDelete ? (
            <p className={styles.confirm}>
              Delete “{detail.name}” and its {detail.item_count} saves?{' '}
              <button
                type="button"
                className={styles.dangerButton}
                onClick={() => {
                  dispatch(boardDeleteRequested(id));
                  void navigate('/inspiration/boards');
                }}
              >
                Delete the board
              </button>{' '}
              <button type="button" className={styles.secondaryButton} onClick={() => setConfirmDelete(false)}>
                Keep it
              </button>
            </p>
          ) : (
            <button type="button" className={styles.secondaryButton} onClick={() => setConfirmDelete(true)}>
              Delete…
            </button>
          )}
        </section>
      )}
      {edit.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {edit.error?.message}
        </p>
      )}

      {detail.items.length === 0 ? (
        <p>
          Nothing saved yet. Find something you love among the <Link to="/inspiration">real weddings</Link>.
        </p>
      ) : (
        <SavedGrid items={detail.items} onRemove={(item) => dispatch(itemRemoveRequested({ boardId: id, itemId: item.id }))} />
      )}
    </div>
  );
}
