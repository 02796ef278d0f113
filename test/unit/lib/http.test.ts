import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { api, DEFAULT_ERROR_MESSAGE, http, HttpError } from '../../../src/lib/http';

/** Answers every request with the given status and body, recording the request config. */
function respondWith(status: number, data: unknown): { seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  http.defaults.adapter = adapter;
  return { seen };
}

describe('the HTTP helper (spec §7)', () => {
  it('returns the JSON body of an ok response and sends JSON with credentials', async () => {
    const { seen } = respondWith(200, { categories: [] });
    await expect(api.post('/web-registry-api/v1/cart/items', { itemIds: [1] })).resolves.toEqual({ categories: [] });
    expect(seen[0]!.withCredentials).toBe(true);
    expect(seen[0]!.headers['Content-Type']).toBe('application/json');
    expect(seen[0]!.data).toBe(JSON.stringify({ itemIds: [1] }));
  });

  it("raises an error carrying the server's message on a non-ok response", async () => {
    respondWith(400, { message: 'Promo WELCOME could not be applied', code: 'validation', reason: 'invalid_password', category: 'auth' });
    const error = (await api.get('/x').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Promo WELCOME could not be applied');
    expect(error.apiError).toMatchObject({ status: 400, code: 'validation', category: 'auth', reason: 'invalid_password' });
  });

  it('retries a write once when it was refused for a missing CSRF token, and only once', async () => {
    const answers = [
      {
        status: 403,
        data: { message: 'This request was sent without its security token. Please reload the page and try again.', code: 'csrf_missing' },
      },
      { status: 200, data: { ok: true } },
    ];
    const seen: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = async (config) => {
      seen.push(config);
      const { status, data } = answers.shift() ?? {
        status: 403,
        data: { message: 'This request was sent without its security token. Please reload the page and try again.', code: 'csrf_missing' },
      };
      const response = { data, status, statusText: String(status), headers: {}, config };
      if (status === 200) return response;
      throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, response);
    };
    await expect(api.post('/web-registry-api/v1/registryCollection/search', {})).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    seen.length = 0;
    const error = (await api.post('/x', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.apiError).toMatchObject({
      status: 403,
      code: 'csrf_missing',
      message: 'This request was sent without its security token. Please reload the page and try again.',
    });
    expect(seen).toHaveLength(2);
  });

  it('does not retry other refusals, and shows their message', async () => {
    for (const refusal of [
      { message: 'Not yours', code: 'forbidden' },
      {
        message: 'The security token sent with this request is not the one this browser was given. Please reload the page and try again.',
        code: 'csrf_mismatch',
      },
      {
        message: 'This request came from another website, so it was refused. Please open Confetti directly and try again.',
        code: 'csrf_cross_site',
      },
    ]) {
      const { seen } = respondWith(403, refusal);
      const error = (await api.post('/x', {}).catch((e: unknown) => e)) as HttpError;
      expect(error.apiError).toMatchObject({ status: 403, ...refusal });
      expect(seen).toHaveLength(1);
    }
  });

  it("falls back to 'An error has occurred' when the server sends no message", async () => {
    respondWith(502, '<html>Bad gateway</html>');
    const error = (await api.get('/x').catch((e: unknown) => e)) as HttpError;
    expect(DEFAULT_ERROR_MESSAGE).toBe('An error has occurred');
    expect(error.message).toBe('An error has occurred');
    expect(error.apiError.status).toBe(502);
  });
});
