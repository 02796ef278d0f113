// First: zod (in the pages' chunks) must not try eval under the CSP.
import './lib/zodWithoutEval';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.scss';
import { App } from './app/App';
import { makeStore } from './app/store';
import { preloadPage } from './app/router';
import { userContextRequested } from './features/user/userSlice';
import { cartCountRequested } from './features/cart/cartCountSlice';
import { LOADING_DELAY_MS } from './components/DelayedFallback/DelayedFallback';

const store = makeStore();
// The first API call: who is this (and it hands out the CSRF cookie for later writes).
store.dispatch(userContextRequested());
// The top nav's cart count (the rest of the cart loads on first use).
store.dispatch(cartCountRequested());

// The page's code arrives beside the entry (the server preloads it in the HTML): the first render
// waits for it to run, so it shows the page (whose effects start its API calls) rather than a
// fallback. A page still missing after the loading indicator's delay renders behind that indicator.
// As a transition, that render yields to the browser every few milliseconds instead of holding the
// main thread in one long task.
const pageReady = preloadPage(window.location.pathname).catch(() => undefined);
const indicatorDue = new Promise((resolve) => setTimeout(resolve, LOADING_DELAY_MS));
void Promise.race([pageReady, indicatorDue]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App store={store} />));
});
