import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalType } from './modalsSlice';

export interface ModalComponentProps {
  props: Record<string, string | number | boolean>;
  onClose: () => void;
}

/** Modal type → its component, each in its own chunk. Domains add theirs as they are built. */
export const modalRegistry: Partial<Record<ModalType, LazyExoticComponent<ComponentType<ModalComponentProps>>>> = {
  auth: lazy(() => import('../auth/components/AuthModal')),
  twoFactorAction: lazy(() => import('../auth/components/TwoFactorActionModal')),
  bookingStatusReminder: lazy(() => import('../vendors/components/BookingStatusReminderModal')),
  publishRegistry: lazy(() => import('../registry/components/PublishRegistryModal')),
  cart: lazy(() => import('../cart/components/CartModal')),
  setShippingAddress: lazy(() => import('../checkout/components/CheckoutModals').then((m) => ({ default: m.SetShippingAddressModal }))),
  signupToSave: lazy(() => import('../paperProjects/components/SignupToSaveModal')),
  shippingExclusion: lazy(() => import('../checkout/components/CheckoutModals').then((m) => ({ default: m.ShippingExclusionModal }))),
};
