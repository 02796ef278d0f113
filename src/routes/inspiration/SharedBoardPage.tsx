import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { SavedGrid } from '../../features/inspiration/components/SavedGrid';
import { sharedBoardRequested } from '../../features/inspiration/inspirationSlice';
import { selectSharedBoard } from '../../features/inspiration/inspirationSelectors';
import styles from './InspirationPages.module.scss';

/** /inspiration/shared/{token}: a board someone shared by link, read only. */
export default function SharedBoardPage() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const shared = useAppSelector(selectSharedBoard);
  const answer = shared.token === token ? shared.answer : null;
  usePageTitle(answer ? `${answer.name}: a shared board` : 'A shared board');

  useEffect(() => {
    dispatch(sharedBoardRequested(token));
  }, [dispatch, token]);

  return (
    <div className={styles.page}>
      {answer ? (
        <>
          <h1 className={styles.heading}>{answer.name}</h1>
          <p className={styles.muted}>
            {answer.owner_first_name}’s inspiration board, shared with you. <Link to="/inspiration">Browse real weddings</Link>
          </p>
          {answer.items.length ? <SavedGrid items={answer.items} /> : <p>Nothing is saved on this board yet.</p>}
        </>
      ) : shared.status === 'failed' ? (
        <>
          <h1 className={styles.heading}>A shared board</h1>
          <p className={styles.error}>{shared.error?.message}</p>
        </>
      ) : (
        <Skeleton height={400} />
      )}
    </div>
  );
}
