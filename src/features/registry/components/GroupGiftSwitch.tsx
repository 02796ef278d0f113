import { useEffect, useId, useRef, useState } from 'react';
import { dollars } from '../../../contracts/groupGiftRules';
import type { RegistryItem } from '../types';
import styles from './GroupGiftSwitch.module.scss';

export interface GroupGiftSwitchProps {
  item: RegistryItem;
  /** The registry's price rule ('gifts of $X or more'), when the couple set one. */
  minPriceCents: number | null;
  busy?: boolean;
  onSwitch: (groupGift: boolean | null) => void;
}

type Choice = 'rule' | 'on' | 'off';
const toChoice = (setting: boolean | null | undefined): Choice => (setting === true ? 'on' : setting === false ? 'off' : 'rule');
const toSetting = (choice: Choice): boolean | null => (choice === 'on' ? true : choice === 'off' ? false : null);

/**
 * One gift's group gifting on the couple's manage page: follow the price rule, always, or never.
 * Turning it off while guests are funding the gift asks first, and says what happens: each
 * contributor is refunded (to their card, or as store credit).
 */
export function GroupGiftSwitch({ item, minPriceCents, busy = false, onSwitch }: GroupGiftSwitchProps) {
  const id = useId();
  const saved = toChoice(item.group_gift_setting);
  const [choice, setChoice] = useState<Choice>(saved);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setChoice(saved), [saved]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const group = item.group_gift ?? null;
  const funding = group !== null && group.funded_cents > 0;
  const ruleText = minPriceCents === null ? 'Follow my price rule (none set)' : `Follow my price rule (${dollars(minPriceCents)} or more)`;
  const choose = (next: Choice) => {
    setChoice(next);
    // Off while guests are funding it: ask first (it refunds them).
    if (funding && next === 'off') return setConfirming(true);
    setConfirming(false);
    onSwitch(toSetting(next));
  };
  return (
    <div className={styles.switch}>
      <label htmlFor={`${id}-group`}>Group gifting</label>
      <select id={`${id}-group`} value={choice} disabled={busy} onChange={(e) => choose(e.target.value as Choice)}>
        <option value="rule">{ruleText}</option>
        <option value="on">On: guests can contribute</option>
        <option value="off">Off</option>
      </select>
      {group && (
        <p className={styles.status}>
          {funding
            ? `Guests have given ${dollars(group.funded_cents)} of ${dollars(group.goal_cents)}.`
            : 'Guests can give part of its price.'}
        </p>
      )}
      {confirming && group && (
        <div className={styles.confirm} role="group" aria-label={`Turn group gifting off for ${item.title}?`}>
          <p>
            Guests have given {dollars(group.funded_cents)} toward {item.title}. Turning group gifting off refunds{' '}
            {group.contribution_count === 1 ? 'the contributor' : `all ${group.contribution_count} contributors`} (to their card, or as
            store credit) and emails them.
          </p>
          <div className={styles.buttons}>
            <button
              ref={confirmRef}
              type="button"
              className={styles.danger}
              onClick={() => {
                setConfirming(false);
                onSwitch(false);
              }}
            >
              Turn off and refund
            </button>
            <button
              type="button"
              className={styles.plain}
              onClick={() => {
                setConfirming(false);
                setChoice(saved);
              }}
            >
              Keep it a group gift
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
