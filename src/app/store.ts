import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { redactCardDetails } from './devToolsSanitizer';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

/**
 * Builds a store with the saga middleware running the root saga. Tests call it for a fresh real
 * store; the app calls it once. Redux DevTools are on outside production, with card numbers masked.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production' && { actionSanitizer: redactCardDetails },
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
