import { useId, useState, type FormEvent } from 'react';
import type { GroupGiftContributionView, ItemGroupGift } from '../../../contracts/groupGifts';
import { contributionProblem, dollars, fundedPercent } from '../../../contracts/groupGiftRules';
import { parseDollars } from '../../../lib/money';
import { ProgressBar } from './ProgressBar';
import styles from './GroupGiftPanel.module.scss';

export interface GroupGiftPanelProps {
  title: string;
  group: ItemGroupGift;
  /** 'Contribute' with the amount the guest typed, or 'Give the rest' with what is left. */
  onContribute?: (amountCents: number) => void;
  /** 'Buy it all': the whole gift, bought outright (only while nobody has started funding it). */
  onBuyWhole?: () => void;
  /** An add to the cart is in flight: the buttons wait for it. */
  busy?: boolean;
}

/**
 * A group gift as a guest sees it: how much of its price is funded (the bar and the figures), who
 * gave (names and messages, never amounts), and two ways to give: part of it ('Contribute', from
 * the least to what is left, the contract's rules) or all of it ('Buy it all', or 'Give the rest'
 * once others have started).
 */
export function GroupGiftPanel({ title, group, onContribute, onBuyWhole, busy = false }: GroupGiftPanelProps) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const funded = group.remaining_cents === 0 && group.funded_cents > 0;
  const open = group.remaining_cents > 0;
  const percent = fundedPercent(group.funded_cents, group.goal_cents);
  const figures = `${dollars(group.funded_cents)} of ${dollars(group.goal_cents)} funded`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    const problem = cents === null ? 'Enter an amount in dollars, like 25.' : contributionProblem(cents, group.remaining_cents);
    setError(problem);
    if (!problem && cents !== null) onContribute?.(cents);
  };
  const started = group.funded_cents > 0;
  return (
    <div className={styles.panel}>
      <p className={styles.eyebrow}>Group gift</p>
      {group.goal_cents > 0 && (
        <>
          <ProgressBar value={percent} label={`${title} funding`} valueText={figures} />
          <p className={styles.figures}>
            <strong>{dollars(group.funded_cents)}</strong> of {dollars(group.goal_cents)} funded
            {open && started && <span> · {dollars(group.remaining_cents)} to go</span>}
          </p>
        </>
      )}
      <Contributors title={title} count={group.contribution_count} contributions={group.contributions} />
      {open && onContribute && (
        <form className={styles.contribute} onSubmit={submit} noValidate>
          <label htmlFor={`${id}-amount`}>
            Your contribution<span className="visually-hidden"> to {title}</span>
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            {group.min_contribution_cents === group.remaining_cents
              ? `${dollars(group.remaining_cents)} is left.`
              : `From ${dollars(group.min_contribution_cents)} to ${dollars(group.remaining_cents)}.`}
          </p>
          <div className={styles.amountRow}>
            <span className={styles.currency} aria-hidden="true">
              $
            </span>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
            <button type="submit" className={styles.primary} disabled={busy}>
              Contribute
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className={styles.fieldError} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      {open && onContribute && started && (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          aria-label={`Give the rest of ${title}: ${dollars(group.remaining_cents)}`}
          onClick={() => onContribute(group.remaining_cents)}
        >
          Give the rest ({dollars(group.remaining_cents)})
        </button>
      )}
      {open && onBuyWhole && !started && group.buyable_qty > 0 && (
        <button type="button" className={styles.secondary} disabled={busy} aria-label={`Buy it all: ${title}`} onClick={onBuyWhole}>
          Buy it all ({dollars(group.goal_cents)})
        </button>
      )}
      {funded && <p className={styles.figures}>Fully funded: it ships to the couple.</p>}
    </div>
  );
}

/** A panel lists this many of the newest contributors, then says how many more. */
const CONTRIBUTORS_SHOWN = 5;

/** Who gave toward the gift and what they wrote: never how much (the couple see amounts in their tracker). */
function Contributors({ title, count, contributions }: { title: string; count: number; contributions: GroupGiftContributionView[] }) {
  if (count === 0) return <p className={styles.figures}>Be the first to contribute.</p>;
  const shown = contributions.slice(0, CONTRIBUTORS_SHOWN);
  const more = count - shown.length;
  return (
    <div className={styles.contributors}>
      <p className={styles.figures}>{count === 1 ? '1 contribution' : `${count} contributions`}</p>
      <ul aria-label={`Contributions to ${title}`}>
        {shown.map((c, index) => (
          <li key={`${c.received_at}-${index}`}>
            <span className={styles.giver}>{c.giver_name}</span>
            {c.message && <q className={styles.message}>{c.message}</q>}
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.figures}>and {more === 1 ? '1 more' : `${more} more`}</p>}
    </div>
  );
}
