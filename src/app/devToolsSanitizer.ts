import type { Action } from '@reduxjs/toolkit';

/** The fields of a new card (checkout's NewCard) that must never be shown or kept outside the request. */
const SECRET_CARD_FIELDS: Record<string, (value: string) => string> = {
  number: (value) => `**** ${value.replace(/\D/g, '').slice(-4)}`,
  cvc: () => '***',
};

/**
 * What Redux DevTools shows of an action. A new card travels in the checkout actions (the saga
 * needs it to ask for a payment intent), so its number and security code are masked in the
 * timeline. The action itself is not changed; one without a card is returned as it is.
 */
export function redactCardDetails<A extends Action>(action: A): A {
  return redact(action, false) as A;
}

function redact(value: unknown, inCard: boolean): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => redact(item, false));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (value === null || typeof value !== 'object') return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value)) {
    const mask = inCard && typeof field === 'string' ? SECRET_CARD_FIELDS[key] : undefined;
    const next = mask ? mask(field as string) : redact(field, key === 'card');
    if (next !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}
