import type { RootState } from '../../app/rootReducer';
import { appEnv } from '../../lib/appEnv';
import { resolveVariation, type ExperimentKey } from './experiments';

/**
 * Spec §3/§4: the variation the current user sees for an experiment. Not memoised: the answer is
 * a string (cheap, and equal strings do not re-render), and a session override set after the user
 * context arrived must count at once.
 */
export const selectVariation = (key: ExperimentKey) => (state: RootState) =>
  resolveVariation({
    key,
    assigned: state.user.context.user_experiments,
    env: appEnv(),
    storage: typeof window === 'undefined' ? null : window.sessionStorage,
    cookie: typeof document === 'undefined' ? '' : document.cookie,
  });
