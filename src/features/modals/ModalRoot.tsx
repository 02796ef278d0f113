import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalRegistry } from './modalRegistry';
import { modalClosed } from './modalsSlice';
import { selectOpenModal } from './modalsSelectors';

/** Renders whichever spec §2 modal is open. */
export function ModalRoot() {
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  if (!open) return null;
  const Component = modalRegistry[open.type];
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component props={open.props} onClose={() => dispatch(modalClosed())} />
    </Suspense>
  );
}
