import { takeLatest } from 'redux-saga/effects';
import { api } from '../../lib/http';
import { requestSaga } from '../../lib/requestSaga';
import { confirmSignupActions, loginActions, onboardActions, signOutActions, twoFactorVerifyActions } from '../auth/identityEvents';
import { cartCountRequested, fetchCartCountActions } from './cartCountSlice';

export const fetchCartCount = () => api.get<{ itemCount: number }>('/web-registry-api/v1/cart/count');

function* loadCount() {
  // A failed count leaves the link reading 'Cart'; nothing to tell the user.
  yield* requestSaga(fetchCartCountActions, undefined, fetchCartCount);
}

/** Whoever the visitor becomes, their cart changes: log-in merges the guest cart, sign-out leaves it. */
const IDENTITY_CHANGES = [loginActions, twoFactorVerifyActions, confirmSignupActions, onboardActions, signOutActions].map(
  (actions) => actions.succeeded.type,
);

/**
 * The count is fetched on app start (src/index.tsx) and again whenever the identity changes;
 * cart and checkout answers keep it current in between (cartCountSlice.ts).
 */
export function* cartCountSagas() {
  // takeLatest: a read; only the newest answer matters.
  yield takeLatest([cartCountRequested.type, ...IDENTITY_CHANGES], loadCount);
}
