import { api } from '../../lib/http';
import type { ImportPreview, ImportResult, LabelsSummary } from '../../contracts/guestImport';
import type {
  CollectActivity,
  CollectAddressBody,
  CollectHouseholdAnswer,
  CollectionLinkAnswer,
  CollectionLinkBody,
  CollectLinkInfo,
  CollectNewHouseholdBody,
  CollectSaved,
} from '../../contracts/guestCollect';
import type { GuestListAnswer } from '../../contracts/guests';

const G = '/web-api/v2/wedding/guests';
const C = '/web-api/v2/guest-collect';

/** The file download links (plain GETs the browser saves): template, export and labels. */
export const guestIoUrls = {
  template: `${G}/import/template`,
  export: (search: string) => `${G}/export${search ? `?${search}` : ''}`,
  labelsPdf: (search: string) => `${G}/labels.pdf${search ? `?${search}` : ''}`,
};

/** server/API.md "Guest list: import, export, labels and address collection"; nothing else in the domain talks HTTP. */
export const guestIoApi = {
  preview: (file: Blob): Promise<ImportPreview> => api.postFile<ImportPreview>(`${G}/import/preview`, file, 'text/csv'),
  importFile: ({ file, skip }: { file: Blob; skip: string }): Promise<ImportResult> =>
    api.postFile<ImportResult>(`${G}/import`, file, 'text/csv', skip ? { skip } : undefined),
  /** The list's tags and events, for the export and labels filters (one household is enough). */
  listOptions: (): Promise<GuestListAnswer> => api.get<GuestListAnswer>(G, { page_size: 1 }),
  labelsSummary: (search: string): Promise<LabelsSummary> => api.get<LabelsSummary>(`${G}/labels${search ? `?${search}` : ''}`),
  link: (): Promise<CollectionLinkAnswer> => api.get<CollectionLinkAnswer>(`${G}/collection-link`),
  updateLink: (body: CollectionLinkBody): Promise<CollectionLinkAnswer> => api.put<CollectionLinkAnswer>(`${G}/collection-link`, body),
  regenerateLink: (): Promise<CollectionLinkAnswer> => api.post<CollectionLinkAnswer>(`${G}/collection-link/regenerate`),
  activity: (): Promise<CollectActivity> => api.get<CollectActivity>(`${G}/collection-link/activity`),

  // The guest's side (no account).
  linkInfo: (token: string): Promise<CollectLinkInfo> => api.get<CollectLinkInfo>(`${C}/${encodeURIComponent(token)}`),
  find: ({ token, firstName, lastName }: { token: string; firstName: string; lastName: string }): Promise<CollectHouseholdAnswer> =>
    api.post<CollectHouseholdAnswer>(`${C}/${encodeURIComponent(token)}/find`, { first_name: firstName, last_name: lastName }),
  household: ({ token, key }: { token: string; key: string }): Promise<CollectHouseholdAnswer> =>
    api.get<CollectHouseholdAnswer>(`${C}/${encodeURIComponent(token)}/households/${encodeURIComponent(key)}`),
  saveAddress: ({ token, key, body }: { token: string; key: string; body: CollectAddressBody }): Promise<CollectSaved> =>
    api.put<CollectSaved>(`${C}/${encodeURIComponent(token)}/households/${encodeURIComponent(key)}`, body),
  addHousehold: ({ token, body }: { token: string; body: CollectNewHouseholdBody }): Promise<CollectSaved> =>
    api.post<CollectSaved>(`${C}/${encodeURIComponent(token)}/households`, body),
};
