// The floor: the same libraries the app is built on and nothing else, built with the same
// webpack config, so the bench can say how far each route's initial JS is above it.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';

const slice = createSlice({ name: 'floor', initialState: { n: 0 }, reducers: { bumped: (s) => ({ n: s.n + 1 }) } });
const saga = createSagaMiddleware();
const store = configureStore({ reducer: { floor: slice.reducer }, middleware: (d) => d().concat(saga) });
saga.run(function* root() {
  yield takeLatest(slice.actions.bumped.type, function* ping() {
    yield call(() => axios.get('/health'));
  });
});

function Page() {
  const n = useSelector((s: ReturnType<typeof store.getState>) => s.floor.n);
  return <button onClick={() => store.dispatch(slice.actions.bumped())}>Floor {n}</button>;
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);
