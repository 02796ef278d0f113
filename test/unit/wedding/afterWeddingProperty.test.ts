import fc from 'fast-check';
import { isAfterWedding, todayInZone } from '../../../src/contracts/weddingDates';

const ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
  'America/New_York',
  'UTC',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

describe('isAfterWedding', () => {
  it('agrees with the plain rule (today in the zone is past the date) for any instant, date and zone', () => {
    const day = 86_400_000;
    const start = Date.parse('2020-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 * 24 }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(...ZONES),
        (hours, offsetDays, zone) => {
          const now = new Date(start + hours * 3_600_000);
          const weddingDate = new Date(now.getTime() + offsetDays * day).toISOString().slice(0, 10);
          expect(isAfterWedding(weddingDate, zone, now)).toBe(todayInZone(zone, now) > weddingDate);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
