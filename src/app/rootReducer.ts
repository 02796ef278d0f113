import { combineReducers } from '@reduxjs/toolkit';
import { userReducer } from '../features/user/userSlice';
import { navReducer } from '../features/nav/navSlice';

/** One reducer per domain; each domain folder owns its slice. */
export const rootReducer = combineReducers({
  user: userReducer,
  nav: navReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
