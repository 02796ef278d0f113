import { useEffect, useId, useImperativeHandle, useState, type Ref } from 'react';
import { AddressForm } from '../../../components/AddressForm/AddressForm';
import { TextField } from '../../../components/TextField/TextField';
import { addressErrors, cleanAddress, contactErrors, EMPTY_ADDRESS } from '../checkoutRules';
import type { Address, CheckoutUser } from '../types';
import styles from './Checkout.module.scss';
import local from './CheckoutContact.module.scss';

const GIFT_MESSAGE_MAX = 500;

export interface ContactDetails {
  email: string;
  giverName: string;
  /** Only for a registry cart, and only when written. */
  giftMessage?: string;
  /** Only for a registry cart, when the giver chose to share it (for the couple's thank-you note). */
  giverAddress?: Address;
}

export interface CheckoutContactHandle {
  /** At Place order: the first invalid field's id, else null. */
  check: () => string | null;
  /** The details as the order sends them. */
  details: () => ContactDetails;
}

export interface CheckoutContactProps {
  /** A registry cart: the giver's name and a gift message for the couple. */
  forRegistry: boolean;
  user: CheckoutUser | null;
  showErrors: boolean;
  ref?: Ref<CheckoutContactHandle>;
}

/** Checkout's contact (or, for a registry cart, the giver and a gift message): owns its drafts. */
export function CheckoutContact({ forRegistry, user, showErrors, ref }: CheckoutContactProps) {
  const messageId = useId();
  const [contact, setContact] = useState({ email: '', giverName: '', giftMessage: '' });
  const [shareAddress, setShareAddress] = useState(false);
  const [giverAddress, setGiverAddress] = useState<Address>(EMPTY_ADDRESS);
  const sharing = forRegistry && shareAddress;
  // The same rules as a shipping address, but the name is the giver's own.
  const giverAddressErrs = sharing
    ? { ...addressErrors(giverAddress), ...(giverAddress.name.trim() ? {} : { name: 'Please enter your name.' }) }
    : {};

  // A signed-in buyer's details fill the empty fields once known.
  useEffect(() => {
    if (!user || user.isGuest) return;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    setContact((c) => ({ ...c, email: c.email || (user.email ?? ''), giverName: c.giverName || name }));
  }, [user]);

  const contactErrs = contactErrors(contact);
  useImperativeHandle(ref, () => ({
    check: () => {
      const first = Object.keys(contactErrs)[0];
      if (first) return `co-${first}`;
      const firstAddress = Object.keys(giverAddressErrs)[0];
      return firstAddress ? `giver-${firstAddress}` : null;
    },
    details: () => ({
      email: contact.email.trim(),
      giverName: contact.giverName.trim(),
      ...(forRegistry && contact.giftMessage.trim() ? { giftMessage: contact.giftMessage.trim() } : {}),
      ...(sharing ? { giverAddress: cleanAddress(giverAddress) } : {}),
    }),
  }));

  const messageOver = contact.giftMessage.length - GIFT_MESSAGE_MAX;

  return (
    <section className={styles.section} aria-labelledby="co-contact">
      <h2 id="co-contact">{forRegistry ? 'Your details' : 'Contact'}</h2>
      <TextField
        id="co-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={contact.email}
        onChange={(email) => setContact({ ...contact, email })}
        error={contactErrs.email}
        forceError={showErrors}
        hint="We send your order confirmation here."
      />
      <TextField
        id="co-giverName"
        label={forRegistry ? 'Your name (who the gift is from)' : 'Your name'}
        required
        autoComplete="name"
        value={contact.giverName}
        onChange={(giverName) => setContact({ ...contact, giverName })}
        error={contactErrs.giverName}
        forceError={showErrors}
      />
      {forRegistry && (
        <div className={local.textarea}>
          <label htmlFor="co-giftMessage">Gift message (optional)</label>
          <textarea
            id="co-giftMessage"
            rows={3}
            value={contact.giftMessage}
            onChange={(event) => setContact({ ...contact, giftMessage: event.target.value })}
            aria-invalid={messageOver > 0 ? true : undefined}
            aria-describedby={`${messageId}-count${messageOver > 0 ? ` ${messageId}-error` : ''}`}
          />
          <div className={local.textareaFooter}>
            {messageOver > 0 && (
              <p id={`${messageId}-error`} className={styles.error} role="alert">
                You are {messageOver} characters over maximum.
              </p>
            )}
            <p id={`${messageId}-count`} className={local.counter}>
              {contact.giftMessage.length}/{GIFT_MESSAGE_MAX}
            </p>
          </div>
        </div>
      )}
      {forRegistry && (
        <div className={local.giverAddress}>
          <label className={local.share}>
            <input
              type="checkbox"
              checked={shareAddress}
              onChange={(event) => {
                setShareAddress(event.target.checked);
                if (event.target.checked && !giverAddress.name) setGiverAddress({ ...giverAddress, name: contact.giverName.trim() });
              }}
            />
            <span>Share my mailing address with the couple for their thank-you note (optional)</span>
          </label>
          {shareAddress && (
            <fieldset className={local.addressFields}>
              <legend className="visually-hidden">Your mailing address</legend>
              <AddressForm
                value={giverAddress}
                onChange={setGiverAddress}
                errors={giverAddressErrs}
                showErrors={showErrors}
                idPrefix="giver"
              />
            </fieldset>
          )}
        </div>
      )}
    </section>
  );
}
