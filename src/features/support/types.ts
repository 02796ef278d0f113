/** POST /web-api/v1/support/contact: declared once, in src/contracts/support.ts. */
export type { ContactAnswer as ContactResult, ContactInput } from '../../contracts/support';
