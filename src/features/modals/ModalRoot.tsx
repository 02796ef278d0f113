import { Suspense, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalRegistry } from './modalRegistry';
import { modalClosed } from './modalsSlice';
import { selectOpenModal } from './modalsSelectors';

const outsideDialogs = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element !== document.body && !element.closest('[role="dialog"]');

/**
 * Focus goes back to the control that opened a modal when it closes, for every modal (WCAG 2.4.3).
 * A modal opens from an event (a saga's `modalOpened`) and its code loads lazily, so by the time it
 * mounts focus may have moved (a button disabled while its request runs drops focus to the body).
 * So the opener is taken when the modal opens: the focused element, or else the last element that
 * had focus outside any dialog. It is kept while one modal replaces another (shipping exclusion →
 * shipping address) and focused again when the last one closes, if it is still on the page. A close
 * that navigates (a link inside the modal) is then overridden by the layout's move to the new page.
 */
function useReturnFocus(isOpen: boolean) {
  const lastOutside = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (outsideDialogs(event.target as Element | null)) lastOutside.current = event.target as HTMLElement;
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => document.removeEventListener('focusin', onFocusIn, true);
  }, []);

  useEffect(() => {
    if (isOpen && !wasOpen.current) {
      opener.current = outsideDialogs(document.activeElement) ? document.activeElement : lastOutside.current;
    } else if (!isOpen && wasOpen.current) {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);
}

/** Renders whichever spec §2 modal is open. */
export function ModalRoot() {
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  useReturnFocus(open !== null);
  if (!open) return null;
  const Component = modalRegistry[open.type];
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component props={open.props} onClose={() => dispatch(modalClosed())} />
    </Suspense>
  );
}
