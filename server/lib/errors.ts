/**
 * The one error shape every API failure uses. The SPA's HTTP helper shows `message`;
 * `category` + `reason` let it map the spec §8 catalogue (e.g. auth.invalid_password).
 */
export interface ErrorBody {
  message: string;
  code: string;
  category?: string;
  reason?: string;
  /** Per-field messages for form validation failures. */
  fields?: Record<string, string>;
  /** Shown to the user for errors support may need to trace: '{message} (Support ID: {id})'. */
  supportId?: string;
  /** Extra data a client needs even on failure (e.g. the cart id of a failed checkout). */
  [extra: string]: unknown;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(statusCode: number, message: string, extra: Omit<Partial<ErrorBody>, 'message'> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.body = { ...extra, message, code: (extra.code as string | undefined) ?? defaultCode(statusCode) };
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'error';
  }
}

export const badRequest = (message: string, extra?: Omit<Partial<ErrorBody>, 'message'>) => new AppError(400, message, extra);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, message);
export const notFound = (message = 'We could not find what you were looking for.') => new AppError(404, message);
export const conflict = (message: string, extra?: Omit<Partial<ErrorBody>, 'message'>) => new AppError(409, message, extra);
