import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './DisclosureMenu.module.scss';

export type DisclosureEntry =
  { id: string; label: string; to: string; current?: boolean } | { id: string; label: string; onSelect: () => void };

export interface DisclosureMenuProps {
  /** The button's visible text. */
  label: ReactNode;
  /** The button's accessible name when the visible text is not enough ("More navigation links"). */
  buttonLabel?: string;
  entries: DisclosureEntry[];
  /** Which edge the menu lines up with (the header's right side opens leftwards). */
  align?: 'start' | 'end';
  /** Marks the button as holding the current page (an overflowed active item). */
  current?: boolean;
  className?: string;
  buttonClassName?: string;
}

/**
 * A disclosure button with a menu of links (and actions): the "More" overflow of a navigation row,
 * the account and registry quick-links menus. Enter, Space or ArrowDown opens it on the first
 * entry, ArrowUp on the last; ArrowDown/ArrowUp move (wrapping), Home/End jump; Escape closes and
 * returns focus to the button; Tab away or a click outside closes it; choosing an entry closes it.
 */
export function DisclosureMenu({
  label,
  buttonLabel,
  entries,
  align = 'start',
  current = false,
  className,
  buttonClassName,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const id = useId();

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const all = items();
    (focusOnOpen.current === 'last' ? all.at(-1) : all[0])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    if (open) {
      const all = items();
      (where === 'last' ? all.at(-1) : all[0])?.focus();
      focusOnOpen.current = null;
    } else setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onEntryKey = (event: KeyboardEvent<HTMLElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
  };

  return (
    <div
      ref={wrapperRef}
      className={`${styles.wrapper} ${className ?? ''}`}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.button} ${current ? styles.current : ''} ${buttonClassName ?? ''}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={id} ref={listRef} className={`${styles.menu} ${align === 'end' ? styles.alignEnd : ''}`} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {'to' in entry ? (
              <Link to={entry.to} aria-current={entry.current ? 'page' : undefined} onClick={() => close(false)} onKeyDown={onEntryKey}>
                {entry.label}
              </Link>
            ) : (
              <button
                type="button"
                onKeyDown={onEntryKey}
                onClick={() => {
                  close(false);
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
