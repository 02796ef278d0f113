import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor answer as soon as the page shows what they wait for; the cap only matters when the
// machine is starved (a full run beside other work), where Testing Library's 1 s default failed a
// test whose page was merely slow, not wrong.
configure({ asyncUtilTimeout: 10_000 });
