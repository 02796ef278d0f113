import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { appEnv } from '../../lib/appEnv';
import { resolveFlags, type FlagName, type FlagSet } from './flags';

const sessionStore = () => (typeof window === 'undefined' ? null : window.sessionStorage);

export interface FlagsState {
  values: FlagSet;
}

const flagsSlice = createSlice({
  name: 'flags',
  initialState: (): FlagsState => ({ values: resolveFlags(appEnv(), sessionStore()) }),
  reducers: {
    /** A session override was set (e.g. from a debug panel): it wins over the environment value. */
    flagOverridden: (state, action: PayloadAction<{ name: FlagName; value: boolean }>) => {
      state.values[action.payload.name] = action.payload.value;
    },
  },
});

export const { flagOverridden } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;
