import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { authFlowReset, defaultRegistryOnboardingRequested, onboardingSubmitted } from '../../features/auth/authEvents';
import { selectAuthErrorMessage, selectAuthFlow, selectConfirmationEmail } from '../../features/auth/authSelectors';
import { CheckEmail } from '../../features/auth/components/CheckEmail';
import { NO_NEW_ACCOUNT_ERRORS, NewAccountFields, newAccountErrors } from '../../features/auth/components/NewAccountFields';
import { PLANNING_STAGE_LABELS, PLANNING_STAGES, type OnboardPayload, type PlanningStage } from '../../features/auth/types';
import { selectIsGuest, selectPrimaryWedding } from '../../features/user/userSelectors';
import { businessUnitFrom, SETUP_PATH } from '../../features/wedding/getStarted';
import styles from '../../features/auth/components/AccountForm.module.scss';

/**
 * /wedding/onboard/wedding-planning: the couple's names, partner, date and planning stage.
 * A guest signs up at the same time (/onboard/new): 'Check your email', and the mailed link
 * (/account/confirm) creates the account with the wedding, then the registry. A signed-in user
 * attaches a wedding (/onboard/existing), then the default registry onboarding creates their registry.
 * Then the guided start (/wedding/setup). The business unit is the one of the page the visitor
 * started on (`?from=`, features/wedding/getStarted.ts); a signed-in couple goes straight on.
 */
export default function OnboardingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const businessUnit = businessUnitFrom(params.get('from'));
  const isGuest = useAppSelector(selectIsGuest);
  const wedding = useAppSelector(selectPrimaryWedding);
  const onboard = useAppSelector(selectAuthFlow('onboard'));
  const registry = useAppSelector(selectAuthFlow('defaultOnboarding'));
  const error = useAppSelector(selectAuthErrorMessage('onboard'));
  const confirmationEmail = useAppSelector(selectConfirmationEmail);
  const [form, setForm] = useState({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    partner_first_name: '',
    partner_last_name: '',
    wedding_date: '',
    planning_stage: 'NEWLY_ENGAGED' as PlanningStage,
  });
  const [submitted, setSubmitted] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => () => void dispatch(authFlowReset('onboard')), [dispatch]);
  // Once the wedding exists, create the default registry, then go home. (A new account's wedding waits for its mailed link.)
  useEffect(() => {
    if (onboard.status === 'succeeded' && !confirmationEmail && registry.status === 'idle') dispatch(defaultRegistryOnboardingRequested());
  }, [onboard.status, confirmationEmail, registry.status, dispatch]);
  useEffect(() => {
    if (registry.status === 'succeeded') void navigate(SETUP_PATH, { replace: true });
  }, [registry.status, navigate]);

  const errors = {
    ...(isGuest ? newAccountErrors(form) : NO_NEW_ACCOUNT_ERRORS),
    partner_first_name: form.partner_first_name.trim() ? null : 'Enter your partner’s first name.',
  };

  const payload = (): OnboardPayload => {
    const weddingDetails = {
      partner_first_name: form.partner_first_name.trim(),
      partner_last_name: form.partner_last_name.trim(),
      wedding_date: form.wedding_date || null,
      planning_stage: form.planning_stage,
    };
    return isGuest
      ? {
          business_unit_feature: businessUnit,
          existing_account: false,
          user: {
            email: form.email.trim(),
            password: form.password,
            first_name: form.first_name.trim(),
            last_name: form.last_name.trim(),
            business_unit_source: businessUnit,
          },
          wedding: weddingDetails,
        }
      : {
          business_unit_feature: businessUnit,
          existing_account: true,
          user: { business_unit_source: businessUnit },
          wedding: weddingDetails,
        };
  };

  if (confirmationEmail) {
    return (
      <section className={styles.page}>
        <p className="eyebrow">Get started</p>
        <CheckEmail
          email={confirmationEmail}
          error={error}
          resending={onboard.status === 'loading'}
          resendSucceeded={onboard.status === 'succeeded'}
          onResend={() => dispatch(onboardingSubmitted(payload()))}
          onUseAnotherEmail={() => {
            dispatch(authFlowReset('onboard'));
            setForm((f) => ({ ...f, email: '' }));
            setSubmitted(false);
          }}
        />
      </section>
    );
  }

  // A couple who has a wedding already: every "Get started" goes on to the guided start.
  if (!isGuest && wedding && onboard.status === 'idle') return <Navigate to={SETUP_PATH} replace />;

  return (
    <section className={`${styles.page} ${styles.wide}`}>
      <p className="eyebrow">Get started</p>
      <h1>Tell us about your wedding</h1>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSubmitted(true);
          if (Object.values(errors).some(Boolean)) return;
          dispatch(onboardingSubmitted(payload()));
        }}
      >
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {registry.error && (
          <p className={styles.error} role="alert">
            {registry.error.message}
          </p>
        )}
        {isGuest && (
          <fieldset className="plain-fieldset">
            <legend>About you</legend>
            <NewAccountFields value={form} set={set} errors={errors} showErrors={submitted} namePrefix="Your" />
          </fieldset>
        )}
        <fieldset className="plain-fieldset">
          <legend>Your partner</legend>
          <div className={styles.row}>
            <TextField
              label="Partner’s first name"
              value={form.partner_first_name}
              onChange={set('partner_first_name')}
              required
              maxChars={60}
              error={errors.partner_first_name}
              forceError={submitted}
            />
            <TextField label="Partner’s last name" value={form.partner_last_name} onChange={set('partner_last_name')} maxChars={60} />
          </div>
        </fieldset>
        <fieldset className="plain-fieldset">
          <legend>The big day</legend>
          <TextField
            label="Wedding date"
            type="date"
            value={form.wedding_date}
            onChange={set('wedding_date')}
            hint="Not sure yet? Leave it empty."
          />
          <label className={styles.select}>
            Where are you in planning?
            <select value={form.planning_stage} onChange={(event) => set('planning_stage')(event.target.value)}>
              {PLANNING_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {PLANNING_STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <button
          className={`button ${styles.submit}`}
          type="submit"
          disabled={onboard.status === 'loading' || registry.status === 'loading'}
        >
          {onboard.status === 'loading' || registry.status === 'loading' ? 'Setting things up…' : 'Create our registry'}
        </button>
        {isGuest && (
          <p>
            Already have an account? <Link to="/account/login?next=/wedding/onboard/wedding-planning">Log in</Link>
          </p>
        )}
      </form>
    </section>
  );
}
