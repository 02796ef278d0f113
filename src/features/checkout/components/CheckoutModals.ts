/** The checkout's two modals in one chunk (each lazy chunk costs the first load a little). */
export { default as SetShippingAddressModal } from './SetShippingAddressModal';
export { default as ShippingExclusionModal } from './ShippingExclusionModal';
