import { api } from '../../lib/http';
import type { UserContext } from './types';

/** The user endpoints (spec §3 'User context'); nothing else in the domain talks HTTP. */
export const userApi = {
  /** The user-context fetch spec §7 leaves 'not shown' (issue 3 names the path). */
  fetchUserContext: () => api.get<UserContext>('/website-nav/web-api/v1/user/context'),
};
