import { useEffect, useRef } from 'react';

/**
 * A form dialog's first field, focused when the dialog opens. The shared Modal focuses its first
 * focusable element (the close button) in its own effect, which runs after the form's: the field
 * takes focus just after, once the dialog is in place.
 */
export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
