import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Client-reachable code must not pull in server modules (DB access, secrets). Type-only imports are erased
// at build time, so they stay allowed.
const serverOnlyImports = {
  group: ['@/lib/server', '@/lib/server/*', '@/lib/db', '@/lib/db/*', '**/lib/server/*', '**/lib/db/*'],
  message: 'lib/server and lib/db are server-only; pass the data in through props or use the API client.',
  allowTypeImports: true,
};

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
    ignores: ['lib/server/**', 'lib/db/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnlyImports,
            {
              // Relative paths from lib/<x>/ into lib/server or lib/db.
              group: ['../server', '../server/*', '../db', '../db/*', '../../lib/server/*', '../../lib/db/*'],
              message: serverOnlyImports.message,
              allowTypeImports: true,
            },
          ],
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
