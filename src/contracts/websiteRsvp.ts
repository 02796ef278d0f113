import { z } from 'zod';
import { MAX_ID, text } from './inputs';
import { RSVP_MESSAGES, RSVP_STATUSES, SONG_REQUEST_MAX } from './websiteRsvpRules';

/**
 * Online RSVP on the wedding website (issue 28): a guest finds their invitation by their name,
 * then answers for each person in their household and each event the household is invited to,
 * until the couple's reply-by date. The answers are the guest list's own RSVPs (src/contracts/
 * guests.ts), marked as answered by the guest. server/API.md "The wedding website" has the routes.
 */

export * from './websiteRsvpRules';

const id = () => z.number({ message: 'must be an id' }).int('must be an id').min(1, 'must be an id').max(MAX_ID, 'must be an id');

/** POST /public/{slug}/rsvp/find: the name on the invitation (a first name and at least two letters of the last). */
export const rsvpFindBody = z.object({
  first_name: text(60, { type: RSVP_MESSAGES.nameNeeded, tooLong: 'must be 60 characters or fewer' }).min(1, RSVP_MESSAGES.nameNeeded),
  last_name: text(60, { type: RSVP_MESSAGES.nameNeeded, tooLong: 'must be 60 characters or fewer' }).min(2, RSVP_MESSAGES.nameNeeded),
});
export type RsvpFindBody = z.input<typeof rsvpFindBody>;

/** PUT /public/{slug}/rsvp: the household's answers (the key is the one the find answered). */
export const rsvpSaveBody = z.object({
  key: text(200, { trim: false, type: RSVP_MESSAGES.badKey, tooLong: RSVP_MESSAGES.badKey }).min(10, RSVP_MESSAGES.badKey),
  email: text(254, { type: RSVP_MESSAGES.email, tooLong: RSVP_MESSAGES.email })
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), RSVP_MESSAGES.email)
    .default(''),
  answers: z
    .array(
      z.object({
        guest_id: id(),
        event_id: id(),
        status: z.enum(RSVP_STATUSES, { message: 'Choose whether they will attend.' }),
        meal_option_id: id().nullable().default(null),
        dietary_notes: text(300, { tooLong: 'Notes can be at most 300 characters.' }).default(''),
        /** The guest list's song request for this person at this event (only kept for someone who comes). */
        song_request: text(SONG_REQUEST_MAX, { tooLong: RSVP_MESSAGES.songTooLong }).default(''),
      }),
    )
    .min(1, RSVP_MESSAGES.nothing)
    .max(400, RSVP_MESSAGES.nothing),
});
export type RsvpSaveBody = z.input<typeof rsvpSaveBody>;

export const rsvpInvitation = z.object({
  /** What the save sends back: names this household on this site (signed by the server). */
  key: z.string(),
  household: z.string(),
  people: z.array(z.object({ id: z.number(), name: z.string() })),
  events: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      date: z.string().nullable(),
      time: z.string().nullable(),
      place: z.string(),
      meals: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
  answers: z.array(
    z.object({
      guest_id: z.number(),
      event_id: z.number(),
      status: z.enum(['ATTENDING', 'DECLINED', 'NO_ANSWER']),
      meal_option_id: z.number().nullable(),
      dietary_notes: z.string(),
      song_request: z.string(),
    }),
  ),
  deadline: z.string().nullable(),
  /** Answers can still be given or changed (the deadline has not passed in the wedding's zone). */
  open: z.boolean(),
});
export type RsvpInvitation = z.infer<typeof rsvpInvitation>;
