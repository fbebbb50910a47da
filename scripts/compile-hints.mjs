#!/usr/bin/env node
// After `next build`: marks every script a page runs at its start for eager compilation (V8's explicit compile
// hints, Chrome 136+: a first line `//# allFunctionsCalledOnLoad`). V8 otherwise compiles a function lazily, on the
// main thread, the first time it is called; for the framework and the shell nearly every function runs while the
// page starts, and those compiles were the largest single part of its longest task
// (docs/adr/0083-less-work-at-start.md). Marked, they are compiled on a background thread while the script streams in.
// Chunks loaded later (dynamic imports: the full-screen gallery, back-office editors) are left lazy. Browsers without
// the hint ignore a comment.
//
//   node scripts/compile-hints.mjs [distDir]   (default: $NEXT_DIST_DIR or .next; safe to run twice)
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dist = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');

const startChunks = new Set(JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')).rootMainFiles);
for (const manifest of clientReferenceManifests(path.join(dist, 'server', 'app'))) {
  // Each manifest is a script assigning globalThis.__RSC_MANIFEST[route]: run it in an empty context.
  const context = vm.createContext({});
  vm.runInContext(fs.readFileSync(manifest, 'utf8'), context);
  for (const route of Object.values(context.__RSC_MANIFEST ?? {}))
    for (const files of Object.values(route.entryJSFiles ?? {})) for (const file of files) startChunks.add(file);
}

let marked = 0;
for (const file of startChunks) {
  const full = path.join(dist, file);
  if (!file.endsWith('.js') || !fs.existsSync(full)) continue;
  const source = fs.readFileSync(full, 'utf8');
  if (source.startsWith(HINT)) continue;
  fs.writeFileSync(full, HINT + source);
  marked++;
}
console.log(`compile-hints: ${marked} of ${startChunks.size} start-up chunks marked for eager compilation`);

function clientReferenceManifests(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('_client-reference-manifest.js'))
    .map((name) => path.join(dir, name));
}
