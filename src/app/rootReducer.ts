import { combineReducers } from '@reduxjs/toolkit';
import { userReducer } from '../features/user/userSlice';

/** One reducer per domain; each domain folder owns its slice. */
export const rootReducer = combineReducers({
  user: userReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
