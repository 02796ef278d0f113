import { defaultPoolSize, loadServerConfig, parseTrustProxy } from '../../config/server';

describe('database pool size', () => {
  it('is twice the cores, at least 4 and at most 10', () => {
    expect(defaultPoolSize(1)).toBe(4);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(4)).toBe(8);
    expect(defaultPoolSize(32)).toBe(10);
  });

  it('reads DATABASE_POOL_SIZE, and ignores a value that is not a positive whole number', () => {
    expect(loadServerConfig({ APP_ENV: 'test', DATABASE_POOL_SIZE: '16' }).databasePoolSize).toBe(16);
    for (const bad of ['0', '-3', '2.5', 'many', '']) {
      expect(loadServerConfig({ APP_ENV: 'test', DATABASE_POOL_SIZE: bad }).databasePoolSize).toBe(defaultPoolSize());
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(loadServerConfig({ APP_ENV: 'test' }).trustProxy).toEqual([]);
    expect(parseTrustProxy('')).toEqual([]);
    expect(parseTrustProxy(' , ')).toEqual([]);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['192.168.1.0/24 ,0.0.0.0/0', ['192.168.1.0/24', '0.0.0.0/0']],
    ['::ffff:127.0.0.1', ['::ffff:127.0.0.1']],
  ])('reads a comma-separated list of addresses and CIDR ranges: %s', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
    expect(loadServerConfig({ APP_ENV: 'test', TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'true',
    '*',
    '1',
    'loopback',
    'proxy.internal',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/-1',
    '10.0.0.0/255.0.0.0',
    '256.0.0.1',
  ])('refuses to start on %s, naming it', (value) => {
    expect(() => loadServerConfig({ APP_ENV: 'test', TRUST_PROXY: `127.0.0.1,${value}` })).toThrow(
      `TRUST_PROXY: '${value}' is not an IP address or CIDR range`,
    );
  });
});
