import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { RETURN_TO_PARAM, safeReturnTo, withReturnTo } from '../../contracts/returnTo';
import { authFlowReset, signupRequested } from '../../features/auth/authEvents';
import { selectAuthErrorMessage, selectAuthFlow, selectConfirmationEmail } from '../../features/auth/authSelectors';
import { CheckEmail } from '../../features/auth/components/CheckEmail';
import { PASSWORD_MIN_LENGTH, isEmail } from '../../lib/validation';
import { businessUnitFrom } from '../../features/wedding/getStarted';
import styles from '../../features/auth/components/AccountForm.module.scss';

/**
 * /account/signup. The answer is the same whether or not the email has an account: 'Check your
 * email'. The mailed link (/account/confirm) creates the account and goes on to onboarding, or
 * back to where the person was when they came with a `returnTo` (it travels in the link).
 */
export default function SignupPage() {
  const dispatch = useAppDispatch();
  // The business unit of the page the visitor came from (spec §1), not always the registry's.
  const [params] = useSearchParams();
  const businessUnit = businessUnitFrom(params.get('from') ?? params.get('next') ?? params.get(RETURN_TO_PARAM));
  const flow = useAppSelector(selectAuthFlow('signup'));
  const error = useAppSelector(selectAuthErrorMessage('signup'));
  const confirmationEmail = useAppSelector(selectConfirmationEmail);
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [resent, setResent] = useState(0);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const errors = {
    first_name: form.first_name.trim() ? null : 'Enter your first name.',
    last_name: form.last_name.trim() ? null : 'Enter your last name.',
    email: isEmail(form.email) ? null : 'Enter a valid email address.',
    password: form.password.length >= PASSWORD_MIN_LENGTH ? null : `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  };

  const submit = () =>
    dispatch(
      signupRequested({
        ...form,
        email: form.email.trim(),
        business_unit_source: businessUnit,
        ...(returnTo ? { return_to: returnTo } : {}),
      }),
    );

  useEffect(() => () => void dispatch(authFlowReset('signup')), [dispatch]);

  if (confirmationEmail) {
    return (
      <section className={styles.page}>
        <h1>Check your email</h1>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <CheckEmail
          email={confirmationEmail}
          resending={flow.status === 'loading'}
          resent={flow.status === 'succeeded' ? resent : 0}
          onResend={() => {
            setResent((n) => n + 1);
            submit();
          }}
          onUseAnotherEmail={() => {
            dispatch(authFlowReset('signup'));
            setForm((f) => ({ ...f, email: '' }));
            setSubmitted(false);
            setResent(0);
          }}
        />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1>Create your account</h1>
      <p className={styles.intro}>Start your registry, plan with our tools and keep everything in one place.</p>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSubmitted(true);
          if (Object.values(errors).some(Boolean)) return;
          submit();
        }}
      >
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.row}>
          <TextField
            label="First name"
            autoComplete="given-name"
            value={form.first_name}
            onChange={set('first_name')}
            required
            maxChars={60}
            error={errors.first_name}
            forceError={submitted}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={form.last_name}
            onChange={set('last_name')}
            required
            maxChars={60}
            error={errors.last_name}
            forceError={submitted}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          required
          error={errors.email}
          forceError={submitted}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password}
          forceError={submitted}
        />
        <button className={`button ${styles.submit}`} type="submit" disabled={flow.status === 'loading'}>
          {flow.status === 'loading' ? 'Creating your account…' : 'Create account'}
        </button>
        <div className={styles.links}>
          <span>
            Already have an account? <Link to={withReturnTo('/account/login', returnTo)}>Log in</Link>
          </span>
        </div>
      </form>
    </section>
  );
}
