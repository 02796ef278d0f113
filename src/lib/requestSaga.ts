import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, type CallEffect, type PutEffect } from 'redux-saga/effects';
import { toApiError, type ApiError } from './http';

/**
 * Spec §4 'started, then success or failure' as one factory: `createRequestActions('cart/addItem')`
 * gives `cart/addItem/started`, `cart/addItem/succeeded` and `cart/addItem/failed`, typed.
 */
export function createRequestActions<Arg = void, Result = void>(type: string) {
  return {
    started: createAction<Arg>(`${type}/started`),
    succeeded: createAction<{ arg: Arg; result: Result }>(`${type}/succeeded`),
    failed: createAction<{ arg: Arg; error: ApiError }>(`${type}/failed`),
  };
}
export type RequestActions<Arg, Result> = ReturnType<typeof createRequestActions<Arg, Result>>;

export type RequestOutcome<Result> = { ok: true; result: Result } | { ok: false; error: ApiError };

/**
 * Runs one API call with its started / succeeded / failed actions, so no saga repeats the
 * try / put / catch. Returns the outcome so the calling workflow can continue (or stop).
 */
export function* requestSaga<Arg, Result>(
  actions: RequestActions<Arg, Result>,
  arg: Arg,
  fn: (arg: Arg) => Promise<Result>,
): Generator<CallEffect | PutEffect<PayloadAction<unknown>>, RequestOutcome<Result>, unknown> {
  yield put(actions.started(arg));
  try {
    const result = (yield call(fn, arg)) as Result;
    yield put(actions.succeeded({ arg, result }));
    return { ok: true, result };
  } catch (error) {
    const apiError = toApiError(error);
    yield put(actions.failed({ arg, error: apiError }));
    return { ok: false, error: apiError };
  }
}

/** The status of a request-backed piece of state (STYLE §2). */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
