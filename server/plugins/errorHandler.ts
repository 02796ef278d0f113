import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken } from '../lib/tokens';
import { AppError, type ErrorBody } from '../lib/errors';

/** Fastify's own refusals of a request it could not take, in words a person understands. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address is not valid: check its % escapes.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * The answer to a client's mistake that Fastify (or a plugin) found before our code ran: its own
 * status, one of our messages (or the plugin's, which are readable), `code: bad_request`.
 */
export function clientMistake(error: {
  statusCode?: number;
  code?: string;
  message?: string;
}): { statusCode: number; body: ErrorBody } | undefined {
  const statusCode = error.statusCode ?? 500;
  if (statusCode < 400 || statusCode >= 500) return undefined;
  if (statusCode === 429) return { statusCode, body: { message: 'Please wait a few moments ...', code: 'rate_limited' } };
  const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || 'The request could not be processed.';
  return { statusCode, body: { message, code: 'bad_request' } };
}

/**
 * One error handler for the whole API: AppErrors answer with their own status and body; Fastify's
 * own 4xx (bad JSON, too large) keep their status with a readable message; anything else is a 500
 * whose details stay in the log, with a support id the user can quote.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send(error.body);
      }
      const mistake = clientMistake(error as { statusCode?: number; code?: string; message?: string });
      if (mistake) return reply.status(mistake.statusCode).send(mistake.body);
      const supportId = randomToken(6);
      request.log.error({ err: error, supportId }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal', supportId } satisfies ErrorBody);
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (`/shop/%`, `%ED%A0%80`) or a
 * path part over its length limit, answered in the one error shape instead of Fastify's own.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const mistake = clientMistake(error) ?? {
    statusCode: 400,
    body: { message: 'The request could not be processed.', code: 'bad_request' },
  };
  void reply.status(mistake.statusCode).header('cache-control', 'no-store').send(mistake.body);
}

/** Node's own refusals, before any request exists: what each answers with. */
const CONNECTION_ERRORS: Record<string, { statusCode: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'The request headers are too large.' },
};

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refused (malformed, headers
 * too large, too slow) gets the one error shape too, then the connection closes, as Node does.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = CONNECTION_ERRORS[error.code] ?? { statusCode: 400, message: 'The request could not be read.' };
  const body = JSON.stringify({ message, code: 'bad_request' } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
