import { useId, useState, type FormEvent } from 'react';
import {
  RULE_KINDS,
  RULE_KIND_LABELS,
  type RuleBody,
  type RuleKind,
  type SeatingGuest,
  type SeatingRule,
} from '../../../contracts/seating';
import type { ApiError } from '../../../lib/http';
import styles from './Seating.module.scss';

/** "Keep together" and "keep apart" between two guests: listed with a way to remove them, and a form to add one. */
export function RulesPanel({
  rules,
  guests,
  namesById,
  error,
  onAdd,
  onRemove,
}: {
  rules: readonly SeatingRule[];
  guests: readonly SeatingGuest[];
  namesById: Readonly<Record<number, SeatingGuest>>;
  error: ApiError | null;
  onAdd: (body: RuleBody) => void;
  onRemove: (id: number) => void;
}) {
  const [kind, setKind] = useState<RuleKind>('APART');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const id = useId();
  const sorted = [...guests].sort((x, y) => x.name.localeCompare(y.name));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!a || !b) return;
    onAdd({ kind, guest_ids: [Number(a), Number(b)] });
  };
  const nameOf = (guestId: number) => namesById[guestId]?.name ?? 'A guest not at this event';
  return (
    <section className={styles.rules} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Keep together, keep apart</h2>
      <p className={styles.muted}>Rules hold for every event. The chart warns when a seat breaks one; auto-seat follows them.</p>
      {rules.length ? (
        <ul className={styles.ruleList}>
          {rules.map((r) => (
            <li key={r.id}>
              <span>
                <strong>{RULE_KIND_LABELS[r.kind]}:</strong> {nameOf(r.guest_ids[0])} and {nameOf(r.guest_ids[1])}
              </span>
              <button
                type="button"
                className={styles.link}
                onClick={() => onRemove(r.id)}
                aria-label={`Remove the rule: ${RULE_KIND_LABELS[r.kind].toLowerCase()} ${nameOf(r.guest_ids[0])} and ${nameOf(r.guest_ids[1])}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.ruleForm} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Rule</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as RuleKind)}>
            {RULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {RULE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-a`}>Guest</label>
          <select id={`${id}-a`} value={a} onChange={(e) => setA(e.target.value)} required>
            <option value="">Choose a guest</option>
            {sorted.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-b`}>And guest</label>
          <select id={`${id}-b`} value={b} onChange={(e) => setB(e.target.value)} required>
            <option value="">Choose a guest</option>
            {sorted.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.secondary}>
          Add rule
        </button>
        {error ? (
          <p role="alert" className={styles.error}>
            {error.message}
          </p>
        ) : null}
      </form>
    </section>
  );
}
