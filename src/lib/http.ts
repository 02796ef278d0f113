import axios, { AxiosError, type AxiosRequestConfig } from 'axios';

/** Plain-data error every failed call becomes (never an Error object in Redux state). */
export interface ApiError {
  message: string;
  status?: number;
  code?: string;
  /** Spec §8 'category.reason', e.g. reason 'invalid_password'. */
  category?: string;
  reason?: string;
  fields?: Record<string, string>;
  supportId?: string;
  /** The whole error body, for the rare caller that needs more (checkout reads cartId). */
  data?: Record<string, unknown>;
}

export const DEFAULT_ERROR_MESSAGE = 'An error has occurred';

/**
 * Spec §7's HTTP helper: one axios instance, JSON, same-origin credentials. axios copies the
 * XSRF-TOKEN cookie into the X-XSRF-TOKEN header, which the server's CSRF check expects.
 */
export const http = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: 30_000,
});

export class HttpError extends Error {
  readonly apiError: ApiError;
  constructor(apiError: ApiError) {
    super(apiError.message);
    this.name = 'HttpError';
    this.apiError = apiError;
  }
}

/** Turns anything thrown by a call into the ApiError shape: the server's message or the default. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpError) return error.apiError;
  if (error instanceof AxiosError) {
    const data = error.response?.data as Record<string, unknown> | undefined;
    const message = typeof data?.message === 'string' && data.message ? data.message : DEFAULT_ERROR_MESSAGE;
    return {
      message,
      status: error.response?.status,
      code: typeof data?.code === 'string' ? data.code : undefined,
      category: typeof data?.category === 'string' ? data.category : undefined,
      reason: typeof data?.reason === 'string' ? data.reason : undefined,
      fields: (data?.fields as Record<string, string> | undefined) ?? undefined,
      supportId: typeof data?.supportId === 'string' ? data.supportId : undefined,
      data,
    };
  }
  return { message: DEFAULT_ERROR_MESSAGE };
}

/**
 * A write refused for a missing CSRF token (a page's first POST can leave before the first
 * private answer has set the cookie): the refusal sets it and nothing ran, so one retry is safe.
 * Other refusals (a token that does not match, a request from another site) are shown as they are.
 */
const isCsrfRefusal = (error: unknown) =>
  error instanceof AxiosError &&
  error.response?.status === 403 &&
  (error.response.data as { code?: unknown } | undefined)?.code === 'csrf_missing';

async function request<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    try {
      return (await http.request<T>(config)).data;
    } catch (error) {
      if (!isCsrfRefusal(error)) throw error;
      return (await http.request<T>(config)).data;
    }
  } catch (error) {
    throw new HttpError(toApiError(error));
  }
}

export const api = {
  get: <T>(url: string, params?: Record<string, unknown>) => request<T>({ method: 'GET', url, params }),
  /** `headers` for the rare call that needs its own (checkout's Idempotency-Key). */
  post: <T>(url: string, data?: unknown, headers?: Record<string, string>) =>
    request<T>({ method: 'POST', url, data: data ?? {}, headers }),
  put: <T>(url: string, data?: unknown) => request<T>({ method: 'PUT', url, data: data ?? {} }),
  patch: <T>(url: string, data?: unknown) => request<T>({ method: 'PATCH', url, data: data ?? {} }),
  delete: <T>(url: string) => request<T>({ method: 'DELETE', url }),
  /** A file's bytes as the body, with its own type (an uploaded photo: server/modules/media). */
  putFile: <T>(url: string, file: Blob) =>
    request<T>({ method: 'PUT', url, data: file, headers: { 'Content-Type': file.type || 'application/octet-stream' }, timeout: 120_000 }),
  /**
   * A picture's bytes as a POST body with its own type, reporting how much has gone
   * (`onProgress(sent, total)`: a progress bar per file): the website's photo uploads.
   */
  uploadFile: <T>(url: string, file: Blob, params?: Record<string, unknown>, onProgress?: (sent: number, total: number) => void) =>
    request<T>({
      method: 'POST',
      url,
      data: file,
      params,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      timeout: 120_000,
      onUploadProgress: onProgress ? (e) => onProgress(e.loaded, e.total ?? file.size) : undefined,
    }),
  /** A piece of a file as a PUT body (application/octet-stream), reporting how much has gone: album uploads' chunks. */
  putBytes: <T>(url: string, bytes: Blob, params?: Record<string, unknown>, onProgress?: (sent: number) => void) =>
    request<T>({
      method: 'PUT',
      url,
      data: bytes,
      params,
      headers: { 'Content-Type': 'application/octet-stream' },
      timeout: 120_000,
      onUploadProgress: onProgress ? (e) => onProgress(e.loaded) : undefined,
    }),
  /** A file's bytes as a POST body with the given type (a guest-list CSV: server/modules/guests). */
  postFile: <T>(url: string, file: Blob, contentType: string, params?: Record<string, unknown>) =>
    request<T>({ method: 'POST', url, data: file, params, headers: { 'Content-Type': contentType }, timeout: 120_000 }),
};
