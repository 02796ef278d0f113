import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './Seating.module.scss';

export interface SeatChoice {
  id: number;
  label: string;
  free: number;
}

/**
 * The non-drag way to seat: a "Seat at…" button opening a menu of the tables with room for the
 * chosen guests (arrow keys move through it, Escape closes it and gives the focus back).
 */
export function SeatAtMenu({
  label = 'Seat at…',
  describedBy,
  count,
  tables,
  onChoose,
  onUnseat,
  disabled = false,
}: {
  label?: string;
  /** What the menu seats (the visible text naming the guests), for screen readers. */
  describedBy?: string;
  count: number;
  tables: readonly SeatChoice[];
  onChoose: (tableId: number) => void;
  /** Offered for seated guests: "Not seated". */
  onUnseat?: () => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const roomy = tables.filter((t) => t.free >= count);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (fn: () => void) => {
    fn();
    close();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items.at(-1))?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.secondary}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open ? (
        <ul id={menuId} ref={menuRef} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          {roomy.map((t) => (
            <li key={t.id} role="none">
              <button type="button" role="menuitem" onClick={() => choose(() => onChoose(t.id))}>
                {t.label} <span className={styles.muted}>({t.free} free)</span>
              </button>
            </li>
          ))}
          {onUnseat ? (
            <li role="none">
              <button type="button" role="menuitem" onClick={() => choose(onUnseat)}>
                Not seated
              </button>
            </li>
          ) : null}
          {roomy.length === 0 ? (
            <li role="none">
              <button type="button" role="menuitem" onClick={close}>
                {tables.length === 0
                  ? 'Add a table first'
                  : `No table has ${count} free ${count === 1 ? 'seat' : 'seats'}: add seats or a table`}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
