import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Accordion.module.scss';

export interface AccordionItem {
  id: string;
  hed: ReactNode;
  dek: ReactNode;
}

export type CollapseState = 'entering' | 'entered' | 'exiting' | 'exited';

/** Spec §9: collapse timeout. */
export const COLLAPSE_TIMEOUT_MS = 350;

export interface AccordionProps {
  items: AccordionItem[];
  /** Several open at once; otherwise opening one closes the others (spec §2). */
  multiple?: boolean;
  /** Ids open at first. */
  initiallyOpen?: string[];
  /** Changing this value closes every item (the spec's collapse-all signal). */
  collapseAllSignal?: number;
  headingLevel?: 2 | 3 | 4;
}

/** Spec §2/§4 accordion: click toggles (multiple) or opens exclusively; entering/entered/exiting/exited. */
export function Accordion({ items, multiple = false, initiallyOpen = [], collapseAllSignal, headingLevel = 3 }: AccordionProps) {
  const base = useId();
  const [states, setStates] = useState<Record<string, CollapseState>>(() =>
    Object.fromEntries(items.map((item) => [item.id, initiallyOpen.includes(item.id) ? 'entered' : 'exited'])),
  );
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});

  const transition = (id: string, open: boolean) => {
    clearTimeout(timers.current[id]);
    setStates((s) => ({ ...s, [id]: open ? 'entering' : 'exiting' }));
    timers.current[id] = setTimeout(() => setStates((s) => ({ ...s, [id]: open ? 'entered' : 'exited' })), COLLAPSE_TIMEOUT_MS);
  };
  const isOpen = (state: CollapseState | undefined) => state === 'entering' || state === 'entered';

  const toggle = (id: string) => {
    const opening = !isOpen(states[id]);
    if (!multiple && opening) for (const item of items) if (item.id !== id && isOpen(states[item.id])) transition(item.id, false);
    transition(id, opening);
  };

  const firstSignal = useRef(true);
  useEffect(() => {
    if (firstSignal.current) {
      firstSignal.current = false;
      return;
    }
    for (const item of items) if (isOpen(states[item.id])) transition(item.id, false);
    // Only the signal triggers collapse-all.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapseAllSignal]);

  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const state = states[item.id] ?? 'exited';
        const open = isOpen(state);
        const panelId = `${base}-${item.id}-panel`;
        const buttonId = `${base}-${item.id}-button`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.hed}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={`${styles.panel} ${styles[state]}`}
              data-state={state}
              data-testid={`accordion-panel-${item.id}`}
              hidden={state === 'exited'}
            >
              <div className={styles.dek}>{item.dek}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
