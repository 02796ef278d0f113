import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { SearchComboboxProps } from './SearchCombobox';
import styles from './HeaderSearch.module.scss';

const loadCombobox = () => import('./SearchCombobox');
const INPUT_ID = 'site-search-input';
const SEARCH_LABEL = 'Search products, brands and vendors';
const PLACEHOLDER = 'Search gifts, brands, vendors';
const TOGGLE_LABEL = 'Find gifts, brands and vendors';

/**
 * The header's search at every width (issue 32). The first load carries only this: a plain search
 * form (it works without the rest: it submits to the results page) and, below 768 px, the button
 * that opens it full width. The suggestions combobox, its domain and its requests load when the
 * field is first focused or hovered, and take the field's place with what it holds.
 *
 * `compact` (a signed-in header, whose logo row also holds the primary items): the button and its
 * panel at every width, so the field does not take the primary items' room (they would go under
 * More: at 1024 px all of them).
 */
export function HeaderSearch({ compact = false }: { compact?: boolean }) {
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [open, setOpen] = useState(false);
  const plain = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const load = () => {
    loadCombobox().then(
      (m) => setCombobox(() => m.SearchCombobox),
      // Offline or a failed chunk: the plain form still searches.
      () => undefined,
    );
  };
  // A new page closes the phone's search panel.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) (document.getElementById(INPUT_ID) as HTMLInputElement | null)?.focus();
  }, [open]);

  // Escape in the panel closes it, unless the combobox used it (to close its list or empty the
  // field). On the document, not the panel: React handles keys at its root, so a listener on the
  // panel would run before the combobox's handler and never see its preventDefault.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !panel.current?.contains(event.target as Node)) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={compact ? `${styles.search} ${styles.compact}` : styles.search}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="site-search"
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* Not "Search": pages have their own Search buttons, and this one opens the header's field (aria-expanded says whether it is open). */}
        <span className="visually-hidden">{TOGGLE_LABEL}</span>
      </button>
      <div id="site-search" className={open ? `${styles.panel} ${styles.open}` : styles.panel} ref={panel}>
        {Combobox ? (
          <Combobox
            inputId={INPUT_ID}
            label={SEARCH_LABEL}
            placeholder={PLACEHOLDER}
            initialValue={plain.current?.value ?? ''}
            focused={document.activeElement === plain.current}
          />
        ) : (
          <form role="search" action="/shop/search" className={styles.form}>
            <label htmlFor={INPUT_ID} className="visually-hidden">
              {SEARCH_LABEL}
            </label>
            <input
              ref={plain}
              id={INPUT_ID}
              name="q"
              type="search"
              maxLength={100}
              autoComplete="off"
              placeholder={PLACEHOLDER}
              className={styles.input}
              onFocus={load}
              onPointerEnter={load}
            />
          </form>
        )}
      </div>
    </div>
  );
}
