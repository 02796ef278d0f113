import { api } from '../../lib/http';
import type {
  AutoSeatAnswer,
  AutoSeatBody,
  CreateFixtureBody,
  CreateTableBody,
  FixtureAnswer,
  MoveBody,
  RuleBody,
  RulesAnswer,
  SeatingChartView,
  SeatingState,
  TableAnswer,
  TableDeletedAnswer,
  UpdateFixtureBody,
  UpdateTableBody,
} from '../../contracts/seating';

const S = '/web-api/v2/wedding/seating';

/** The downloads: plain GETs the browser saves. */
export const seatingUrls = {
  pdf: (eventId: number) => `${S}/events/${eventId}/seating.pdf`,
  csv: (eventId: number) => `${S}/events/${eventId}/seating.csv`,
};

/** server/API.md "The seating chart"; nothing else in the domain talks HTTP. */
export const seatingApi = {
  chart: (eventId: number | null): Promise<SeatingChartView> =>
    api.get<SeatingChartView>(S, eventId === null ? undefined : { event: eventId }),
  move: ({ eventId, body }: { eventId: number; body: MoveBody }): Promise<SeatingState> =>
    api.post<SeatingState>(`${S}/events/${eventId}/moves`, body),
  autoSeat: ({ eventId, body }: { eventId: number; body: AutoSeatBody }): Promise<AutoSeatAnswer> =>
    api.post<AutoSeatAnswer>(`${S}/events/${eventId}/auto-seat`, body),
  addTable: ({ eventId, body }: { eventId: number; body: CreateTableBody }): Promise<TableAnswer> =>
    api.post<TableAnswer>(`${S}/events/${eventId}/tables`, body),
  changeTable: ({ id, body }: { id: number; body: UpdateTableBody }): Promise<TableAnswer> =>
    api.patch<TableAnswer>(`${S}/tables/${id}`, body),
  removeTable: (id: number): Promise<TableDeletedAnswer> => api.delete<TableDeletedAnswer>(`${S}/tables/${id}`),
  addFixture: ({ eventId, body }: { eventId: number; body: CreateFixtureBody }): Promise<FixtureAnswer> =>
    api.post<FixtureAnswer>(`${S}/events/${eventId}/fixtures`, body),
  changeFixture: ({ id, body }: { id: number; body: UpdateFixtureBody }): Promise<FixtureAnswer> =>
    api.patch<FixtureAnswer>(`${S}/fixtures/${id}`, body),
  removeFixture: (id: number): Promise<{ deleted_fixture_id: number }> => api.delete<{ deleted_fixture_id: number }>(`${S}/fixtures/${id}`),
  addRule: (body: RuleBody): Promise<RulesAnswer> => api.post<RulesAnswer>(`${S}/rules`, body),
  removeRule: (id: number): Promise<RulesAnswer> => api.delete<RulesAnswer>(`${S}/rules/${id}`),
};
