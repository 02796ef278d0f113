import { createAction } from '@reduxjs/toolkit';
import type { WeddingFields, WeddingSetupRequest } from '../../contracts/wedding';

/**
 * The wedding domain's events: the UI dispatches them, and the first one loads the rest of the
 * domain (src/app/lazyDomains.ts).
 */

/** A wedding page opened, or came back into focus: read the wedding again (the server is the source of truth). */
export const weddingRequested = createAction('wedding/requested');
/** "Your wedding": the form was submitted. */
export const weddingSaveRequested = createAction<WeddingFields>('wedding/saveRequested');
/** The guided start: a step's Continue or Skip. */
export const setupStepSubmitted = createAction<WeddingSetupRequest>('wedding/setupStepSubmitted');
/** The owner invites their partner by email. */
export const partnerInviteRequested = createAction<string>('wedding/partnerInviteRequested');
/** The owner withdraws a pending invitation. */
export const invitationRevokeRequested = createAction<number>('wedding/invitationRevokeRequested');
/** The owner removes the partner. */
export const memberRemoveRequested = createAction<number>('wedding/memberRemoveRequested');
/** The join page opened with a link's token. */
export const invitationLookupRequested = createAction<string>('wedding/invitationLookupRequested');
/** The signed-in invitee accepts. */
export const invitationAcceptRequested = createAction<string>('wedding/invitationAcceptRequested');
/** A page left: forget a finished save's outcome so the next visit starts clean. */
export const weddingFlowsReset = createAction('wedding/flowsReset');
