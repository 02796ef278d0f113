import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AddBoardItemBody } from '../../contracts/inspiration';
import { SaveToBoardDialog } from '../../features/inspiration/components/SaveToBoardDialog';
import { boardsRequested, saveDismissed, saveRequested } from '../../features/inspiration/inspirationSlice';
import { selectBoards, selectSave } from '../../features/inspiration/inspirationSelectors';
import { selectPrimaryWedding } from '../../features/user/userSelectors';

/** The save dialog wired to the store: the person's boards, the save, and where it went. */
export function SaveToBoard({ item, what, onClose }: { item: AddBoardItemBody; what: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const boards = useAppSelector(selectBoards);
  const save = useAppSelector(selectSave);
  const hasWedding = useAppSelector(selectPrimaryWedding) !== null;
  useEffect(() => {
    dispatch(saveDismissed());
    dispatch(boardsRequested());
  }, [dispatch]);
  const close = () => {
    dispatch(saveDismissed());
    onClose();
  };
  if (boards.list === null && boards.status !== 'failed') return null;
  return (
    <SaveToBoardDialog
      what={what}
      boards={boards.list}
      canShare={hasWedding}
      status={save.status}
      error={save.error}
      savedTo={save.savedTo}
      onSave={(to) => dispatch(saveRequested({ item, to }))}
      onClose={close}
    />
  );
}
