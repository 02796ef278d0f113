/**
 * Free returns' two enums (issue 26), apart from contracts/credit.ts so the orders contract can use
 * them without importing the registry's (which imports the orders contract back).
 */
export const REFUND_METHODS = ['CARD', 'CREDIT'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const RETURN_STATUSES = ['REQUESTED', 'RECEIVED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
