import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HDYHAU_EXPERIMENT, setupStepsFor } from '../../contracts/wedding';
import { experimentViewed } from '../../features/experiments/experimentsSlice';
import { selectVariation } from '../../features/experiments/experimentsSelectors';
import { selectIsGuest, selectPrimaryWedding } from '../../features/user/userSelectors';
import { SetupStepForm, type StepAnswers } from '../../features/wedding/components/SetupStepForm';
import { setupStepSubmitted, weddingFlowsReset } from '../../features/wedding/weddingEvents';
import { selectSetupSave, selectWeddingAnswer, selectWeddingLoad } from '../../features/wedding/weddingSelectors';
import styles from '../../features/wedding/components/Wedding.module.scss';
import { useWeddingOnFocus } from './useWeddingOnFocus';

export const DASHBOARD_PATH = '/wedding-planning/dashboard';
const selectHdyhau = selectVariation(HDYHAU_EXPERIMENT);

/**
 * /wedding/setup, the guided start after onboarding: names, date, where, guest count, what to
 * plan first (and, in the hdyhau-subway test variation, how they heard of us), one step at a
 * time with progress, Back and Skip, each step saved as they go; then the couple's dashboard.
 */
export default function WeddingSetupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isGuest = useAppSelector(selectIsGuest);
  const hasWedding = useAppSelector(selectPrimaryWedding) !== null;
  const answer = useAppSelector(selectWeddingAnswer);
  const load = useAppSelector(selectWeddingLoad);
  const save = useAppSelector(selectSetupSave);
  const variation = useAppSelector(selectHdyhau);
  const steps = useMemo(() => setupStepsFor(variation), [variation]);
  const [index, setIndex] = useState<number | null>(null);
  // The step a save in flight goes on to (steps.length: finished).
  const [target, setTarget] = useState<number | null>(null);

  useWeddingOnFocus(!isGuest && hasWedding);
  useEffect(() => () => void dispatch(weddingFlowsReset()), [dispatch]);
  // Spec §4: an exposure, recorded once per session, for everyone the experiment assigns a variation.
  useEffect(() => {
    if (!isGuest && variation !== 'NOT_IN_TEST') dispatch(experimentViewed({ key: HDYHAU_EXPERIMENT }));
  }, [isGuest, variation, dispatch]);
  // Start where the couple left off.
  useEffect(() => {
    if (index !== null || !answer) return;
    const saved = answer.wedding.setup_step;
    setIndex(saved && !answer.wedding.setup_completed_at ? Math.max(0, steps.indexOf(saved)) : 0);
  }, [answer, index, steps]);
  useEffect(() => {
    if (target === null || save.status === 'loading') return;
    if (save.status === 'succeeded') {
      if (target >= steps.length) void navigate(DASHBOARD_PATH);
      else setIndex(target);
    }
    setTarget(null);
  }, [save.status, target, steps.length, navigate]);

  if (isGuest) {
    return (
      <section className={styles.page}>
        <h1>Set up your wedding</h1>
        <p>
          <Link to={`/account/login?next=${encodeURIComponent('/wedding/setup')}`}>Log in</Link> or{' '}
          <Link to="/wedding/onboard/wedding-planning">create your account</Link> to set up your wedding.
        </p>
      </section>
    );
  }
  if (!hasWedding) return <Navigate to="/wedding/onboard/wedding-planning" replace />;
  if (!answer || index === null) {
    return (
      <section className={styles.page}>
        <h1>Set up your wedding</h1>
        {load.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {load.error?.message}
          </p>
        ) : (
          <p role="status">Loading…</p>
        )}
      </section>
    );
  }

  const step = steps[Math.min(index, steps.length - 1)]!;
  const submit = (answers: StepAnswers) => {
    const next = index + 1;
    setTarget(next);
    const last = next >= steps.length;
    dispatch(setupStepSubmitted({ ...answers, setup_step: last ? step : steps[next]!, completed: last }));
  };
  return (
    <section className={styles.page}>
      <p className="eyebrow">Let’s get started</p>
      <SetupStepForm
        key={step}
        step={step}
        index={index}
        total={steps.length}
        wedding={answer.wedding}
        saving={save.status === 'loading'}
        error={target === null && save.status === 'failed' ? save.error : null}
        onContinue={submit}
        onSkip={() => submit({})}
        onBack={index > 0 ? () => setIndex(index - 1) : undefined}
      />
    </section>
  );
}
