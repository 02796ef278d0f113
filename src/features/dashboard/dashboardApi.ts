import { api } from '../../lib/http';
import type { DashboardView } from '../../contracts/dashboard';

/** server/API.md "The couple's home": nothing else in the domain talks HTTP. */
export const dashboardApi = {
  fetchDashboard: ({ wedding }: { wedding: string | null }) =>
    api.get<DashboardView>('/web-api/v2/dashboard', wedding ? { wedding } : undefined),
};
