import { createRoot } from 'react-dom/client';
import './styles/global.scss';
import { App } from './app/App';
import { makeStore } from './app/store';
import { userContextRequested } from './features/user/userSlice';

const store = makeStore();
// The first API call: who is this (and it hands out the CSRF cookie for later writes).
store.dispatch(userContextRequested());

createRoot(document.getElementById('root')!).render(<App store={store} />);
