import type { Config } from 'jest';

// @swc/jest transpiles only; `tsc --noEmit` in `npm test` does the type checking.
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  // A global option (jest ignores it inside `projects`): server suites migrate and seed a fresh
  // in-memory PGlite in beforeAll, which takes longer than jest's 5 s default on a busy machine.
  testTimeout: 60_000,
  // One worker per core. Jest's default leaves a core free (one worker on a 2-core machine), but
  // the server suites spend much of their time waiting on PGlite, PostgreSQL and the argon2 and
  // sharp thread pools, so a second worker fills that time.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test/unit', '<rootDir>/test/sagas', '<rootDir>/test/components'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFiles: ['<rootDir>/test/setup/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/dom.ts'],
      moduleNameMapper: {
        '\\.(css|scss)$': '<rootDir>/test/setup/styleStub.ts',
        '\\.(svg|png|jpg|webp)$': '<rootDir>/test/setup/fileStub.ts',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      // A throwaway PostgreSQL for the suites that need one, unless TEST_DATABASE_URL names one.
      globalSetup: '<rootDir>/test/server/setup/postgres.ts',
      globalTeardown: '<rootDir>/test/server/setup/postgresTeardown.ts',
      transform: { '^.+\\.(t|j)sx?$': swc },
      // A few of Fastify's dependencies ship ESM only; compile them for jest's CommonJS runtime.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@fastify/send)/)'],
    },
  ],
};

export default config;
