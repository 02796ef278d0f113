import type { Db } from '../../db/client';
import {
  guestDisplayName,
  PAGE_SIZE_MAX,
  RSVP_STATUS_LABELS,
  type GuestListQuery,
  type HouseholdView,
  type Side,
} from '../../../src/contracts/guests';
import { csvCell, EXPORT_ANSWER_HEADERS, GUEST_CSV_COLUMNS, type GuestCsvKey } from '../../../src/contracts/guestCsv';
import { guestList } from './service';

/**
 * The guest list as a CSV (issue 27): the households the list's filters match (the same query as
 * GET /web-api/v2/wedding/guests, read page by page), in its order, one row per person in the
 * template's columns, so the file can be edited and imported again (Events names the household's
 * invitations as the import reads them); a +1 is their host's "Plus-one" cell. After the template's
 * columns, each guest's answers per event (EXPORT_ANSWER_HEADERS: "RSVP: Reception", "Meal: Reception",
 * "Dietary notes: Reception"), which an import leaves aside.
 */

const SIDE_TEXT: Record<Side, string> = { PARTNER1: 'partner 1', PARTNER2: 'partner 2', BOTH: 'both' };

export async function exportCsv(db: Db, weddingId: number, query: GuestListQuery): Promise<string> {
  const households: HouseholdView[] = [];
  let answer = await guestList(db, weddingId, { ...query, page: 1, page_size: PAGE_SIZE_MAX });
  households.push(...answer.households);
  while (households.length < answer.total && answer.households.length > 0) {
    answer = await guestList(db, weddingId, { ...query, page: answer.page + 1, page_size: PAGE_SIZE_MAX });
    households.push(...answer.households);
  }
  const tagNames = new Map(answer.tags.map((t) => [t.id, t.name]));
  const events = answer.events;

  const eventOrder = new Map(events.map((e, i) => [e.id, i]));
  const header = [
    ...GUEST_CSV_COLUMNS.map((c) => c.header),
    ...events.flatMap((e) => [
      EXPORT_ANSWER_HEADERS.rsvp(e.name),
      EXPORT_ANSWER_HEADERS.meal(e.name),
      EXPORT_ANSWER_HEADERS.dietary(e.name),
    ]),
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const h of households) {
    const hosts = h.guests.filter((g) => g.plus_one_of === null);
    hosts.forEach((g, i) => {
      const plusOne = h.guests.find((p) => p.plus_one_of === g.id);
      const plusOneText =
        !g.plus_one_allowed && !plusOne ? 'no' : plusOne && (plusOne.first_name || plusOne.last_name) ? guestDisplayName(plusOne) : 'yes';
      const cells: Record<GuestCsvKey, string> = {
        household: h.display_name,
        firstName: g.first_name,
        lastName: g.last_name,
        email: g.email,
        phone: g.phone,
        child: g.is_child ? 'yes' : 'no',
        plusOne: plusOneText,
        address1: h.address1,
        address2: h.address2,
        city: h.city,
        stateProvince: h.state_province,
        postalCode: h.postal_code,
        country: h.address1 ? h.country_code : '',
        tags: h.tag_ids
          .map((id) => tagNames.get(id) ?? '')
          .filter(Boolean)
          .join('; '),
        side: SIDE_TEXT[h.side],
        list: h.list,
        events: [...h.event_ids]
          .sort((a, b) => (eventOrder.get(a) ?? 0) - (eventOrder.get(b) ?? 0))
          .map((id) => events[eventOrder.get(id)!]?.name ?? '')
          .filter(Boolean)
          .join('; '),
        notes: i === 0 ? h.notes : '',
        householdEmail: i === 0 ? h.email : '',
        householdPhone: i === 0 ? h.phone : '',
      };
      // Each event's answer, meal (by its name on the menu) and dietary notes; a meal or note is kept only with an "Attending".
      const rsvps = events.flatMap((e) => {
        if (!h.event_ids.includes(e.id)) return ['Not invited', '', ''];
        const answer = g.rsvps.find((r) => r.event_id === e.id);
        const status = answer?.status ?? 'NO_ANSWER';
        const attending = status === 'ATTENDING';
        const meal = attending && answer?.meal_option_id ? (e.meal_options.find((m) => m.id === answer.meal_option_id)?.name ?? '') : '';
        return [RSVP_STATUS_LABELS[status], meal, attending ? (answer?.dietary_notes ?? '') : ''];
      });
      lines.push([...GUEST_CSV_COLUMNS.map((c) => cells[c.key]), ...rsvps].map(csvCell).join(','));
    });
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
