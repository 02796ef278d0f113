import fp from 'fastify-plugin';
import { randomToken } from '../lib/tokens';
import { AppError, type ErrorBody } from '../lib/errors';

/**
 * One error handler for the whole API: AppErrors answer with their own status and body; Fastify's
 * own 4xx (bad JSON, too large) keep their status with a readable message; anything else is a 500
 * whose details stay in the log, with a support id the user can quote.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.body);
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Please wait a few moments ...', code: 'rate_limited' } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Send the request as JSON.'
              : (err.message ?? 'The request could not be processed.');
      return reply.status(status).send({ message, code: 'bad_request' } satisfies ErrorBody);
    }
    const supportId = randomToken(6);
    request.log.error({ err: error, supportId }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal', supportId } satisfies ErrorBody);
  });
}, { name: 'error-handler' });
