// What the built app sends to browsers: zod validates requests on the server only (lib/api holds the schemas; the
// browser imports types and the zod-free modules). A client import of a schema module would put the whole library
// (about 100 KB) on every page that shows the component, and zod's eval probe (`Function("")`) breaks the
// Content-Security-Policy, which Lighthouse reports as a best-practices failure.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { TEST_DIST_DIR } from '../support/server';

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

describe('client bundles', () => {
  it('hold no zod', () => {
    const chunks = scripts(path.resolve(TEST_DIST_DIR, 'static'));
    expect(chunks.length).toBeGreaterThan(10);
    const withZod = chunks
      .filter((file) => fs.readFileSync(file, 'utf8').includes('$ZodType'))
      .map((file) => path.relative(TEST_DIST_DIR, file));
    expect(withZod).toEqual([]);
  });
});
