import { api } from '../../lib/http';
import { releaseHeldFile, type HeldFile } from '../../lib/heldFiles';
import type { RegistrySettings, RegistrySettingsBody, UrlKeyAvailability, CouplePhoto } from '../../contracts/registrySettings';
import type { AddressDraft, AddressValidation, ShippingAddressAnswer, ShippingAddressInput } from './types';

const BASE = '/web-registry-api/v1';

/** server/API.md "Registry settings and the couple photo"; nothing else in the domain talks HTTP. */
export const registrySettingsApi = {
  get: (): Promise<RegistrySettings> => api.get<RegistrySettings>(`${BASE}/registry/settings`),
  /** Takes the page's save event as it is (`section` says which part of the page asked). */
  update: ({ body }: { body: RegistrySettingsBody }): Promise<RegistrySettings> =>
    api.put<RegistrySettings>(`${BASE}/registry/settings`, body),
  urlKeyAvailable: (key: string): Promise<UrlKeyAvailability> => api.get<UrlKeyAvailability>(`${BASE}/registry/url-key-available`, { key }),
  /** The chosen file is held outside the store (lib/heldFiles.ts) and sent once. */
  uploadCouplePhoto: (photo: HeldFile): Promise<{ couple_photo: CouplePhoto }> =>
    api.putFile<{ couple_photo: CouplePhoto }>('/web-api/v2/wedding/couple-photo', releaseHeldFile(photo)),
  removeCouplePhoto: (): Promise<{ couple_photo: null }> => api.delete<{ couple_photo: null }>('/web-api/v2/wedding/couple-photo'),
  shippingAddress: (): Promise<ShippingAddressAnswer> => api.get<ShippingAddressAnswer>(`${BASE}/registry/shipping-address`),
  saveShippingAddress: (body: ShippingAddressInput): Promise<ShippingAddressAnswer> =>
    api.put<ShippingAddressAnswer>(`${BASE}/registry/shipping-address`, body),
  /** The checkout's address check (spec §5), with the bypass the person chose. */
  validateAddress: ({ address, bypass }: { address: AddressDraft; bypass: boolean }): Promise<AddressValidation> =>
    api.post<AddressValidation>(`${BASE}/checkout/validate-address`, { ...address, bypass }),
};
