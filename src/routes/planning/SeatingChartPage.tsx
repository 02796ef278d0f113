import { SignedInTool } from './SignedInTool';
import { ToolLoadState } from '../../components/PlanningTool/ToolLoadState';
import { useReadOnReturn } from '../../components/PlanningTool/useReadOnReturn';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  clampToRoom,
  groupName,
  ROOM,
  SEATING_MESSAGES,
  tableLabel,
  type UpdateFixtureBody,
  type UpdateTableBody,
} from '../../contracts/seating';
import { seatingUrls } from '../../features/seating/seatingApi';
import {
  autoSeatRequested,
  fixtureAddRequested,
  fixtureChangeRequested,
  fixtureNudged,
  fixtureRemoveRequested,
  guestsMoveRequested,
  noticeDismissed,
  ruleAddRequested,
  ruleRemoveRequested,
  seatingRequested,
  tableAddRequested,
  tableChangeRequested,
  tableNudged,
  tableRemoveRequested,
} from '../../features/seating/seatingSlice';
import {
  selectAutoSeat,
  selectGuestsById,
  selectRulesRequest,
  selectRuleWarnings,
  selectSeatingChart,
  selectSeatingCounts,
  selectSeatingGuests,
  selectSeatingLoad,
  selectSeatingNotice,
  selectSeatsByTable,
  selectTablesRequest,
  selectTableLabels,
  selectTableOf,
  selectUnseatedGuests,
  selectWarningsByTable,
} from '../../features/seating/seatingSelectors';
import { AddFixtureForm, AddTableForm } from '../../features/seating/components/AddForms';
import {
  announcements,
  jumpBetweenTables,
  screenReaderInstructions,
  seatingCollisions,
  type SeatDrop,
  type SeatingDrag,
} from '../../features/seating/components/dnd';
import { FixtureList } from '../../features/seating/components/FixtureList';
import { FloorPlan } from '../../features/seating/components/FloorPlan';
import { GuestPanel } from '../../features/seating/components/GuestPanel';
import { RulesPanel } from '../../features/seating/components/RulesPanel';
import { SeatAtMenu } from '../../features/seating/components/SeatAtMenu';
import { TableCard } from '../../features/seating/components/TableCard';
import { chosenAmong } from '../../features/seating/components/GuestRow';
import styles from '../../features/seating/components/Seating.module.scss';

const PATH = '/wedding-planning/seating-chart';
const NO_GUESTS: readonly number[] = [];
// The sensors' options are constants: new objects would give @dnd-kit new sensors, and every
// draggable and droppable would render again with each render of the page (each move).
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: jumpBetweenTables };
const ACCESSIBILITY = { announcements, screenReaderInstructions };

/**
 * /wedding-planning/seating-chart: the couple's seating chart (issue 29). One floor plan per event
 * (?event=), reloaded whenever the tab comes back into view so a partner's moves show.
 */
export default function SeatingChartPage() {
  return (
    <SignedInTool
      title="Seating chart"
      path={PATH}
      pitch="Log in to lay out your tables and seat the guests from your guest list: drag and drop or the keyboard, keep-together and keep-apart rules, meal counts per table, and a PDF with escort cards."
      className={styles.page}
      linksClassName={styles.links}
    >
      <SeatingChart />
    </SignedInTool>
  );
}

