import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSuggestions } from '../searchSelectors';
import { suggestionsCleared, suggestionsRequested } from '../searchSlice';
import { searchResultsPath, suggestionGroups, type SuggestionOption } from '../suggestionOptions';
import styles from './SearchCombobox.module.scss';

export interface SearchComboboxProps {
  inputId: string;
  label: string;
  placeholder: string;
  /** What the plain field held when this took its place, and whether it had the focus. */
  initialValue: string;
  focused: boolean;
}

const LISTBOX_ID = 'site-search-listbox';
const optionId = (index: number) => `site-search-option-${index}`;

/**
 * The header's search with suggestions: the WAI-ARIA 1.2 combobox pattern with a listbox popup of
 * grouped options (Products, Brands, Categories, Vendors) and a last option "See all results".
 * The focus stays in the field; arrow keys move the active option (aria-activedescendant), Enter
 * opens it (or the results page when none is active), Escape closes the list (a second Escape
 * empties the field), Tab leaves. Requests are debounced and the stale one dropped (searchSagas).
 */
export function SearchCombobox({ inputId, label, placeholder, initialValue, focused }: SearchComboboxProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const suggestions = useAppSelector(selectSuggestions);
  const [value, setValue] = useState(initialValue);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // Took the plain field's place: keep the focus and what was typed.
  useEffect(() => {
    if (!focused) return;
    input.current?.focus();
    if (initialValue.trim()) {
      dispatch(suggestionsRequested(initialValue));
      setExpanded(true);
    }
  }, [dispatch, focused, initialValue]);

  const typed = value.trim();
  const groups = useMemo(() => (suggestions.answer && typed ? suggestionGroups(suggestions.answer) : []), [suggestions.answer, typed]);
  const options = useMemo<SuggestionOption[]>(
    () =>
      typed
        ? [...groups.flatMap((g) => g.options), { key: 'all', label: `See all results for “${typed}”`, href: searchResultsPath(typed) }]
        : [],
    [groups, typed],
  );
  const open = expanded && options.length > 0;
  const activeIndex = open && active < options.length ? active : -1;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    void navigate(href);
  };

  const onChange = (next: string) => {
    setValue(next);
    setActive(-1);
    setExpanded(next.trim() !== '');
    dispatch(next.trim() ? suggestionsRequested(next) : suggestionsCleared());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          if (!event.altKey) setActive(0);
        } else setActive((activeIndex + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          setActive(options.length - 1);
        } else setActive(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          go(options[activeIndex]!.href);
        }
        break;
      case 'Escape':
        if (open) {
          // Handled here: the phone's panel (around this) stays open.
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed) go(searchResultsPath(typed));
  };

  let index = -1;
  const renderOption = (option: SuggestionOption) => {
    index += 1;
    const i = index;
    return (
      // The keyboard reaches options through the field (aria-activedescendant), as the pattern says.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === activeIndex}
        className={i === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
        // The field keeps the focus; a click opens the option.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => go(option.href)}
      >
        <span className={styles.label}>{option.label}</span>
        {option.detail && <span className={styles.detail}>{option.detail}</span>}
      </li>
    );
  };
  const seeAll = options[options.length - 1];

  return (
    <form
      role="search"
      action="/shop/search"
      className={styles.form}
      onSubmit={onSubmit}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setExpanded(typed !== '')}
      />
      <div className={styles.popup} hidden={!open}>
        <div id={LISTBOX_ID} role="listbox" aria-label="Search suggestions" className={styles.listbox}>
          {groups.map((group) => (
            <ul key={group.key} role="group" aria-labelledby={`site-search-group-${group.key}`} className={styles.group}>
              <li role="presentation" id={`site-search-group-${group.key}`} className={styles.groupLabel}>
                {group.label}
              </li>
              {group.options.map(renderOption)}
            </ul>
          ))}
          {seeAll && (
            <ul role="group" aria-label="All results" className={styles.group}>
              {renderOption(seeAll)}
            </ul>
          )}
        </div>
        {suggestions.status === 'loading' && !suggestions.answer && <p className={styles.note}>Searching…</p>}
        {suggestions.status === 'failed' && <p className={styles.note}>Suggestions are unavailable. Press Enter to search.</p>}
      </div>
      <p role="status" className="visually-hidden">
        {open && suggestions.status === 'succeeded' ? `${options.length - 1} suggestions` : ''}
      </p>
    </form>
  );
}
