import { call, put, type CallEffect, type PutEffect } from 'redux-saga/effects';
import { readLocationCookie } from './searchLocation';
import { searchedLocationRestored } from './vendorLocationSlice';
import type { SearchLocation } from './types';

const cookieText = () => (typeof document === 'undefined' ? '' : document.cookie);

/** The last searched location survives reloads in the confetti_search_location cookie. */
export function* vendorLocationSagas(): Generator<CallEffect | PutEffect> {
  const restored = (yield call(readLocationCookie, (yield call(cookieText)) as string)) as SearchLocation | null;
  if (restored) yield put(searchedLocationRestored(restored));
}
