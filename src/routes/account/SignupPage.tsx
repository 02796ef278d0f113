import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RETURN_TO_PARAM, safeReturnTo, withReturnTo } from '../../contracts/returnTo';
import { authFlowReset, signupRequested } from '../../features/auth/authEvents';
import { selectAuthErrorMessage, selectAuthFlow, selectConfirmationEmail } from '../../features/auth/authSelectors';
import { CheckEmail } from '../../features/auth/components/CheckEmail';
import { NewAccountFields, newAccountErrors } from '../../features/auth/components/NewAccountFields';
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
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const errors = newAccountErrors(form);

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
        <CheckEmail
          email={confirmationEmail}
          error={error}
          resending={flow.status === 'loading'}
          resendSucceeded={flow.status === 'succeeded'}
          onResend={submit}
          onUseAnotherEmail={() => {
            dispatch(authFlowReset('signup'));
            setForm((f) => ({ ...f, email: '' }));
            setSubmitted(false);
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
        <NewAccountFields value={form} set={set} errors={errors} showErrors={submitted} />
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
