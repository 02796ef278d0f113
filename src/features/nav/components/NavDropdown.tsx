import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '../types';
import styles from './TopNav.module.scss';

/**
 * One top-menu entry with a dropdown (disclosure pattern): Enter, Space or ArrowDown opens and
 * focuses the first link; Escape closes and returns focus to the button; arrows move between links.
 */
export function NavDropdown({
  item,
  showAll = true,
  className,
}: {
  item: NavItem;
  /** Adds 'Shop all {title}' when the children lack the item's own page. */ showAll?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const focusFirst = useRef(false);
  const id = useId();

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      listRef.current?.querySelector('a')?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirst.current = true;
      if (open) listRef.current?.querySelector('a')?.focus();
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      links[Math.min(index + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) buttonRef.current?.focus();
      else links[index - 1]?.focus();
    }
  };

  return (
    <li
      ref={wrapperRef}
      className={`${styles.menuItem} ${className ?? ''}`}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {item.title}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={id} ref={listRef} className={styles.dropdown} hidden={!open}>
        {item.children.map((child) => (
          <li key={child.id}>
            <Link to={child.path} onClick={() => setOpen(false)} onKeyDown={onListKey}>
              {child.title}
            </Link>
          </li>
        ))}
        {showAll && !item.children.some((child) => child.path === item.path) && (
          <li className={styles.dropdownAll}>
            <Link to={item.path} onClick={() => setOpen(false)} onKeyDown={onListKey}>
              Shop all {item.title}
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}
