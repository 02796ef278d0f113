import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { filtersFromSearch, filtersToSearch } from '../../contracts/guestRules';
import type { GuestListFilters } from '../../contracts/guests';
import { CoupleGate } from '../../features/registry/components/CoupleGate';
import { BulkBar } from '../../features/guests/components/BulkBar';
import { GuestCountsPanel } from '../../features/guests/components/GuestCountsPanel';
import { GuestFilters } from '../../features/guests/components/GuestFilters';
import { HouseholdLinkCopy } from '../../features/guests/components/HouseholdLinkCopy';
import { HouseholdList } from '../../features/guests/components/HouseholdList';
import { RsvpDialog } from '../../features/guests/components/RsvpDialog';
import styles from '../../features/guests/components/Guests.module.scss';
import {
  selectBulkRequest,
  selectConfirmRemovals,
  selectEventsRequest,
  selectGuestCounts,
  selectGuestEvents,
  selectGuestNotice,
  selectGuestPage,
  selectGuestTags,
  selectHouseholdLink,
  selectHouseholds,
  selectHouseholdSave,
  selectListRequest,
  selectPartners,
  selectRsvpRequests,
  selectSaveConflict,
  selectSavedCount,
  selectTagNames,
  selectUndo,
} from '../../features/guests/guestsSelectors';
import {
  bulkRequested,
  eventDeleteRequested,
  eventSaveRequested,
  householdDialogClosed,
  householdLinkRequested,
  householdSaveRequested,
  listRequested,
  noticeDismissed,
  rsvpSaveRequested,
  tagCreateRequested,
  undoRequested,
} from '../../features/guests/guestsSlice';

// The two editing dialogs validate with the contracts' zod schemas: they load when first opened,
// so the list's first load carries no zod (npm run size checks it).
const HouseholdDialog = lazy(() =>
  import('../../features/guests/components/HouseholdDialog').then((m) => ({ default: m.HouseholdDialog })),
);
const EventsDialog = lazy(() => import('../../features/guests/components/EventsDialog').then((m) => ({ default: m.EventsDialog })));

/** /wedding-planning/guests: the couple's guest list (issue 27). */
export default function GuestsPage() {
  return (
    <CoupleGate title="Guest list">
      <GuestList />
    </CoupleGate>
  );
}

type Dialog = { kind: 'household'; id: number | null } | { kind: 'rsvp'; id: number } | { kind: 'events' } | null;

