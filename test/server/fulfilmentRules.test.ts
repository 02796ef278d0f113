import {
  addDays,
  formatDay,
  formatGiverAddress,
  HOLD_DATE_FAR_MESSAGE,
  HOLD_DATE_PAST_MESSAGE,
  HOLD_DATE_REQUIRED_MESSAGE,
  holdDateProblem,
  holdsGiftsOn,
  isoDay,
  shippingPreferenceBody,
  timelineSteps,
} from '../../src/contracts/fulfilment';
import { jobIdOf, sandboxTracking } from '../../server/modules/fulfilment/transitions';
import { groupLines } from '../../server/modules/fulfilment/view';
import { packingSlipLines, type PackingSlip } from '../../server/modules/fulfilment/packingSlip';
import { TRACKER_CSV_COLUMNS, trackerCsvRow } from '../../server/modules/fulfilment/trackerExport';
import { deliveredMail } from '../../server/modules/fulfilment/service';
import type { Gift } from '../../src/contracts/registry';

/** Issue 26's pure rules: the timeline's steps, the hold date, the sandbox carrier, slips and CSV rows. */

const at = (h: number) => `2026-11-2${h}T10:00:00.000Z`;

describe('timelineSteps', () => {
  it.each([
    ['PLACED', [at(0)], ['Placed', 'Processing', 'Shipped', 'Delivered'], 'Placed'],
    ['SHIPPED', [at(0), at(1), at(2)], ['Placed', 'Processing', 'Shipped', 'Delivered'], 'Shipped'],
    ['DELIVERED', [at(0), at(1), at(2), at(3)], ['Placed', 'Processing', 'Shipped', 'Delivered'], 'Delivered'],
  ] as const)('%s: the four steps, reached up to the current one', (status, times, labels, current) => {
    const order = ['PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED'] as const;
    const steps = timelineSteps({ status, events: times.map((t, i) => ({ status: order[i]!, at: t })) });
    expect(steps.map((s) => s.label)).toEqual(labels);
    expect(steps.filter((s) => s.reached).map((s) => s.at)).toEqual(times);
    expect(steps.find((s) => s.current)?.label).toBe(current);
  });

  it('a held gift shows "Held for the couple" after placed, also once it moved on', () => {
    expect(
      timelineSteps({ status: 'HELD', events: [{ status: 'PLACED', at: at(0) }] }).map((s) => [s.label, s.reached, s.current]),
    ).toEqual([
      ['Placed', true, false],
      ['Held for the couple', true, true],
      ['Processing', false, false],
      ['Shipped', false, false],
      ['Delivered', false, false],
    ]);
    const later = timelineSteps({
      status: 'PROCESSING',
      events: [
        { status: 'PLACED', at: at(0) },
        { status: 'HELD', at: at(0) },
        { status: 'PROCESSING', at: at(5) },
      ],
    });
    expect(later.map((s) => s.status)).toEqual(['PLACED', 'HELD', 'PROCESSING', 'SHIPPED', 'DELIVERED']);
  });

  it('a line that left the path ends with that step', () => {
    const steps = timelineSteps({
      status: 'CONVERTED',
      events: [
        { status: 'PLACED', at: at(0) },
        { status: 'CONVERTED', at: at(1) },
      ],
    });
    expect(steps.map((s) => s.label)).toEqual(['Placed', 'Exchanged for credit']);
  });
});

describe('the hold date', () => {
  it.each([
    [null, HOLD_DATE_REQUIRED_MESSAGE],
    ['2026-11-26', HOLD_DATE_PAST_MESSAGE],
    ['2026-11-25', HOLD_DATE_PAST_MESSAGE],
    ['2026-11-27', null],
    ['2028-11-25', null],
    ['2028-11-26', HOLD_DATE_FAR_MESSAGE],
  ])('%s on 2026-11-26 → %s', (date, message) => {
    expect(holdDateProblem(date, '2026-11-26')).toBe(message);
  });

  it('holds gifts only while the date is ahead', () => {
    expect(holdsGiftsOn({ hold: true, hold_until: '2026-12-01' }, '2026-11-30')).toBe(true);
    expect(holdsGiftsOn({ hold: true, hold_until: '2026-12-01' }, '2026-12-01')).toBe(false);
    expect(holdsGiftsOn({ hold: false, hold_until: '2026-12-01' }, '2026-11-30')).toBe(false);
  });

  it('reads dates as calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoDay(new Date('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
    expect(formatDay('2027-06-14')).toBe('June 14, 2027');
  });

  it('the body needs a real date when holding', () => {
    expect(shippingPreferenceBody.safeParse({ hold: false }).success).toBe(true);
    expect(shippingPreferenceBody.safeParse({ hold: true, hold_until: '2027-06-14' }).success).toBe(true);
    expect(shippingPreferenceBody.safeParse({ hold: true }).error?.issues[0]?.message).toBe(HOLD_DATE_REQUIRED_MESSAGE);
    expect(shippingPreferenceBody.safeParse({ hold: true, hold_until: '2027-02-30' }).error?.issues[0]?.message).toBe(
      'must be a real date',
    );
    expect(shippingPreferenceBody.safeParse({ hold: true, hold_until: '14/06/2027' }).success).toBe(false);
  });
});

describe('sandbox carriers and job ids', () => {
  it('gives each shipment a carrier and a tracking number in its format, the same every time', () => {
    expect(sandboxTracking(3)).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10100023757' });
    expect(sandboxTracking(4).carrier).toBe('FedEx');
    expect(sandboxTracking(4).trackingNumber).toMatch(/^7\d{10}01$/);
    expect(sandboxTracking(5).trackingNumber).toMatch(/^9400 1000 \d{4} \d{6}$/);
    expect(sandboxTracking(5)).toEqual(sandboxTracking(5));
  });

  it('derives one UUID per step and set of lines, whatever their order', () => {
    const id = jobIdOf('step', 'PLACED', [3, 1, 2]);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdOf('step', 'PLACED', [1, 2, 3])).toBe(id);
    expect(jobIdOf('step', 'PROCESSING', [1, 2, 3])).not.toBe(id);
  });
});

