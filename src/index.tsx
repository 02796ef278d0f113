import { createRoot } from 'react-dom/client';
import './styles/global.scss';
import { App } from './app/App';
import { makeStore } from './app/store';
import { userContextRequested } from './features/user/userSlice';
import { cartCountRequested } from './features/cart/cartCountSlice';

const store = makeStore();
// The first API call: who is this (and it hands out the CSRF cookie for later writes).
store.dispatch(userContextRequested());
// The top nav's cart count (the rest of the cart loads on first use).
store.dispatch(cartCountRequested());

createRoot(document.getElementById('root')!).render(<App store={store} />);