function GuestList() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const urlSearch = filtersToSearch(filtersFromSearch(params.toString()));
  // The filters as the couple last set them. The router applies a new URL in a transition (a
  // render later), and a controlled checkbox or select whose value waits for the URL snaps back
  // to the old value for that render (the filters' flicker); so the page answers from this state at
  // once, and the URL follows. A URL changed from outside (back, forward, a shared link) is adopted.
  const [search, setSearch] = useState(urlSearch);
  const pushed = useRef<string | null>(null);
  const urlNow = useRef(urlSearch);
  useEffect(() => {
    urlNow.current = urlSearch;
    if (pushed.current === null) setSearch(urlSearch);
    else if (pushed.current === urlSearch) pushed.current = null;
  }, [urlSearch]);
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const households = useAppSelector(selectHouseholds);
  const page = useAppSelector(selectGuestPage);
  const counts = useAppSelector(selectGuestCounts);
  const tags = useAppSelector(selectGuestTags);
  const events = useAppSelector(selectGuestEvents);
  const partners = useAppSelector(selectPartners);
  const tagNames = useAppSelector(selectTagNames);
  const list = useAppSelector(selectListRequest);
  const save = useAppSelector(selectHouseholdSave);
  const conflict = useAppSelector(selectSaveConflict);
  const confirm = useAppSelector(selectConfirmRemovals);
  const savedCount = useAppSelector(selectSavedCount);
  const bulk = useAppSelector(selectBulkRequest);
  const undo = useAppSelector(selectUndo);
  const notice = useAppSelector(selectGuestNotice);
  const eventsRequest = useAppSelector(selectEventsRequest);
  const rsvpRequests = useAppSelector(selectRsvpRequests);
  const householdLink = useAppSelector(selectHouseholdLink);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [openedAt, setOpenedAt] = useState(savedCount);

  useEffect(() => {
    dispatch(listRequested(search));
  }, [dispatch, search]);
  // A saved household closes its dialog.
  useEffect(() => {
    if (dialog?.kind === 'household' && savedCount !== openedAt) {
      setDialog(null);
      dispatch(householdDialogClosed());
    }
  }, [savedCount, openedAt, dialog, dispatch]);
  // The selection keeps only households still on the page.
  useEffect(() => {
    setSelected((s) => {
      const ids = new Set(households.map((h) => h.id));
      const kept = [...s].filter((id) => ids.has(id));
      return kept.length === s.size ? s : new Set(kept);
    });
  }, [households]);

  const setFilters = useCallback(
    (next: GuestListFilters) => {
      const nextSearch = filtersToSearch(next);
      // Awaited until the URL shows it (nothing to await when it already does).
      pushed.current = nextSearch === urlNow.current ? null : nextSearch;
      setSearch(nextSearch);
      setParams(new URLSearchParams(nextSearch));
    },
    [setParams],
  );
  const openHousehold = (id: number | null) => {
    dispatch(householdDialogClosed());
    if (id !== null) dispatch(householdLinkRequested(id));
    setOpenedAt(savedCount);
    setDialog({ kind: 'household', id });
  };
  const closeDialog = () => {
    setDialog(null);
    dispatch(householdDialogClosed());
  };
  const editing = dialog?.kind === 'household' && dialog.id !== null ? (households.find((h) => h.id === dialog.id) ?? null) : null;
  const rsvpFor = dialog?.kind === 'rsvp' ? (households.find((h) => h.id === dialog.id) ?? null) : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <p className={styles.crumb}>
            <Link to="/wedding-planning/dashboard">Your wedding</Link>
          </p>
          <h1>Guest list</h1>
        </div>
        <div className={styles.headerActions}>
          {/* The list's filters carry over, so an export or labels run covers the view the couple is looking at. */}
          <Link className={styles.secondaryButton} to={`/wedding-planning/guests/import${search ? `?${search}` : ''}`}>
            Import, export &amp; addresses
          </Link>
          <button type="button" className={styles.secondaryButton} onClick={() => setDialog({ kind: 'events' })}>
            Events
          </button>
          <button type="button" className={styles.primaryButton} onClick={() => openHousehold(null)}>
            Add household
          </button>
        </div>
      </header>

      <div className={styles.notice} role="status" aria-live="polite">
        {notice && (
          <p>
            {notice}{' '}
            {undo && (
              <button type="button" className={styles.linkButton} onClick={() => dispatch(undoRequested())}>
                Undo
              </button>
            )}{' '}
            <button type="button" className={styles.linkButton} onClick={() => dispatch(noticeDismissed())} aria-label="Dismiss message">
              ×
            </button>
          </p>
        )}
      </div>

      {counts ? (
        <GuestCountsPanel counts={counts} events={events} />
      ) : (
        // As tall as the counts will be (nine figures and a row of events), so nothing below moves when they arrive.
        <div className={styles.countsPlaceholder}>
          <Skeleton height="100%" />
        </div>
      )}

      <GuestFilters filters={filters} tags={tags} events={events} partners={partners} onChange={setFilters} />

      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          tags={tags}
          events={events}
          busy={bulk.status === 'loading'}
          onClear={() => setSelected(new Set())}
          onAct={(action) => dispatch(bulkRequested({ ...action, household_ids: [...selected] }))}
        />
      )}
      {bulk.status === 'failed' && (
        <p className={styles.alert} role="alert">
          {bulk.error?.message}
        </p>
      )}

      {list.status === 'failed' && (
        <div className={styles.alert} role="alert">
          <p>We could not load your guest list. {list.error?.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => dispatch(listRequested(search))}>
            Try again
          </button>
        </div>
      )}
      {page === null && list.status !== 'failed' && <Skeleton height={320} />}
      {page && (
        <>
          <p className={styles.resultLine} aria-live="polite">
            {list.status === 'loading'
              ? 'Updating…'
              : `${page.total} ${page.total === 1 ? 'household' : 'households'}, ${page.total_guests} ${page.total_guests === 1 ? 'guest' : 'guests'}`}
          </p>
          {households.length === 0 ? (
            <div className={styles.empty}>
              {counts?.households === 0 ? (
                <>
                  <p>Your guest list is empty. Add the first household: a couple, a family, or one friend and their +1.</p>
                  <button type="button" className={styles.primaryButton} onClick={() => openHousehold(null)}>
                    Add household
                  </button>
                </>
              ) : (
                <p>No household matches these filters.</p>
              )}
            </div>
          ) : (
            <HouseholdList
              households={households}
              selected={selected}
              tagNames={tagNames}
              partners={partners}
              onToggle={(id) =>
                setSelected((s) => {
                  const next = new Set(s);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
              onToggleAll={(all) => setSelected(all ? new Set(households.map((h) => h.id)) : new Set())}
              onEdit={(id) => openHousehold(id)}
              onRsvp={(id) => setDialog({ kind: 'rsvp', id })}
            />
          )}
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Pages">
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={filters.page <= 1}
                onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
              >
                Previous
              </button>
              <span>
                Page {filters.page} of {pages}
              </span>
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={filters.page >= pages}
                onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'household' && (
          <HouseholdDialog
            key={dialog.id ?? 'new'}
            household={editing}
            conflict={conflict}
            confirm={confirm}
            save={save}
            tags={tags}
            events={events}
            partners={partners}
            onSave={(s) => dispatch(householdSaveRequested(s))}
            onCreateTag={(name) => dispatch(tagCreateRequested(name))}
            onClose={closeDialog}
            addressExtra={
              editing && (
                <HouseholdLinkCopy
                  householdName={editing.display_name}
                  link={
                    householdLink.householdId === editing.id ? householdLink : { status: 'loading', error: null, path: null, message: null }
                  }
                  origin={window.location.origin}
                  settingsHref="/wedding-planning/guests/import"
                />
              )
            }
          />
        )}
        {dialog?.kind === 'events' && (
          <EventsDialog
            events={events}
            request={eventsRequest}
            onSave={(s) => dispatch(eventSaveRequested(s))}
            onDelete={(id) => dispatch(eventDeleteRequested(id))}
            onClose={closeDialog}
          />
        )}
      </Suspense>
      {rsvpFor && (
        <RsvpDialog
          household={rsvpFor}
          events={events}
          requests={rsvpRequests}
          onRecord={(body) => dispatch(rsvpSaveRequested(body))}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
