import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { authFlowReset, signupRequested } from '../../features/auth/authEvents';
import { selectAuthErrorMessage, selectAuthFlow } from '../../features/auth/authSelectors';
import { selectIsGuest } from '../../features/user/userSelectors';
import { PASSWORD_MIN_LENGTH, isEmail } from '../../lib/validation';
import styles from './AccountForm.module.scss';


export default function SignupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flow = useAppSelector(selectAuthFlow('signup'));
  const error = useAppSelector(selectAuthErrorMessage('signup'));
  const isGuest = useAppSelector(selectIsGuest);
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const errors = {
    first_name: form.first_name.trim() ? null : 'Enter your first name.',
    last_name: form.last_name.trim() ? null : 'Enter your last name.',
    email: isEmail(form.email) ? null : 'Enter a valid email address.',
    password: form.password.length >= PASSWORD_MIN_LENGTH ? null : `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  };

  useEffect(() => () => void dispatch(authFlowReset('signup')), [dispatch]);
  useEffect(() => {
    if (flow.status === 'succeeded' && !isGuest) void navigate('/wedding/onboard/wedding-planning', { replace: true });
  }, [flow.status, isGuest, navigate]);

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
          dispatch(signupRequested({ ...form, email: form.email.trim(), business_unit_source: 'WEDDING_REGISTRY' }));
        }}
      >
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.row}>
          <TextField label="First name" autoComplete="given-name" value={form.first_name} onChange={set('first_name')} required maxChars={60} error={errors.first_name} forceError={submitted} />
          <TextField label="Last name" autoComplete="family-name" value={form.last_name} onChange={set('last_name')} required maxChars={60} error={errors.last_name} forceError={submitted} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required error={errors.email} forceError={submitted} />
        <TextField label="Password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} required hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} error={errors.password} forceError={submitted} />
        <button className={`button ${styles.submit}`} type="submit" disabled={flow.status === 'loading'}>
          {flow.status === 'loading' ? 'Creating your account…' : 'Create account'}
        </button>
        <div className={styles.links}>
          <span>
            Already have an account? <Link to="/account/login">Log in</Link>
          </span>
        </div>
      </form>
    </section>
  );
}