function SeatingChart() {
  const dispatch = useAppDispatch();
  const chart = useAppSelector(selectSeatingChart);
  const load = useAppSelector(selectSeatingLoad);
  const seatsByTable = useAppSelector(selectSeatsByTable);
  const tableOf = useAppSelector(selectTableOf);
  const guestsById = useAppSelector(selectGuestsById);
  const guests = useAppSelector(selectSeatingGuests);
  const unseated = useAppSelector(selectUnseatedGuests);
  const counts = useAppSelector(selectSeatingCounts);
  const warnings = useAppSelector(selectRuleWarnings);
  const warningsByTable = useAppSelector(selectWarningsByTable);
  const labels = useAppSelector(selectTableLabels);
  const notice = useAppSelector(selectSeatingNotice);
  const autoSeat = useAppSelector(selectAutoSeat);
  const tablesRequest = useAppSelector(selectTablesRequest);
  const rulesRequest = useAppSelector(selectRulesRequest);
  const [params, setParams] = useSearchParams();
  const eventParam = /^[0-9]{1,9}$/.test(params.get('event') ?? '') ? Number(params.get('event')) : null;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [tagId, setTagId] = useState<number | null>(null);
  const [replace, setReplace] = useState(false);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState<SeatingDrag | null>(null);
  const planRef = useRef<HTMLDivElement>(null);
  // When an event's chart arrives, its lists of guests (300 rows and more) render in a background,
  // interruptible pass, so the page answers input meanwhile; later moves update them as usual.
  const shownEvent = useDeferredValue(chart?.event_id ?? null, null);
  const listsReady = chart !== null && shownEvent === chart.event_id;
  const chartRef = useRef(chart);
  chartRef.current = chart;
  const id = useId();

  // On a return, the event on screen is read again (the URL may not name it).
  useReadOnReturn(
    (returning) => dispatch(seatingRequested(returning ? (chartRef.current?.event_id ?? eventParam) : eventParam)),
    eventParam,
  );

  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const toggle = useCallback((guestId: number) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(guestId)) next.delete(guestId);
      else next.add(guestId);
      return next;
    });
  }, []);
  const selectMany = useCallback((ids: number[]) => setSelected(new Set(ids)), []);

  const move = useCallback(
    (guestIds: number[], toTableId: number | null) => {
      dispatch(guestsMoveRequested({ guestIds, toTableId }));
      const names = guestIds.map((g) => guestsById[g]?.name ?? 'A guest');
      setStatus(
        toTableId === null ? `${groupName(names)}: not seated.` : `${groupName(names)} seated at ${labels[toTableId] ?? 'the table'}.`,
      );
      setSelected((prev) => {
        const next = new Set(prev);
        for (const g of guestIds) next.delete(g);
        return next.size === prev.size ? prev : next;
      });
    },
    [dispatch, guestsById, labels],
  );

  const nudgeTable = useCallback((tableId: number, x: number, y: number) => dispatch(tableNudged({ id: tableId, x, y })), [dispatch]);
  const saveTablePosition = useCallback(
    (tableId: number) => {
      const t = chartRef.current?.tables.find((x) => x.id === tableId);
      if (t) dispatch(tableChangeRequested({ id: tableId, changes: { x: t.x, y: t.y } }));
    },
    [dispatch],
  );
  const nudgeFixture = useCallback(
    (fixtureId: number, x: number, y: number) => dispatch(fixtureNudged({ id: fixtureId, x, y })),
    [dispatch],
  );
  const saveFixturePosition = useCallback(
    (fixtureId: number) => {
      const f = chartRef.current?.fixtures.find((x) => x.id === fixtureId);
      if (f) dispatch(fixtureChangeRequested({ id: fixtureId, changes: { x: f.x, y: f.y } }));
    },
    [dispatch],
  );
  const changeFixture = useCallback(
    (fixtureId: number, changes: UpdateFixtureBody) => dispatch(fixtureChangeRequested({ id: fixtureId, changes })),
    [dispatch],
  );
  const removeFixture = useCallback((fixtureId: number) => dispatch(fixtureRemoveRequested(fixtureId)), [dispatch]);
  const openTable = useCallback((tableId: number) => {
    const card = document.getElementById(`table-card-${tableId}`);
    card?.scrollIntoView({ block: 'nearest' });
    card?.querySelector<HTMLElement>('h3')?.focus();
  }, []);
  const changeTable = useCallback(
    (tableId: number, changes: UpdateTableBody) => dispatch(tableChangeRequested({ id: tableId, changes })),
    [dispatch],
  );
  const tablesHeading = useRef<HTMLHeadingElement>(null);
  const removeTable = useCallback(
    (tableId: number) => {
      dispatch(tableRemoveRequested(tableId));
      // The card goes: the focus moves to the list's heading rather than the page's top.
      tablesHeading.current?.focus();
    },
    [dispatch],
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current as SeatingDrag | undefined) ?? null);
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as SeatingDrag | undefined;
    if (!data) return;
    if (data.type === 'guests') {
      const drop = over?.data.current as SeatDrop | undefined;
      if (drop) move(data.guestIds, drop.tableId);
      return;
    }
    const rect = planRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || (delta.x === 0 && delta.y === 0)) return;
    const dx = (delta.x * ROOM.width) / rect.width;
    const dy = (delta.y * ROOM.height) / rect.height;
    const item = data.type === 'table' ? chart?.tables.find((t) => t.id === data.id) : chart?.fixtures.find((f) => f.id === data.id);
    if (!item) return;
    const at = clampToRoom(item.x + dx, item.y + dy);
    if (data.type === 'table') {
      dispatch(tableNudged({ id: data.id, ...at }));
      dispatch(tableChangeRequested({ id: data.id, changes: at }));
    } else {
      dispatch(fixtureNudged({ id: data.id, ...at }));
      dispatch(fixtureChangeRequested({ id: data.id, changes: at }));
    }
  };

  const choices = useMemo(
    () =>
      (chart?.tables ?? []).map((t) => ({
        id: t.id,
        label: tableLabel(t),
        free: Math.max(0, t.seats - (seatsByTable[t.id]?.length ?? 0)),
      })),
    [chart?.tables, seatsByTable],
  );

  if (!chart) {
    return (
      <div className={styles.page}>
        <ToolLoadState
          title="Seating chart"
          noun="seating chart"
          load={load}
          onRetry={() => dispatch(seatingRequested(null))}
          retryClassName={styles.secondary}
          bodyHeight={420}
          noWeddingYet={load.error?.status === 404 && !eventParam}
        />
      </div>
    );
  }

  if (chart.event_id === null) {
    return (
      <div className={styles.page}>
        <h1>Seating chart</h1>
        <p>{SEATING_MESSAGES.noEvents}</p>
        <p>
          <Link to="/wedding-planning/guests">Go to your guest list</Link>
        </p>
      </div>
    );
  }

  const eventId = chart.event_id;
  const event = chart.events.find((e) => e.id === eventId)!;
  const selectedIds = [...selected];
  const selectedNames = selectedIds.map((g) => guestsById[g]?.name ?? 'A guest');
  const selectedSeated = selectedIds.some((g) => tableOf[g] !== undefined);

  return (
    <div className={styles.page}>
      <h1>Seating chart</h1>
      <p className={styles.lead}>
        Lay out the room for each event, then seat your guests: drag them onto a table, or choose them and use “Seat at…”.
      </p>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={`${id}-event`}>Event</label>
          <select
            id={`${id}-event`}
            value={eventId}
            onChange={(e) => {
              setSelected(new Set());
              setParams({ event: e.target.value }, { replace: true });
            }}
          >
            {chart.events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.downloads}>
          <a className={styles.secondary} href={seatingUrls.pdf(eventId)} download>
            Download PDF <span className="visually-hidden">of the floor plan, table list and escort cards</span>
          </a>
          <a className={styles.secondary} href={seatingUrls.csv(eventId)} download>
            Download CSV <span className="visually-hidden">of tables and guests</span>
          </a>
        </div>
      </div>

      <p className={styles.summary}>
        <strong>
          {counts.seated} of {counts.total}
        </strong>{' '}
        guests seated for {event.name}
        {counts.notComing ? ` · ${counts.notComing} seated guests are no longer coming: move them off their tables` : ''}.
      </p>

      <div role="status" aria-live="polite" className={styles.status}>
        {notice?.kind === 'done' ? notice.message : status}
      </div>
      {notice && notice.kind !== 'done' ? (
        <div role="alert" className={notice.kind === 'partner' ? styles.partnerNotice : styles.errorNotice}>
          <p>{notice.message}</p>
          <button type="button" className={styles.link} onClick={() => dispatch(noticeDismissed())}>
            Dismiss
          </button>
        </div>
      ) : null}

      {warnings.length ? (
        <section className={styles.warnings} aria-labelledby={`${id}-warnings`}>
          <h2 id={`${id}-warnings`}>Rules broken ({warnings.length})</h2>
          <ul>
            {warnings.map((w) => (
              <li key={w.rule_id}>{w.message}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* The forms' h3s sit under this h2 (axe, Lighthouse: headings go down one level at a time). */}
      <section className={styles.setup} aria-labelledby={`${id}-setup`}>
        <h2 id={`${id}-setup`} className="visually-hidden">
          Tables, the room and auto-seat
        </h2>
        <AddTableForm busy={tablesRequest.status === 'loading'} onAdd={(body) => dispatch(tableAddRequested(body))} />
        <AddFixtureForm onAdd={(body) => dispatch(fixtureAddRequested(body))} />
        <div className={styles.addForm}>
          <h3>Auto-seat</h3>
          <p className={styles.muted}>
            Fills the free seats from households and tags, following your rules. A starting point: move anyone after.
          </p>
          <label className={styles.check}>
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> Start over (clear every seat first)
          </label>
          <button
            type="button"
            className={styles.primary}
            disabled={autoSeat.status === 'loading' || chart.tables.length === 0}
            onClick={() => dispatch(autoSeatRequested({ replace }))}
          >
            Auto-seat guests
          </button>
        </div>
      </section>

      <DndContext
        sensors={sensors}
        collisionDetection={seatingCollisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={ACCESSIBILITY}
      >
        <div className={styles.selectionBar} aria-label="Chosen guests" role="group">
          <span id={`${id}-chosen`}>
            {selected.size ? `${selected.size} chosen: ${groupName(selectedNames)}` : 'Choose guests to seat them with the menu.'}
          </span>
          <SeatAtMenu
            describedBy={`${id}-chosen`}
            count={selected.size}
            tables={choices}
            disabled={selected.size === 0}
            onChoose={(tableId) => move(selectedIds, tableId)}
            onUnseat={selectedSeated ? () => move(selectedIds, null) : undefined}
          />
          {selected.size ? (
            <button type="button" className={styles.link} onClick={() => setSelected(new Set())}>
              Clear
            </button>
          ) : null}
        </div>

        <div className={styles.layout}>
          <div className={styles.main}>
            <section aria-labelledby={`${id}-plan`}>
              <h2 id={`${id}-plan`}>Floor plan</h2>
              <p className={styles.muted}>Drag a table to move it, or focus it and use the arrow keys (Shift for bigger steps).</p>
              <FloorPlan
                planRef={planRef}
                tables={chart.tables}
                fixtures={chart.fixtures}
                seatedByTable={seatsByTable}
                warningTables={warningsByTable}
                onNudgeTable={nudgeTable}
                onNudgeTableEnd={saveTablePosition}
                onNudgeFixture={nudgeFixture}
                onNudgeFixtureEnd={saveFixturePosition}
                onOpenTable={openTable}
              />
              <FixtureList fixtures={chart.fixtures} onChange={changeFixture} onRemove={removeFixture} />
            </section>
            <section aria-labelledby={`${id}-tables`}>
              <h2 id={`${id}-tables`} ref={tablesHeading} tabIndex={-1}>
                Tables ({chart.tables.length})
              </h2>
              {!listsReady ? (
                <p className={styles.empty} aria-busy="true">
                  Loading the tables’ guests…
                </p>
              ) : chart.tables.length ? (
                <div className={styles.tableGrid}>
                  {chart.tables.map((t, i) => (
                    <TableCard
                      key={t.id}
                      table={t}
                      order={i + 1}
                      guestIds={seatsByTable[t.id]}
                      guestsById={guestsById}
                      chosen={chosenAmong(seatsByTable[t.id] ?? NO_GUESTS, selected)}
                      warning={warningsByTable[t.id]}
                      onToggle={toggle}
                      onChange={changeTable}
                      onRemove={removeTable}
                    />
                  ))}
                </div>
              ) : (
                <p className={styles.empty}>No tables yet. Add one above: round, rectangular, long or square.</p>
              )}
            </section>
          </div>
          <aside className={styles.aside}>
            {listsReady ? (
              <GuestPanel
                guests={unseated}
                tags={chart.tags}
                tagId={tagId}
                onTag={setTagId}
                selected={selected}
                onToggle={toggle}
                onSelectMany={selectMany}
                counts={counts}
              />
            ) : (
              <p className={styles.empty} aria-busy="true">
                Loading the guests to seat…
              </p>
            )}
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging?.type === 'guests' ? <div className={styles.overlay}>{dragging.label}</div> : null}
        </DragOverlay>
      </DndContext>

      <RulesPanel
        rules={chart.rules}
        guests={guests}
        namesById={guestsById}
        error={rulesRequest.error}
        onAdd={(body) => dispatch(ruleAddRequested(body))}
        onRemove={(ruleId) => dispatch(ruleRemoveRequested(ruleId))}
      />
    </div>
  );
}
