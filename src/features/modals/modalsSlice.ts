import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §2 'Modals'. Each domain renders its own; the registry maps a type to its component. */
export const MODAL_TYPES = [
  'cart',
  'auth',
  'publishRegistry',
  'setShippingAddress',
  'shippingExclusion',
  'bookingStatusReminder',
  'twoFactorAction',
  'signupToSave',
] as const;
export type ModalType = (typeof MODAL_TYPES)[number];

export interface ModalsState {
  open: { type: ModalType; props: Record<string, string | number | boolean> } | null;
}

const initialState: ModalsState = { open: null };

const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    modalOpened: (state, action: PayloadAction<{ type: ModalType; props?: Record<string, string | number | boolean> }>) => {
      state.open = { type: action.payload.type, props: action.payload.props ?? {} };
    },
    modalClosed: (state) => {
      state.open = null;
    },
  },
});

export const { modalOpened, modalClosed } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;
