#!/usr/bin/env node
// After `next build`: writes a Brotli copy (quality 11)
// beside every script and style sheet of the client bundle, `<file>.br`, which the shop's server sends to browsers
// that accept Brotli (lib/server/http/static-brotli.ts). Next compresses its static files with gzip on every
// request; Brotli at its best level, affordable once at build time, makes the page's scripts about 14 % smaller
// (docs/adr/0087-brotli-bundle.md).
//
//   node scripts/precompress-static.mjs [distDir]   (default: $NEXT_DIST_DIR or .next; safe to run twice)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
const COMPRESSIBLE = /\.(js|css)$/;

let files = 0;
let before = 0;
let after = 0;
const staticDir = path.join(dist, 'static');
for (const name of fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(staticDir, name);
  const source = fs.readFileSync(file);
  const compressed = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  fs.writeFileSync(`${file}.br`, compressed);
  files++;
  before += source.length;
  after += compressed.length;
}
console.log(`precompress-static: ${files} files, ${kb(before)} → ${kb(after)} with Brotli`);

function kb(bytes) {
  return `${Math.round(bytes / 1024)} KB`;
}
