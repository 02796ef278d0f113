import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';

export const selectUserContext = (state: RootState) => state.user.context;
export const selectUserStatus = (state: RootState) => state.user.status;
/** Spec §6: guest when is_guest is true or there is no user. */
export const selectIsGuest = (state: RootState) => state.user.context.is_guest || !state.user.context.email;
/** Signed in and not signing out: the account's own data can be asked for. */
export const selectHasSession = (state: RootState) => !selectIsGuest(state) && !state.user.signingOut;
export const selectIsSpoof = (state: RootState) => state.user.context.is_spoof;
export const selectUserDisplayName = createSelector(
  selectUserContext,
  (ctx) => [ctx.first_name, ctx.last_name].filter(Boolean).join(' ') || ctx.email || '',
);
/** The first wedding the user owns or partners in (spec §6 'gets wedding details'). */
export const selectPrimaryWedding = createSelector(selectUserContext, (ctx) => ctx.user_role_account_weddings[0] ?? null);
