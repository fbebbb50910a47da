// Jest projects (select with --selectProjects):
//   unit — `*.test.ts` beside the code in lib/ and components/, Node environment
//   dom  — `*.test.tsx` component tests in lib/ and components/, jsdom + @testing-library/jest-dom
//   api  — tests/api/**: HTTP against the production build started by tests/support/api-global-setup.ts
//   api-pg — the api suites whose behaviour depends on the database (tests/api/database-dependent.mjs), run
//            again with TEST_DB=postgres
//   faults — tests/faults/**: servers killed, restarted and run in pairs; each suite starts its own (no globalSetup)
import { DATABASE_DEPENDENT_SUITES } from './tests/api/database-dependent.mjs';

// A `.test.ts` file that needs a DOM can opt in with a `/** @jest-environment jsdom */` docblock.

/** @type {import('@swc/core').Config} */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const shared = {
  rootDir: '.',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    // `server-only`/`client-only` throw outside Next's bundler; in tests they are markers only.
    '^(server|client)-only$': '<rootDir>/tests/support/empty-module.cjs',
    '\\.(css|scss|sass)$': '<rootDir>/tests/support/style-mock.cjs',
    '\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$': '<rootDir>/tests/support/file-mock.cjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/\\.next', '/tests/\\.tmp/'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/tests/\\.tmp/'],
};

/** The API projects: a server started once per run by the globalSetup, on TEST_DB's database. */
const api = {
  ...shared,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/tests/support/api-global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/api-global-teardown.ts',
  slowTestThreshold: 15,
};

/** @type {import('jest').Config} */
const config = {
  // Jest reads the timeout only at the top level. API requests hit a real server that may be seeding or
  // rendering a page for the first time.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{lib,components}/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{lib,components}/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      ...api,
      displayName: 'api',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
    },
    {
      ...api,
      displayName: 'api-pg',
      testMatch: DATABASE_DEPENDENT_SUITES.map(({ file }) => `<rootDir>/tests/api/${file}`),
    },
    {
      ...shared,
      displayName: 'faults',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/faults/**/*.test.ts'],
      // Probes Redis and PostgreSQL, so a suite missing one reports its tests skipped (tests/support/services.ts).
      globalSetup: '<rootDir>/tests/support/faults-global-setup.ts',
      slowTestThreshold: 60,
    },
  ],
};

export default config;
