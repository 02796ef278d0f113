import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type { UserContext } from '../user/types';
import type { ConfirmSignupResponse, LoginPayload, LoginResponse, OnboardPayload, OnboardResponse } from './types';

/**
 * The auth events the first page load names: the header's Sign out, and the calls whose success
 * changes who the visitor is (the cart count is fetched again after each). The rest of the auth
 * domain's events are in authEvents.ts, which re-exports these and loads with the pages that use it.
 */
export const signOutRequested = createAction('auth/signOutRequested');

export const loginActions = createRequestActions<LoginPayload, LoginResponse>('auth/login');
export const signOutActions = createRequestActions<void, { signed_out: true }>('auth/signOut');
export const twoFactorVerifyActions = createRequestActions<{ code: string }, { user: UserContext }>('auth/twoFactorVerify');
export const onboardActions = createRequestActions<OnboardPayload, OnboardResponse>('auth/onboard');
export const confirmSignupActions = createRequestActions<{ token: string }, ConfirmSignupResponse>('auth/confirmSignup');
