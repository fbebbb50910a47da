#!/usr/bin/env node
// Run after every install (package.json «postinstall»): one change to Next's page-rendering runtime, until
// vercel/next.js#98110 is fixed upstream.
//
// Every page's RSC payload carries the styles of the global error boundary (app/global-error.tsx), and Turbopack's
// manifest lists the root layout's stylesheets under it too. With `experimental.inlineCss` each page's HTML thus
// held the shop's stylesheet once more as text, ≈ 50 KB of a 340 KB home page (docs/adr/0091-stylesheet-twice.md). The
// shop's global error screen is styled inline (components/layout/error-screen.tsx) and needs no stylesheet, so the
// boundary's styles are dropped: `return{GlobalError:a,styles:i}` becomes `return{GlobalError:a,styles:null}` in
// the production runtimes (minified; the development ones keep the copy).
//
// Safe to run twice. It fails when a runtime no longer has the line, so that a Next upgrade shows whether the
// upstream fix has landed (then delete this script and its «postinstall») or the line has only moved.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const runtimes = path.join(path.dirname(require.resolve('next/package.json')), 'dist/compiled/next-server');
const GLOBAL_ERROR_STYLES =
  /(global-error module is required but not found in loader tree"\);.{0,300}?return\{GlobalError:\w+,styles:)(\w+)\}/s;

let patched = 0;
let already = 0;
for (const name of fs.readdirSync(runtimes).filter((n) => /^app-page.*\.runtime\.prod\.js$/.test(n))) {
  const file = path.join(runtimes, name);
  const source = fs.readFileSync(file, 'utf8');
  const match = GLOBAL_ERROR_STYLES.exec(source);
  if (!match) {
    console.error(`patch-next: ${name} no longer has the global error boundary's styles line; see the script's header`);
    process.exit(1);
  }
  if (match[2] === 'null') {
    already++;
    continue;
  }
  const at = match.index + match[1].length;
  fs.writeFileSync(file, source.slice(0, at) + 'null' + source.slice(at + match[2].length));
  patched++;
}
if (patched + already === 0) {
  console.error(`patch-next: no production page runtime in ${runtimes}`);
  process.exit(1);
}
console.log(`patch-next: the global error boundary's styles dropped in ${patched} runtime(s) (${already} already)`);
