import type autocannon from 'autocannon';
import { load } from './api';

/**
 * One read's load, in a process of its own (`loadWarm` starts it): the client must never be what
 * is measured, and the bench runner's own heap (Lighthouse runs in it) made it slower on the
 * largest answers. argv[2] is `{ options, warmUpSeconds }` as JSON; prints the LoadResult as JSON.
 */
const { options, warmUpSeconds } = JSON.parse(process.argv[2]!) as { options: autocannon.Options; warmUpSeconds: number };
load({ ...options, duration: warmUpSeconds })
  .then(() => load(options))
  .then(
    (result) => console.log(JSON.stringify(result)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
