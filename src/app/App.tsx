import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from './store';
import { createAppRouter } from './router';
import { ErrorBoundary } from './ErrorBoundary';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ErrorBoundary>
  );
}
