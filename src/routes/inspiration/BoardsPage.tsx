import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { BOARD_NAME_MAX } from '../../contracts/inspiration';
import { returnToFor, withReturnTo } from '../../contracts/returnTo';
import { boardCreateRequested, boardsRequested } from '../../features/inspiration/inspirationSlice';
import { selectBoardEdit, selectBoards } from '../../features/inspiration/inspirationSelectors';
import { selectIsGuest, selectPrimaryWedding } from '../../features/user/userSelectors';
import { InspirationNav } from './InspirationNav';
import styles from './InspirationPages.module.scss';

/** /inspiration/boards: the person's boards and their partner's shared ones; make a new one. */
export default function BoardsPage() {
  usePageTitle('Your inspiration boards');
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const hasWedding = useAppSelector(selectPrimaryWedding) !== null;
  const boards = useAppSelector(selectBoards);
  const edit = useAppSelector(selectBoardEdit);
  const returnTo = returnToFor(useLocation());
  const [name, setName] = useState('');
  const [shared, setShared] = useState(true);

  useEffect(() => {
    if (!isGuest) dispatch(boardsRequested());
  }, [dispatch, isGuest]);

  const create = (event: FormEvent) => {
    event.preventDefault();
    dispatch(boardCreateRequested({ name, shared_with_partner: hasWedding && shared }));
    setName('');
  };

  return (
    <div className={styles.page}>
      <InspirationNav />
      <h1 className={styles.heading}>Your boards</h1>
      {isGuest ? (
        <p>
          Boards keep the photos and weddings you love, for you and your partner.{' '}
          <Link to={withReturnTo('/account/login', returnTo)}>Log in</Link> to make one.
        </p>
      ) : (
        <>
          <form className={styles.inlineForm} onSubmit={create}>
            <label className={styles.fieldLabel} htmlFor="new-board-name">
              New board
            </label>
            <input
              id="new-board-name"
              className={styles.input}
              value={name}
              maxLength={BOARD_NAME_MAX}
              required
              onChange={(e) => setName(e.target.value)}
            />
            {hasWedding && (
              <label className={styles.choice}>
                <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
                Share with my partner
              </label>
            )}
            <button type="submit" className={styles.primaryButton} disabled={edit.status === 'loading'}>
              Make the board
            </button>
          </form>
          {edit.status === 'failed' && (
            <p role="alert" className={styles.error}>
              {edit.error?.message}
            </p>
          )}
          {boards.status === 'failed' && <p className={styles.error}>{boards.error?.message}</p>}
          {boards.list === null && boards.status !== 'failed' && <Skeleton height={240} />}
          {boards.list?.length === 0 && (
            <p>
              No boards yet. Save a photo from a <Link to="/inspiration">real wedding</Link>, or make a board above.
            </p>
          )}
          {boards.list && boards.list.length > 0 && (
            <ul className={styles.grid} aria-label="Boards">
              {boards.list.map((b) => (
                <li key={b.id} className={styles.boardCard}>
                  {b.cover ? (
                    <img className={styles.boardCover} src={b.cover.src} width={480} height={360} alt="" loading="lazy" />
                  ) : (
                    <div className={styles.boardCoverEmpty} aria-hidden="true" />
                  )}
                  <h2 className={styles.boardName}>
                    <Link className={styles.tileLink} to={`/inspiration/boards/${b.id}`}>
                      {b.name}
                    </Link>
                  </h2>
                  <p className={styles.muted}>
                    {b.item_count} {b.item_count === 1 ? 'save' : 'saves'} ·{' '}
                    {b.shared_with_partner
                      ? b.is_owner
                        ? 'Shared with your partner'
                        : `${b.owner_first_name}’s, shared with you`
                      : 'Private'}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
