import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField/TextField';
import { US_STATES } from '../../contracts/locations';
import { coupleNames, formatWeddingDate, MONTH_NAMES } from '../../features/registry/registryFormat';
import { selectFindCouple } from '../../features/registry/registrySelectors';
import { findCoupleRequested } from '../../features/registry/registrySlice';
import type { FindCoupleParams } from '../../features/registry/types';
import styles from './FindCouplePage.module.scss';

/** The server's messages (API.md), checked here first so the visitor hears them without a round trip. */
export const NAME_REQUIRED = 'Enter a first or last name to find a couple.';
export const YEAR_REQUIRED = 'Choose a year to search by month.';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 7 }, (_, i) => thisYear - 2 + i);
const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The query in the URL (shareable; back and forward replay the search). */
function paramsFromSearch(search: URLSearchParams): FindCoupleParams | null {
  const params: FindCoupleParams = {
    first_name: search.get('first_name')?.trim() || undefined,
    last_name: search.get('last_name')?.trim() || undefined,
    month: int(search.get('month')),
    year: int(search.get('year')),
    state: search.get('state')?.trim().toUpperCase() || undefined,
    page: int(search.get('page')),
  };
  return params.first_name || params.last_name ? params : null;
}

/** /search/wedding-registry: 'Find a couple' by first or last name (nicknames and misspellings too), optionally the wedding month, year and state. */
export default function FindCouplePage() {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const { status, error, result } = useAppSelector(selectFindCouple);
  const query = paramsFromSearch(search);
  const queryKey = search.toString();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const [firstName, setFirstName] = useState(query?.first_name ?? '');
  const [lastName, setLastName] = useState(query?.last_name ?? '');
  const [month, setMonth] = useState(query?.month ? String(query.month) : '');
  const [year, setYear] = useState(query?.year ? String(query.year) : '');
  const [state, setState] = useState(query?.state ?? '');
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const params = paramsFromSearch(new URLSearchParams(queryKey));
    if (params) dispatch(findCoupleRequested(params));
  }, [dispatch, queryKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim() && !lastName.trim()) return setFormError(NAME_REQUIRED);
    if (month && !year) return setFormError(YEAR_REQUIRED);
    setFormError(null);
    const next = new URLSearchParams();
    if (firstName.trim()) next.set('first_name', firstName.trim());
    if (lastName.trim()) next.set('last_name', lastName.trim());
    if (month) next.set('month', month);
    if (year) next.set('year', year);
    if (state) next.set('state', state);
    setSearch(next);
    resultsRef.current?.focus();
  };

  const goToPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setSearch(next);
    resultsRef.current?.focus();
  };

  const registries = query && status === 'succeeded' ? (result?.registries ?? []) : [];
  return (
    <div className={styles.page}>
      <h1>Find a couple</h1>
      <p className={styles.intro}>
        Search for a couple’s registry by the first or last name of either partner. Nicknames and small misspellings are fine.
      </p>

      <form className={styles.form} onSubmit={submit} noValidate aria-describedby={formError ? 'find-error' : undefined}>
        <div className={styles.names}>
          <TextField label="First name" name="first_name" autoComplete="off" value={firstName} onChange={setFirstName} />
          <TextField label="Last name" name="last_name" autoComplete="off" value={lastName} onChange={setLastName} />
        </div>
        <fieldset className={styles.when}>
          <legend>Wedding date and place (optional)</legend>
          <label>
            <span>Month</span>
            <select value={month} onChange={(e) => setMonth(e.target.value)}>
              <option value="">Any month</option>
              {MONTH_NAMES.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Year</span>
            <select value={year} onChange={(e) => setYear(e.target.value)}>
              <option value="">Any year</option>
              {YEARS.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>State</span>
            <select value={state} onChange={(e) => setState(e.target.value)}>
              <option value="">Any state</option>
              {US_STATES.map((s) => (
                <option key={s.stateCode} value={s.stateCode}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        {formError && (
          <p id="find-error" role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>

      <section aria-labelledby="find-results" className={styles.results}>
        <h2 id="find-results" ref={resultsRef} tabIndex={-1} aria-live="polite" className={query ? undefined : 'visually-hidden'}>
          {!query
            ? 'Results'
            : status === 'loading'
              ? 'Searching…'
              : status === 'failed'
                ? 'Search failed'
                : result
                  ? result.total === 1
                    ? '1 couple found'
                    : `${result.total} couples found`
                  : ''}
        </h2>
        {query && status === 'failed' && (
          <div role="alert" className={styles.failed}>
            <p>{error?.message}</p>
            {error?.status !== 400 && (
              <button type="button" className={styles.secondary} onClick={() => dispatch(findCoupleRequested(query))}>
                Try again
              </button>
            )}
          </div>
        )}
        {query && status === 'succeeded' && registries.length === 0 && (
          <p className={styles.none}>No couples match that search. Check the spelling, or try only a last name.</p>
        )}
        {registries.length > 0 && (
          <ul className={styles.list}>
            {registries.map((r) => {
              const date = formatWeddingDate(r.wedding_date);
              return (
                <li key={r.registry_key} className={`${styles.result} ${r.couple_photo ? styles.withPhoto : ''}`}>
                  {r.couple_photo && (
                    <img
                      className={styles.photo}
                      src={r.couple_photo.url}
                      srcSet={r.couple_photo.src_set}
                      sizes="56px"
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  )}
                  <Link to={r.registry_path} className={styles.coupleLink}>
                    {coupleNames(r)}
                  </Link>
                  <span className={styles.date}>
                    {date ? (r.is_past_wedding_date ? `Married ${date}` : `Wedding ${date}`) : 'Date to be announced'}
                    {r.location && ` · ${r.location}`}
                  </span>
                  <Link to={r.registry_path} className={styles.view} aria-hidden="true" tabIndex={-1}>
                    View registry
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {result && query && status === 'succeeded' && result.page_count > 1 && (
          <nav aria-label="Pages" className={styles.pager}>
            <button type="button" disabled={result.page <= 1} onClick={() => goToPage(result.page - 1)}>
              Previous
            </button>
            <span>
              Page {result.page} of {result.page_count}
            </span>
            <button type="button" disabled={result.page >= result.page_count} onClick={() => goToPage(result.page + 1)}>
              Next
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}