describe('the order timeline groups', () => {
  const line = (id: number, status: 'PLACED' | 'SHIPPED', shipmentId: number | null) => ({
    id,
    status,
    shipmentId,
    carrier: shipmentId ? 'UPS' : null,
    trackingNumber: shipmentId ? `1Z${shipmentId}` : null,
    shippedAt: shipmentId ? new Date(at(2)) : null,
    deliveredAt: null,
  });
  it('groups lines by shipment, or by state before they ship, with the steps each reached', () => {
    const groups = groupLines(
      [line(1, 'SHIPPED', 7), line(2, 'SHIPPED', 7), line(3, 'PLACED', null)],
      [
        { lineId: 1, status: 'PROCESSING', at: new Date(at(1)) },
        { lineId: 2, status: 'PROCESSING', at: new Date(at(1)) },
        { lineId: 1, status: 'SHIPPED', at: new Date(at(2)) },
        { lineId: 2, status: 'SHIPPED', at: new Date(at(2)) },
      ],
      new Date(at(0)),
    );
    expect(groups).toEqual([
      {
        lineIds: [1, 2],
        status: 'SHIPPED',
        shipment: { carrier: 'UPS', trackingNumber: '1Z7', shippedAt: at(2), deliveredAt: null },
        events: [
          { status: 'PLACED', at: at(0) },
          { status: 'PROCESSING', at: at(1) },
          { status: 'SHIPPED', at: at(2) },
        ],
      },
      { lineIds: [3], status: 'PLACED', shipment: null, events: [{ status: 'PLACED', at: at(0) }] },
    ]);
  });
});

describe('what givers and couples read', () => {
  const slip: PackingSlip = {
    shipmentId: 12,
    coupleName: 'Alex & Jordan',
    carrier: 'USPS',
    trackingNumber: '9400 1000 0100 0950',
    shippedAt: new Date('2026-11-26T09:00:00Z'),
    items: [
      { name: 'Dutch oven (Color: Sage)', quantity: 2, giverName: 'Pat', giftMessage: 'Cook something lovely', orderNumber: 'CF-100042' },
      { name: 'Linen napkins', quantity: 1, giverName: 'Sam', giftMessage: '  ', orderNumber: 'CF-100043' },
    ],
  };
  it('a packing slip carries items, quantities, givers and messages, and no amount', () => {
    const text = packingSlipLines(slip).map((l) => l.text);
    expect(text).toEqual([
      'Packing slip',
      'For Alex & Jordan',
      'Shipment 12 · USPS 9400 1000 0100 0950 · shipped 2026-11-26',
      '2 × Dutch oven (Color: Sage)',
      'From Pat (order CF-100042)',
      '“Cook something lovely”',
      '1 × Linen napkins',
      'From Sam (order CF-100043)',
      'Gift receipts carry no prices. Keep this slip for your thank-you notes.',
    ]);
    expect(text.join('\n')).not.toMatch(/\$|\d+\.\d\d/);
  });

  it('the delivered mail names the couple and the items, with no price', () => {
    const mail = deliveredMail(
      'https://confetti.test',
      'Alex & Jordan',
      { orderNumber: 'CF-100042', email: 'pat@example.com', giverName: 'Pat <b>' },
      [{ name: 'Dutch oven', skuLabel: 'Color: Sage', quantity: 2 }],
    );
    expect(mail.to).toBe('pat@example.com');
    expect(mail.subject).toBe('Your gift was delivered to Alex & Jordan');
    expect(mail.text).toContain('Good news: your gift was delivered to Alex & Jordan.');
    expect(mail.text).toContain('2 × Dutch oven (Color: Sage)');
    expect(mail.text).toContain('https://confetti.test/order-status?orderNumber=CF-100042');
    expect(mail.html).toContain('Pat &lt;b&gt;');
    expect(mail.text).not.toContain('$');
  });

  it('the giver’s address on one line, and a tracker row for the CSV', () => {
    expect(
      formatGiverAddress({ name: 'Pat', address1: '1 Main St', address2: null, city: 'Brooklyn', stateCode: 'NY', zipCode: '11201' }),
    ).toBe('Pat, 1 Main St, Brooklyn, NY 11201');
    const gift: Gift = {
      id: 1,
      giver_name: 'Pat',
      giver_email: 'pat@example.com',
      received_at: '2026-11-20T10:00:00.000Z',
      description: 'Dutch oven',
      quantity: 1,
      amount_cents: 12500,
      message: 'Enjoy',
      thank_you_sent: true,
      order_id: 3,
      bought_elsewhere: false,
      item: null,
      fulfilment_status: 'SHIPPED',
      shipment: null,
      giver_address: 'Pat, 1 Main St, Brooklyn, NY 11201',
    };
    expect(TRACKER_CSV_COLUMNS).toHaveLength(trackerCsvRow(gift).length);
    expect(trackerCsvRow(gift)).toEqual([
      'Dutch oven',
      'Pat',
      'pat@example.com',
      'Pat, 1 Main St, Brooklyn, NY 11201',
      '2026-11-20',
      '1',
      '$125.00',
      'Enjoy',
      'Shipped',
      'Yes',
    ]);
    expect(trackerCsvRow({ ...gift, bought_elsewhere: true, fulfilment_status: null })[8]).toBe('Bought elsewhere');
  });
});
