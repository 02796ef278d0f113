import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import axios, { AxiosError } from 'axios';

// findBy/waitFor answer as soon as the page shows what they wait for; the cap only matters when the
// machine is starved (a full run beside other work), where Testing Library's 1 s default failed a
// test whose page was merely slow, not wrong.
configure({ asyncUtilTimeout: 10_000 });

// Web tests mock each domain's API module. A request that still reaches the HTTP layer (a page's
// incidental read, such as the user context) fails at once as a network error, the way it would
// with no server, instead of jsdom opening a real connection to localhost:80: that was slow, printed
// ECONNREFUSED stacks into the run, and settled at a time that depended on the machine's load.
axios.defaults.adapter = (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
