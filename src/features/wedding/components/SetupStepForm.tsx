import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import {
  HEARD_ABOUT_US,
  HEARD_ABOUT_US_LABELS,
  MAX_GUEST_COUNT,
  PLANNING_PRIORITIES,
  PLANNING_PRIORITY_LABELS,
  todayInZone,
  type HeardAboutUs,
  type PlanningPriority,
  type SetupStep,
  type WeddingSetupRequest,
  type WeddingView,
} from '../../../contracts/wedding';
import type { ApiError } from '../../../lib/http';
import { dateFieldsOf, draftErrors, draftOf, GUEST_COUNT_MESSAGE, guestCountOf, type WeddingDraft } from '../weddingDraft';
import { CoupleNameFields, WeddingPlaceFields } from './WeddingFieldGroups';
import { WeddingDateFields } from './WeddingDateFields';
import styles from './Wedding.module.scss';

/** A step's answers: the fields it sets (the wizard adds setup_step and completed). */
export type StepAnswers = Omit<WeddingSetupRequest, 'setup_step' | 'completed'>;

export interface SetupStepFormProps {
  step: SetupStep;
  /** 0-based position and count, for the progress indicator. */
  index: number;
  total: number;
  wedding: WeddingView;
  saving: boolean;
  error: ApiError | null;
  onContinue: (answers: StepAnswers) => void;
  onSkip: () => void;
  /** Absent on the first step. */
  onBack?: () => void;
  now?: Date;
}

export const STEP_TITLES: Record<SetupStep, string> = {
  names: 'Who’s getting married?',
  date: 'When is the big day?',
  place: 'Where is it?',
  guests: 'How many guests?',
  priorities: 'What do you want to plan first?',
  heard_about_us: 'How did you hear about us?',
};

/** Which draft fields a step checks (the others belong to other steps). */
const STEP_FIELDS: Record<SetupStep, string[]> = {
  names: ['owner_first_name', 'partner_first_name'],
  date: ['wedding_date', 'tentative_year', 'tentative_month', 'tentative_season'],
  place: [],
  guests: ['estimated_guest_count'],
  priorities: [],
  heard_about_us: [],
};

/**
 * One step of the guided start, with its progress ("Step 2 of 5"), Back, Skip and Continue. The
 * heading takes the focus when the step appears, so a screen reader hears where it is.
 */
export function SetupStepForm({
  step,
  index,
  total,
  wedding,
  saving,
  error,
  onContinue,
  onSkip,
  onBack,
  now = new Date(),
}: SetupStepFormProps) {
  const [draft, setDraft] = useState<WeddingDraft>(() => {
    const d = draftOf(wedding);
    return wedding.wedding_date || wedding.tentative_year || wedding.tentative_season ? d : { ...d, dateMode: 'date' };
  });
  const [priorities, setPriorities] = useState<PlanningPriority[]>(wedding.planning_priorities);
  const [heard, setHeard] = useState<HeardAboutUs | null>(wedding.heard_about_us);
  const [submitted, setSubmitted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (key: keyof WeddingDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const allErrors = draftErrors(draft, wedding.wedding_date, now);
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries({ ...(error?.fields ?? {}), ...allErrors }).filter(([k]) => STEP_FIELDS[step].includes(k)),
  );
  // An empty date on the date step is "skip", not an error.
  if (step === 'date' && draft.dateMode === 'date' && !draft.wedding_date) delete errors.wedding_date;

  const answers = (): StepAnswers => {
    switch (step) {
      case 'names':
        return {
          owner_first_name: draft.owner_first_name.trim(),
          owner_last_name: draft.owner_last_name.trim(),
          partner_first_name: draft.partner_first_name.trim(),
          partner_last_name: draft.partner_last_name.trim(),
        };
      case 'date':
        return dateFieldsOf(draft);
      case 'place':
        return {
          ceremony_venue: draft.ceremony_venue.trim(),
          reception_venue: draft.reception_venue.trim(),
          city: draft.city.trim(),
          state_province: draft.state_province.trim(),
          time_zone: draft.time_zone,
        };
      case 'guests':
        return { estimated_guest_count: guestCountOf(draft.estimated_guest_count) };
      case 'priorities':
        return { planning_priorities: priorities };
      case 'heard_about_us':
        return { heard_about_us: heard };
    }
  };

  const last = index === total - 1;
  return (
    <form
      noValidate
      aria-labelledby="setup-step-heading"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length > 0) return;
        onContinue(answers());
      }}
    >
      <div className={styles.progress}>
        <p className={styles.progressLabel} id="setup-progress">
          Step {index + 1} of {total}
        </p>
        <progress className={styles.progressBar} max={total} value={index + 1} aria-labelledby="setup-progress" />
      </div>
      <h1 id="setup-step-heading" className={styles.stepHeading} ref={heading} tabIndex={-1}>
        {STEP_TITLES[step]}
      </h1>
      {error && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}

      {step === 'names' && <CoupleNameFields draft={draft} set={set} errors={errors} showErrors={submitted} />}

      {step === 'date' && (
        <WeddingDateFields
          value={draft}
          onChange={(next) => setDraft((d) => ({ ...d, ...next }))}
          errors={errors}
          forceError={submitted}
          minDate={todayInZone(draft.time_zone, now)}
          now={now}
        />
      )}

      {step === 'place' && <WeddingPlaceFields draft={draft} set={set} errors={errors} showErrors={submitted} idPrefix="setup" />}

      {step === 'guests' && (
        <TextField
          label="Estimated number of guests"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_GUEST_COUNT}
          value={draft.estimated_guest_count}
          onChange={set('estimated_guest_count')}
          hint="A rough number is fine: you can change it any time."
          error={errors.estimated_guest_count ? GUEST_COUNT_MESSAGE : undefined}
          forceError={submitted}
        />
      )}

      {step === 'priorities' && (
        <fieldset className={styles.fieldset}>
          <legend>Choose as many as you like</legend>
          <div className={styles.choices}>
            {PLANNING_PRIORITIES.map((p) => (
              <label key={p} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={priorities.includes(p)}
                  onChange={(e) => setPriorities((list) => (e.target.checked ? [...list, p] : list.filter((x) => x !== p)))}
                />
                {PLANNING_PRIORITY_LABELS[p]}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {step === 'heard_about_us' && (
        <fieldset className={styles.fieldset}>
          <legend>Pick the one that fits best</legend>
          <div className={styles.choices}>
            {HEARD_ABOUT_US.map((h) => (
              <label key={h} className={styles.choice}>
                <input type="radio" name="heard_about_us" checked={heard === h} onChange={() => setHeard(h)} />
                {HEARD_ABOUT_US_LABELS[h]}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className={styles.actions}>
        {onBack && (
          <button type="button" className={styles.linkButton} onClick={onBack} disabled={saving}>
            Back
          </button>
        )}
        <button className="button" type="submit" disabled={saving}>
          {saving ? 'Saving…' : last ? 'Finish' : 'Continue'}
        </button>
        <button type="button" className={styles.linkButton} onClick={onSkip} disabled={saving}>
          Skip{last ? ' and finish' : ''}
        </button>
      </div>
    </form>
  );
}
