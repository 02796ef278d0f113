import { z } from 'zod';
import { jsonData, text } from './inputs';

/** The client error log across the wire (server/API.md, POST /api/v0/log/{id}; spec §7): what it may carry. */
export const LOG_LIMITS = { id: 100, message: 2000, dataBytes: 4096, dataDepth: 8 } as const;
export const logParams = z.object({ id: text(LOG_LIMITS.id, { trim: false }).min(1) });
export const logBody = z.object({
  meta: z.object({ id: text(LOG_LIMITS.id), message: text(LOG_LIMITS.message) }),
  data: jsonData(LOG_LIMITS.dataBytes, LOG_LIMITS.dataDepth).optional(),
});
export type LogBody = z.input<typeof logBody>;
