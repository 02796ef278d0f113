import { defaultPoolSize, loadServerConfig } from '../../config/server';

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
