import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AddressForm, type AddressFields } from '../../components/AddressForm/AddressForm';
import { TextField } from '../../components/TextField/TextField';
import { artUrl, CARD_TYPE_LABELS, designPath, PAPER_HOME_PATH, SAMPLE_LIMIT, SAMPLE_MESSAGES } from '../../contracts/paper';
import { sampleRemoved, samplesOrderSubmitted, samplesPageOpened } from '../../features/paper/paperSlice';
import { selectSampleBox, selectSampleConfirmation, selectSampleOrder } from '../../features/paper/paperSelectors';
import { PaperNav } from '../../features/paper/components/PaperNav';
import { selectIsGuest, selectUserContext } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';
import page from './SamplesPage.module.scss';

const EMPTY_ADDRESS: AddressFields = { name: '', address1: '', address2: '', city: '', stateCode: '', zipCode: '' };
const EMAIL_MESSAGE = 'Please enter a valid email address.';

function addressErrors(a: AddressFields, email: string) {
  return {
    name: a.name.trim() ? undefined : SAMPLE_MESSAGES.name,
    address1: a.address1.trim() ? undefined : SAMPLE_MESSAGES.address1,
    city: a.city.trim() ? undefined : SAMPLE_MESSAGES.city,
    stateCode: a.stateCode ? undefined : SAMPLE_MESSAGES.state,
    zipCode: /^\d{5}$/.test(a.zipCode.trim()) ? undefined : SAMPLE_MESSAGES.zip,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : EMAIL_MESSAGE,
  };
}

/**
 * /wedding-planning/paper/samples: the sample box (up to 5 cards) and where to mail it. Samples are
 * free, postage included; the server holds each person (email address) to 5 in all.
 */
export default function SamplesPage() {
  const dispatch = useAppDispatch();
  const box = useAppSelector(selectSampleBox);
  const order = useAppSelector(selectSampleOrder);
  const confirmation = useAppSelector(selectSampleConfirmation);
  const isGuest = useAppSelector(selectIsGuest);
  const user = useAppSelector(selectUserContext);
  const [address, setAddress] = useState<AddressFields>(EMPTY_ADDRESS);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    dispatch(samplesPageOpened());
  }, [dispatch]);
  useEffect(() => {
    if (!email && user?.email && !isGuest) setEmail(user.email);
  }, [email, user, isGuest]);
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);
  useEffect(() => {
    if (order.status === 'failed') errorRef.current?.focus();
  }, [order.status]);

  const errors = addressErrors(address, email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) {
      const first = (Object.keys(errors) as Array<keyof typeof errors>).find((k) => errors[k]);
      document.getElementById(first === 'email' ? 'samples-email' : `samples-${first}`)?.focus();
      return;
    }
    dispatch(
      samplesOrderSubmitted({
        name: address.name,
        email,
        address1: address.address1,
        address2: address.address2 ?? '',
        city: address.city,
        state_code: address.stateCode,
        zip_code: address.zipCode.trim(),
        samples: box.map((s) => ({ design: s.design, colourway: s.colourway })),
      }),
    );
  };

  return (
    <div className={styles.page}>
      <PaperNav universal={isGuest} sampleCount={box.length} />
      <h1 className={styles.heading}>Free samples</h1>
      <p className={styles.intro}>
        Hold the paper before you order: choose up to {SAMPLE_LIMIT} sample cards and we mail them to you free, postage included. Each
        person can have {SAMPLE_LIMIT} free samples in all.
      </p>

      {confirmation && (
        <section className={page.confirmation} aria-labelledby="samples-confirmed">
          <h2 id="samples-confirmed" tabIndex={-1} ref={confirmationRef}>
            Your samples are on their way
          </h2>
          <p>
            Order <strong>{confirmation.order_number}</strong>: {confirmation.samples.length}{' '}
            {confirmation.samples.length === 1 ? 'sample card' : 'sample cards'} to {confirmation.ship_to.name},{' '}
            {confirmation.ship_to.address1}, {confirmation.ship_to.city}, {confirmation.ship_to.state_code} {confirmation.ship_to.zip_code}.
          </p>
          <ul>
            {confirmation.samples.map((s) => (
              <li key={`${s.design}/${s.colourway}`}>
                {s.name}, {s.colourway_name}
              </li>
            ))}
          </ul>
          <p>We’ve emailed the details to {confirmation.email}.</p>
          <p>
            {confirmation.samples_left > 0
              ? `You can order ${confirmation.samples_left} more free ${confirmation.samples_left === 1 ? 'sample' : 'samples'}.`
              : 'You have used all your free samples.'}
          </p>
        </section>
      )}

      <h2 className={styles.sectionHeading}>
        Your sample box ({box.length} of {SAMPLE_LIMIT})
      </h2>
      {box.length === 0 ? (
        <p>
          Your sample box is empty. Open a design and choose <strong>Add a free sample</strong>.{' '}
          <Link to={PAPER_HOME_PATH}>Browse paper</Link>
        </p>
      ) : (
        <ul className={page.box}>
          {box.map((s) => (
            <li key={`${s.design}/${s.colourway}`} className={page.item}>
              <img src={artUrl(s.design, s.colourway, 'front', s.shape, 320)} alt="" width={80} height={100} className={page.thumb} />
              <div>
                <Link to={`${designPath(s.design)}?colourway=${s.colourway}`}>{s.name}</Link>
                <p>
                  {CARD_TYPE_LABELS[s.card_type]} · {s.colourway_name}
                </p>
              </div>
              <button
                type="button"
                className={page.remove}
                onClick={() => dispatch(sampleRemoved({ design: s.design, colourway: s.colourway }))}
                aria-label={`Remove ${s.name}, ${s.colourway_name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}

      {box.length > 0 && (
        <form className={page.form} onSubmit={submit} noValidate aria-labelledby="samples-form-heading">
          <h2 id="samples-form-heading" className={styles.sectionHeading}>
            Where should we send them?
          </h2>
          <TextField
            id="samples-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
            error={errors.email}
            forceError={submitted}
            hint="We send the tracking details here."
          />
          <AddressForm value={address} onChange={setAddress} errors={errors} showErrors={submitted} idPrefix="samples" />
          {order.status === 'failed' && (
            <p className={styles.error} role="alert" tabIndex={-1} ref={errorRef}>
              {order.error?.message}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={order.status === 'loading'}>
            {order.status === 'loading' ? 'Ordering…' : `Order ${box.length} free ${box.length === 1 ? 'sample' : 'samples'}`}
          </button>
        </form>
      )}
    </div>
  );
}
