import { microCache } from '../../server/lib/publicCache';

describe('microCache (per-process copy of public, cacheable answers)', () => {
  afterEach(() => jest.useRealTimers());

  it('loads once for a burst of identical requests and again after the time is up', async () => {
    jest.useFakeTimers();
    const cache = microCache();
    const load = jest.fn(async () => ({ products: [1, 2, 3] }));
    const answers = await Promise.all([cache.get('/a', 1000, load), cache.get('/a', 1000, load), cache.get('/a', 1000, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers[0]).toEqual({ products: [1, 2, 3] });
    jest.advanceTimersByTime(999);
    await cache.get('/a', 1000, load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await cache.get('/a', 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps different URLs apart', async () => {
    const cache = microCache();
    await expect(cache.get('/a?page=1', 1000, async () => 'one')).resolves.toBe('one');
    await expect(cache.get('/a?page=2', 1000, async () => 'two')).resolves.toBe('two');
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = microCache();
    await expect(cache.get('/p', 1000, async () => Promise.reject(new Error('We could not find that product.')))).rejects.toThrow(
      'We could not find that product.',
    );
    await expect(cache.get('/p', 1000, async () => 'found')).resolves.toBe('found');
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const cache = microCache(2);
    const load = jest.fn(async () => 'x');
    await cache.get('/1', 1000, load);
    await cache.get('/2', 1000, load);
    await cache.get('/3', 1000, load);
    await cache.get('/3', 1000, load);
    await cache.get('/2', 1000, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('/1', 1000, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('microCache revalidation', () => {
  it('skips the stored copy when the request asks to revalidate, and keeps the fresh one', async () => {
    const cache = microCache();
    await cache.get('/a', 60_000, async () => 'old');
    await expect(cache.get('/a', 60_000, async () => 'new', true)).resolves.toBe('new');
    await expect(cache.get('/a', 60_000, async () => 'newer')).resolves.toBe('new');
  });
});
