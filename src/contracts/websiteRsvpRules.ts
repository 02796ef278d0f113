import { todayInZone } from './weddingDates';

/**
 * Online RSVP's rules and words without zod: the guest's /wedding/{slug} page uses them, and a value
 * from a schema module would bring zod into that first load. contracts/websiteRsvp.ts re-exports them.
 */

/** A song request's longest length (the guest list's SONG_MAX is this). */
export const SONG_REQUEST_MAX = 200;

export const RSVP_MESSAGES = {
  nameNeeded: 'Enter your first and last name as they are on your invitation.',
  notFound: 'We could not find an invitation under that name. Try the name on your envelope, or ask the couple.',
  ambiguous: 'More than one invitation matches that name. Please enter your full name as it is on your invitation.',
  closed: 'The reply-by date has passed. Please contact the couple to change your answer.',
  noRsvp: 'This wedding website does not take replies online.',
  badKey: 'Please find your invitation again.',
  notInvited: 'That event is not on your invitation.',
  notInHousehold: 'That person is not on your invitation.',
  mealNotOnMenu: 'Choose a meal from this event’s menu.',
  email: 'Enter a valid email address, or leave it empty.',
  nothing: 'Answer for at least one person.',
  songTooLong: `Song requests can be at most ${SONG_REQUEST_MAX} characters.`,
} as const;

export const RSVP_STATUSES = ['ATTENDING', 'DECLINED'] as const;
export type RsvpChoice = (typeof RSVP_STATUSES)[number];

/** Whether replies are still taken: through the whole reply-by day, in the wedding's time zone. */
export function rsvpOpen(deadline: string | null, timeZone: string, now: Date = new Date()): boolean {
  return deadline === null || todayInZone(timeZone, now) <= deadline;
}
