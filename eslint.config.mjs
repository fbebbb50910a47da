import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Client-reachable code must not pull in server modules (DB access, secrets). Type-only imports are erased
// at build time, so they stay allowed.
// lib/demo (the demo shop's data and pictures) is startup and tooling code, server-only too.
const serverOnlyImports = {
  group: [
    '@/lib/server',
    '@/lib/server/*',
    '@/lib/db',
    '@/lib/db/*',
    '@/lib/demo',
    '@/lib/demo/*',
    '**/lib/server/*',
    '**/lib/db/*',
    '**/lib/demo/*',
  ],
  message: 'lib/server, lib/db and lib/demo are server-only; pass the data in through props or use the API client.',
  allowTypeImports: true,
};

// The environment is read in one module per side, which validates it and documents every variable.
const ENV_MODULES = ['lib/server/env.ts', 'lib/db/env.ts', 'lib/config/public-env.ts'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'node_modules/**',
    'data/**',
    'data-*/**',
    'test-results/**',
    'playwright-report/**',
    'tests/.tmp/**',
    'lib/db/migrations/**',
    'public/generated/**',
  ]),
  {
    files: ['components/**/*.{ts,tsx,js,jsx,mjs}', 'lib/**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['lib/server/**', 'lib/db/**', 'lib/demo/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnlyImports,
            {
              // Relative paths from lib/<x>/ into lib/server or lib/db.
              group: [
                '../server',
                '../server/*',
                '../db',
                '../db/*',
                '../demo',
                '../demo/*',
                '../../lib/server/*',
                '../../lib/db/*',
                '../../lib/demo/*',
              ],
              message: serverOnlyImports.message,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    // lib/cache/redis-cache-handler.cjs is loaded by Next.js itself, outside the app's module graph.
    // Tests may set the environment up.
    ignores: [...ENV_MODULES, '**/*.test.{ts,tsx}', 'lib/cache/redis-cache-handler.cjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: `Read the environment through ${ENV_MODULES.join(', ')}.`,
        },
      ],
    },
  },
  {
    // CommonJS files loaded by Next.js itself (the Redis cache handler).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Test code may use `any` for response bodies it is about to assert on.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
