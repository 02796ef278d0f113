import { api } from '../../lib/http';
import type { UserContext } from './types';

/** The user-context fetch spec §7 leaves 'not shown' (issue 3 names the path). */
export const fetchUserContext = () => api.get<UserContext>('/website-nav/web-api/v1/user/context');
