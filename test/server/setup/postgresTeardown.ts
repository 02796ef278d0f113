/** The server project's jest globalTeardown: stops the run's PostgreSQL, or says what was skipped (postgres.ts). */
export { teardown as default } from './postgres';
