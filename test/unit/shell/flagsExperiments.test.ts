import { resolveFlags, FLAG_STORAGE_PREFIX } from '../../../src/features/flags/flags';
import { resolveVariation, markViewedOnce, overrideKey, viewedKey } from '../../../src/features/experiments/experiments';
import { makeStore } from '../../../src/app/store';
import { selectFlag } from '../../../src/features/flags/flagsSelectors';
import { flagOverridden } from '../../../src/features/flags/flagsSlice';

const storage = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });

describe('feature flags (spec §4)', () => {
  it('uses the environment values', () => {
    expect(resolveFlags('production', null).debugPaymentIntents).toBe(false);
    expect(resolveFlags('development', null).debugPaymentIntents).toBe(true);
    expect(resolveFlags('staging', null).datadog).toBe(true);
  });
  it('lets a session override win over the environment', () => {
    const flags = resolveFlags(
      'production',
      storage({ [`${FLAG_STORAGE_PREFIX}debugPaymentIntents`]: 'true', [`${FLAG_STORAGE_PREFIX}datadog`]: 'false' }),
    );
    expect(flags.debugPaymentIntents).toBe(true);
    expect(flags.datadog).toBe(false);
  });
  it('ignores malformed overrides', () => {
    expect(resolveFlags('production', storage({ [`${FLAG_STORAGE_PREFIX}datadog`]: 'yes' })).datadog).toBe(true);
  });
  it('selectFlag reads the store, and an override event changes it', () => {
    const store = makeStore();
    const before = selectFlag('datadog')(store.getState());
    store.dispatch(flagOverridden({ name: 'datadog', value: !before }));
    expect(selectFlag('datadog')(store.getState())).toBe(!before);
  });
});

describe('experiments (spec §4)', () => {
  const base = { key: 'holiday-shops' as const, assigned: { 'holiday-shops': 'TEST-1' }, env: 'development', storage: null, cookie: '' };
  it('uses the assigned variation', () => expect(resolveVariation(base)).toBe('TEST-1'));
  it('defaults to NOT_IN_TEST when unassigned or unknown', () => {
    expect(resolveVariation({ ...base, assigned: {} })).toBe('NOT_IN_TEST');
    expect(resolveVariation({ ...base, assigned: { 'holiday-shops': 'BOGUS' } })).toBe('NOT_IN_TEST');
  });
  it('honours a session override outside production only', () => {
    const s = storage({ [overrideKey('holiday-shops')]: 'TEST-0' });
    expect(resolveVariation({ ...base, storage: s, env: 'staging' })).toBe('TEST-0');
    expect(resolveVariation({ ...base, storage: s, env: 'production' })).toBe('TEST-1');
  });
  it('the automated-test cookie forces NOT_IN_TEST, even over an override', () => {
    const s = storage({ [overrideKey('holiday-shops')]: 'TEST-0' });
    expect(resolveVariation({ ...base, storage: s, cookie: 'a=1; confetti_automated_test=1' })).toBe('NOT_IN_TEST');
  });
  it('is viewed at most once per session', () => {
    const map = new Map<string, string>();
    const s = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(markViewedOnce('holiday-shops', s)).toBe(true);
    expect(markViewedOnce('holiday-shops', s)).toBe(false);
    expect(markViewedOnce('hdyhau-subway', s)).toBe(true);
    expect(map.has(viewedKey('holiday-shops'))).toBe(true);
  });
});
