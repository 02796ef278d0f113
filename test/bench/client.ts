/**
 * A small browser-like client for the bench's setup calls: keeps cookies, sends the CSRF header
 * the way the SPA's axios does, and throws on a non-2xx answer with the server's message.
 */
export class BenchClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get csrfToken(): string {
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }

  async call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.call('GET', '/website-nav/web-api/v1/user/context');
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: this.cookieHeader, 'x-xsrf-token': this.csrfToken, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const text = await response.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok)
      throw new Error(`${method} ${path} → ${response.status}: ${(json as { message?: string } | undefined)?.message ?? text}`);
    return json as T;
  }
}
