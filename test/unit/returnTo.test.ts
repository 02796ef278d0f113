import fc from 'fast-check';
import { afterSignInPath, HOME_AFTER_LOG_IN, returnToFor, safeReturnTo, withReturnTo } from '../../src/contracts/returnTo';

describe('safeReturnTo: where log-in and sign-up may send a person back to', () => {
  it.each([
    ['/wedding-vendors/florists/bloom-studio', 'a vendor storefront'],
    ['/registry/alex-and-jordan', 'a couple’s registry'],
    ['/registry/alex-and-jordan?preview=true', 'with its query'],
    ['/cart', 'the cart'],
    ['/checkout', 'checkout'],
    ['/shop/search?q=red%20mug', 'a search with an encoded space in its query'],
    ['/shop/product/copper-pan#reviews', 'with a fragment'],
    ['/wedding-planning/dashboard', 'the dashboard'],
    ['/', 'the home page'],
    ['/Shop/Brands/', 'any case, trailing slash'],
    ['/search/wedding-registry?first_name=Alex', 'Find a couple'],
    ['/account/settings/info', 'account settings'],
  ])('follows %s (%s)', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['//evil.com', 'protocol-relative URL'],
    ['//evil.com/registry/x', 'protocol-relative with an allowed-looking path'],
    ['https://evil.com/cart', 'absolute URL'],
    ['http:/evil.com', 'scheme with one slash'],
    ['javascript:alert(1)', 'javascript: URL'],
    ['data:text/html,<script>', 'data: URL'],
    ['/\\evil.com', 'slash backslash (browsers read it as //)'],
    ['\\\\evil.com', 'two backslashes'],
    ['/registry\\..\\web-api', 'backslashes inside'],
    ['/%2F%2Fevil.com', 'encoded double slash'],
    ['/%2fevil.com', 'encoded second slash'],
    ['/%5Cevil.com', 'encoded backslash'],
    ['/%252F%252Fevil.com', 'double-encoded double slash'],
    ['/%25252F%25252Fevil.com', 'triple-encoded double slash'],
    ['/%E0%A4%A', 'malformed escape'],
    ['/\t/evil.com', 'tab (browsers strip it)'],
    ['/\n/evil.com', 'newline'],
    ['/ /evil.com', 'space'],
    ['/%09/evil.com', 'encoded tab'],
    ['/%00', 'encoded NUL'],
    ['/registry/../web-api/v2/dashboard', 'dot segments to an API path'],
    ['/registry/%2e%2e/web-api/v2/dashboard', 'encoded dot segments'],
    ['/./cart', 'single dot segment'],
    ['/web-api/v2/dashboard', 'API path'],
    ['/website-nav/web-api/v1/auth/signout', 'API path (sign-out)'],
    ['/web-registry-api/v1/registry/summary', 'registry API'],
    ['/api/v0/log/x', 'log API'],
    ['/account/login?returnTo=%2Fcart', 'the log-in page (a loop)'],
    ['/account/signup', 'the sign-up page'],
    ['/account/confirm?token=abc', 'a one-time link page'],
    ['/account/reset-password?token=abc', 'the reset link page'],
    ['/shopping-evil', 'an area prefix that is not a path segment'],
    ['cart', 'relative path'],
    ['', 'empty'],
  ])('refuses %j (%s)', (path) => {
    expect(safeReturnTo(path)).toBeNull();
  });

  it('refuses anything that is not a string, and paths over 1000 characters', () => {
    for (const value of [null, undefined, 42, ['/cart'], { path: '/cart' }]) expect(safeReturnTo(value)).toBeNull();
    expect(safeReturnTo(`/shop/${'a'.repeat(1000)}`)).toBeNull();
  });

  it('never lets through a value that a browser would resolve to another origin or to an API path (property)', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '%2F',
      '%2f',
      '%5C',
      '%252F',
      '..',
      '.',
      '%2e',
      'evil.com',
      'https:',
      ':',
      '@',
      '?',
      '#',
      '\t',
      ' ',
      'cart',
      'registry',
      'web-api',
      'api',
      'shop',
      'x',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
        (candidate) => {
          const result = safeReturnTo(candidate);
          if (result === null) return;
          const url = new URL(result, 'https://confetti.example');
          expect(url.origin).toBe('https://confetti.example');
          expect(url.pathname.startsWith('/web-api') || url.pathname.startsWith('/api/')).toBe(false);
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result.includes('\\')).toBe(false);
        },
      ),
      { numRuns: 2000, seed: 25 },
    );
  });

  it('any printable string: an accepted value stays on this origin and is returned unchanged (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        for (const candidate of [tail, `/${tail}`, `/shop/${tail}`]) {
          const result = safeReturnTo(candidate);
          if (result === null) continue;
          expect(result).toBe(candidate);
          expect(new URL(result, 'https://confetti.example').origin).toBe('https://confetti.example');
        }
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});

describe('the helpers around it', () => {
  it('returnToFor: the current page, if it may be returned to', () => {
    expect(returnToFor({ pathname: '/wedding-vendors/florists/bloom', search: '?tab=reviews', hash: '' })).toBe(
      '/wedding-vendors/florists/bloom?tab=reviews',
    );
    expect(returnToFor({ pathname: '/account/login', search: '' })).toBeNull();
  });

  it('withReturnTo: adds the encoded return path, or leaves the link alone', () => {
    expect(withReturnTo('/account/login', '/registry/alex-and-jordan?preview=true')).toBe(
      '/account/login?returnTo=%2Fregistry%2Falex-and-jordan%3Fpreview%3Dtrue',
    );
    expect(withReturnTo('/account/login', '//evil.com')).toBe('/account/login');
    expect(withReturnTo('/account/login', null)).toBe('/account/login');
  });

  it('afterSignInPath: returnTo, else the older next, else the dashboard', () => {
    expect(afterSignInPath(new URLSearchParams('returnTo=%2Fcart'))).toBe('/cart');
    expect(afterSignInPath(new URLSearchParams('next=%2Fregistry%2Fquick-add-packs'))).toBe('/registry/quick-add-packs');
    expect(afterSignInPath(new URLSearchParams('returnTo=https%3A%2F%2Fevil.com'))).toBe(HOME_AFTER_LOG_IN);
    expect(afterSignInPath(new URLSearchParams(''))).toBe(HOME_AFTER_LOG_IN);
  });
});
