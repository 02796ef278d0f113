import type { ActionCreatorWithPayload, ActionReducerMapBuilder, Draft, PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from './http';
import type { RequestActions, RequestStatus } from './requestSaga';

/** A request-backed piece of state (STYLE §2): where its request is, and what went wrong. */
export interface RequestState {
  status: RequestStatus;
  error: ApiError | null;
}
export const idleRequest: RequestState = { status: 'idle', error: null };

export interface RequestCaseOptions<S, Arg, Result> {
  /** What else each phase does (store the result, remember the argument …); runs after status and error are set. */
  started?: (state: Draft<S>, action: PayloadAction<Arg>) => void;
  succeeded?: (state: Draft<S>, action: PayloadAction<{ arg: Arg; result: Result }>) => void;
  failed?: (state: Draft<S>, action: PayloadAction<{ arg: Arg; error: ApiError }>) => void;
  /** A refresh of data already shown: its start or failure leaves a 'succeeded' status as it is. */
  keepSucceeded?: boolean;
}

/**
 * The reducer half of `createRequestActions`: started → loading with no error, succeeded →
 * succeeded, failed → failed with the ApiError, on the `{ status, error }` sub-state that
 * `request` picks (it may depend on the argument). The options add what else a phase does.
 */
export function addRequestCases<S, Arg, Result>(
  builder: ActionReducerMapBuilder<S>,
  actions: RequestActions<Arg, Result>,
  request: (state: Draft<S>, arg: Arg) => RequestState,
  options: RequestCaseOptions<S, Arg, Result> = {},
): ActionReducerMapBuilder<S> {
  const { keepSucceeded = false } = options;
  // createAction<Arg> with a generic Arg is a conditional type TypeScript cannot resolve here.
  const started = actions.started as unknown as ActionCreatorWithPayload<Arg>;
  return builder
    .addCase(started, (state, action) => {
      const req = request(state, action.payload);
      if (!keepSucceeded || req.status !== 'succeeded') req.status = 'loading';
      req.error = null;
      options.started?.(state, action);
    })
    .addCase(actions.succeeded, (state, action) => {
      const req = request(state, action.payload.arg);
      req.status = 'succeeded';
      req.error = null;
      options.succeeded?.(state, action);
    })
    .addCase(actions.failed, (state, action) => {
      const req = request(state, action.payload.arg);
      if (!keepSucceeded || req.status !== 'succeeded') req.status = 'failed';
      req.error = action.payload.error;
      options.failed?.(state, action);
    });
}
