import type { ShippingAddressAnswer, ShippingAddressInput } from '../../contracts/registrySettings';

/** The settings page's address form (its field names are the checkout's validate-address ones). */
export interface AddressDraft {
  name: string;
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
}
export const EMPTY_ADDRESS: AddressDraft = { name: '', address1: '', address2: '', city: '', stateCode: '', zipCode: '' };

/** POST /checkout/validate-address (spec §5): valid (normalised), or doubtful with a userMessage and a bypass to carry along. */
export type AddressValidation =
  | {
      valid: true;
      address: { name: string; address1: string; address2?: string | null; city: string; stateCode: string; zipCode: string };
      bypassed?: boolean;
    }
  | { valid: false; userMessage: string; bypass: true };

export type { ShippingAddressAnswer, ShippingAddressInput };

/** The settings page's sections that save on their own. */
export type SettingsSection = 'urlKey' | 'visibility' | 'welcomeNote';
