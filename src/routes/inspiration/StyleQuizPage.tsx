import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import {
  BUDGET_LABELS,
  BUDGETS,
  COLOUR_KEYS,
  COLOURS,
  MAX_QUIZ_COLOURS,
  quizAnswers,
  SEASON_LABELS,
  SEASONS,
  STYLE_LABELS,
  STYLES,
  type Budget,
  type ColourKey,
  type Season,
  type WeddingStyle,
} from '../../contracts/inspiration';
import { quizRequested, quizSubmitted } from '../../features/inspiration/inspirationSlice';
import { selectQuiz, selectQuizSave } from '../../features/inspiration/inspirationSelectors';
import { selectIsGuest } from '../../features/user/userSelectors';
import { InspirationNav } from './InspirationNav';
import styles from './InspirationPages.module.scss';

interface Draft {
  style: WeddingStyle | null;
  colours: ColourKey[];
  season: Season | null;
  budget: Budget | null;
}

/**
 * /inspiration/onboard: the style quiz. Its answers (the account's, or this browser's session's
 * until sign-in) put the best-fitting real weddings and vendors first on /inspiration.
 */
export default function StyleQuizPage() {
  usePageTitle('Your wedding style');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const quiz = useAppSelector(selectQuiz);
  const save = useAppSelector(selectQuizSave);
  const isGuest = useAppSelector(selectIsGuest);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    dispatch(quizRequested());
  }, [dispatch]);
  // The saved answers, once, as the form's starting point.
  const saved = quiz.answer?.answers ?? null;
  const form: Draft =
    draft ?? (saved ? { ...saved, colours: [...saved.colours] } : { style: null, colours: [], season: null, budget: null });
  useEffect(() => {
    if (submitted && save.status === 'succeeded') void navigate('/inspiration');
  }, [submitted, save.status, navigate]);

  const change = (next: Partial<Draft>) => setDraft({ ...form, ...next });
  const toggleColour = (c: ColourKey) =>
    change({ colours: form.colours.includes(c) ? form.colours.filter((x) => x !== c) : [...form.colours, c] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = quizAnswers.safeParse(form);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please answer every question.');
      return;
    }
    setProblem(null);
    setSubmitted(true);
    dispatch(quizSubmitted(parsed.data));
  };

  const error = problem ?? (save.status === 'failed' ? (save.error?.message ?? null) : null);
  return (
    <div className={styles.page}>
      <InspirationNav />
      <h1 className={styles.heading}>Find your wedding style</h1>
      <p className={styles.intro}>
        Four questions. We will put the real weddings and vendors that fit your answers first.
        {isGuest && ' We keep your answers in this browser until you log in, then in your account.'}
      </p>
      <form className={styles.quiz} onSubmit={submit} noValidate>
        <fieldset className={styles.question}>
          <legend className={styles.legend}>1. Which style feels like you?</legend>
          <div className={styles.choices}>
            {STYLES.map((s) => (
              <label key={s} className={styles.choice}>
                <input type="radio" name="style" value={s} checked={form.style === s} onChange={() => change({ style: s })} />
                {STYLE_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.question}>
          <legend className={styles.legend}>2. Your colours (up to {MAX_QUIZ_COLOURS})</legend>
          <div className={styles.choices}>
            {COLOUR_KEYS.map((c) => {
              const checked = form.colours.includes(c);
              return (
                <label key={c} className={styles.choice}>
                  <input
                    type="checkbox"
                    name="colours"
                    value={c}
                    checked={checked}
                    disabled={!checked && form.colours.length >= MAX_QUIZ_COLOURS}
                    onChange={() => toggleColour(c)}
                  />
                  <span className={styles.swatch} style={{ background: COLOURS[c].hex }} aria-hidden="true" />
                  {COLOURS[c].label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <fieldset className={styles.question}>
          <legend className={styles.legend}>3. When?</legend>
          <div className={styles.choices}>
            {SEASONS.map((s) => (
              <label key={s} className={styles.choice}>
                <input type="radio" name="season" value={s} checked={form.season === s} onChange={() => change({ season: s })} />
                {SEASON_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.question}>
          <legend className={styles.legend}>4. Your budget</legend>
          <div className={styles.choices}>
            {BUDGETS.map((b) => (
              <label key={b} className={styles.choice}>
                <input type="radio" name="budget" value={b} checked={form.budget === b} onChange={() => change({ budget: b })} />
                {BUDGET_LABELS[b]}
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={styles.primaryButton} disabled={save.status === 'loading'}>
          {save.status === 'loading' ? 'Saving…' : 'See my suggestions'}
        </button>
      </form>
    </div>
  );
}
