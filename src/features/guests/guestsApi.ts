import { api } from '../../lib/http';
import type {
  BulkAnswer,
  BulkBody,
  CreateHouseholdBody,
  DeleteGuestAnswer,
  EventBody,
  EventsAnswer,
  GuestDeleteImpact,
  GuestListAnswer,
  HouseholdAnswer,
  RestoreAnswer,
  RsvpAnswer,
  RsvpBody,
  TagsAnswer,
  UpdateHouseholdBody,
} from '../../contracts/guests';
import type { HouseholdCollectLink } from '../../contracts/guestCollect';

const G = '/web-api/v2/wedding/guests';

/** server/API.md "The guest list"; nothing else in the domain talks HTTP. */
export const guestsApi = {
  /** The list as the URL asks for it: `search` is the page's query string (filtersToSearch). */
  list: (search: string): Promise<GuestListAnswer> => api.get<GuestListAnswer>(search ? `${G}?${search}` : G),
  createHousehold: (body: CreateHouseholdBody): Promise<HouseholdAnswer> => api.post<HouseholdAnswer>(`${G}/households`, body),
  updateHousehold: ({ id, body }: { id: number; body: UpdateHouseholdBody }): Promise<HouseholdAnswer> =>
    api.patch<HouseholdAnswer>(`${G}/households/${id}`, body),
  /** The household form's save: a new household (no id) or the changes to one. */
  saveHousehold: (save: { id: null; body: CreateHouseholdBody } | { id: number; body: UpdateHouseholdBody }): Promise<HouseholdAnswer> =>
    save.id === null
      ? api.post<HouseholdAnswer>(`${G}/households`, save.body)
      : api.patch<HouseholdAnswer>(`${G}/households/${save.id}`, save.body),
  bulk: (body: BulkBody): Promise<BulkAnswer> => api.post<BulkAnswer>(`${G}/households/bulk`, body),
  restore: (undoToken: string): Promise<RestoreAnswer> => api.post<RestoreAnswer>(`${G}/households/restore`, { undo_token: undoToken }),
  deleteImpact: (guestId: number): Promise<GuestDeleteImpact> => api.get<GuestDeleteImpact>(`${G}/people/${guestId}/delete-impact`),
  deleteGuest: ({ guestId, confirm }: { guestId: number; confirm: boolean }): Promise<DeleteGuestAnswer> =>
    api.delete<DeleteGuestAnswer>(`${G}/people/${guestId}${confirm ? '?confirm=true' : ''}`),
  createTag: (name: string): Promise<TagsAnswer> => api.post<TagsAnswer>(`${G}/tags`, { name }),
  deleteTag: (id: number): Promise<TagsAnswer> => api.delete<TagsAnswer>(`${G}/tags/${id}`),
  saveEvent: ({ id, body }: { id: number | null; body: EventBody }): Promise<EventsAnswer> =>
    id === null ? api.post<EventsAnswer>(`${G}/events`, body) : api.put<EventsAnswer>(`${G}/events/${id}`, body),
  deleteEvent: (id: number): Promise<EventsAnswer> => api.delete<EventsAnswer>(`${G}/events/${id}`),
  recordRsvp: (body: RsvpBody): Promise<RsvpAnswer> => api.put<RsvpAnswer>(`${G}/rsvps`, body),
  /** The household's own address-collection link (its path on this site). */
  householdLink: (id: number): Promise<HouseholdCollectLink> => api.get<HouseholdCollectLink>(`${G}/households/${id}/collect-link`),
};
