import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { appEnv } from '../../lib/appEnv';
import { resolveVariation, type ExperimentKey } from './experiments';

const selectAssigned = (state: RootState) => state.user.context.user_experiments;

/** Spec §3/§4: the variation the current user sees for an experiment. */
export const selectVariation = (key: ExperimentKey) =>
  createSelector(selectAssigned, (assigned) =>
    resolveVariation({
      key,
      assigned,
      env: appEnv(),
      storage: typeof window === 'undefined' ? null : window.sessionStorage,
      cookie: typeof document === 'undefined' ? '' : document.cookie,
    }),
  );
