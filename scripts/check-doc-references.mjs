#!/usr/bin/env node
// Part of `npm test`'s `layers` step: comments and docs may only point at things inside the repository.
// Fails (exit 1, one `file:line: problem` per finding) when a file git tracks or would add
//   - cites a section of a document outside the repository: «spec §N» or any other «§N»
//     (docs/PRODUCT.md, which speaks about the brief itself, is exempt), or names the product doc in a code
//     comment without its docs/ folder;
//   - links `<doc>.md#<anchor>` (PRODUCT, PERFORMANCE, any Markdown file of the repository) where the anchor is not
//     a heading of that file, or a Markdown link `[…](target)` whose relative target does not exist;
//   - names in a comment (or in Markdown prose) a path that does not exist: `lib/…`, `components/…`, `app/…`,
//     `docs/<NAME>.md`, `docs/adr/…` (a decision is cited by its record, `docs/adr/<number>-<title>.md`), or in code
//     also `./…` and `../…`;
//   - cites the old decision log, which is gone, by its name or an item number instead of a record of docs/adr/.
// Before it looks at the repository it runs the checks on a few samples, so a broken pattern fails here too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT_DOC = 'docs/PRODUCT.md';
/** Files that may talk about the outside brief's sections. */
const SECTION_EXEMPT = new Set([PRODUCT_DOC]);
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|jsonc)$/;
/** Built from escapes so that this file does not match itself. */
const SECTION = /\u00a7\s?\d/g;
const BARE_PRODUCT = /(?<![\w/.-])PRODUCT\.md(?!#)/g;
/** `<name>.md#anchor`, with the folder before it if one is written. */
const ANCHOR_LINK = /((?:[\w.-]+\/)*)([\w-]+\.md)#([\w-]+)/g;
/** A Markdown link to a file of the repository: `[text](target)`, the target relative to the linking file. */
const MD_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)\s]*)?\)/g;
/** Built from pieces so that this file does not match itself. */
const OLD_LOG = new RegExp(['DECI', 'SIONS(?:\\.md|\\s*#?\\d)'].join(''), 'g');
const PATH = /(?<![\w.\-/@])(?:@\/)?((?:lib|components|app|docs(?=\/(?:adr\/|[A-Z]))|\.\.?)\/[\w\-./[\]()@+]*)/g;
const PATH_GUESSES = ['', '.ts', '.tsx', '.mjs', '.js', '.cjs', '.css', '/index.ts', '/index.tsx'];

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The path a match names, without the sentence punctuation around it. */
function cleanPath(raw) {
  let p = raw.split('](')[0];
  for (let before = ''; p !== before;) {
    before = p;
    p = p.replace(/[.,:;/]+$/, '');
    for (const [open, close] of ['()', '[]']) {
      if (p.endsWith(close) && p.split(open).length < p.split(close).length) p = p.slice(0, -1);
    }
  }
  return p;
}

const guessing = (isFile) => (p) => PATH_GUESSES.some((ext) => isFile(p + ext));

/** A source file's comments as [line, text] pairs, as the parser sees them (strings and JSX text are not comments). */
function codeComments(file, text) {
  const kind = file.endsWith('.jsonc') ? ts.ScriptKind.JSON : file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const visit = (node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) seen.set(range.pos, range);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].map((r) => [
    source.getLineAndCharacterOfPosition(r.pos).line + 1,
    text.slice(r.pos, r.end),
  ]);
}

/** [line, text] pairs of what a file says in prose: comments of code and CSS, the whole of Markdown. */
function prose(file, text) {
  if (CODE.test(file)) return codeComments(file, text);
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [text.slice(0, m.index).split('\n').length, m[0]]);
  }
  if (file.endsWith('.md')) return [[1, text]];
  return [];
}

/**
 * Every problem of one file, as `line: message` strings. `anchorsOf(path)` gives the heading slugs of a Markdown file
 * of the repository; `mdFiles` are the paths of them all.
 */
function problemsOf(file, text, { anchorsOf, mdFiles, pathExists }) {
  const problems = [];
  const lineAt = (base, chunk, index) => base + chunk.slice(0, index).split('\n').length - 1;
  if (!SECTION_EXEMPT.has(file)) {
    for (const m of text.matchAll(SECTION)) {
      const line = lineAt(1, text, m.index);
      problems.push(
        `${line}: «${text.split('\n')[line - 1].trim()}» cites a section of a document outside the repository`,
      );
    }
  }
  for (const m of text.matchAll(OLD_LOG)) {
    problems.push(`${lineAt(1, text, m.index)}: the decision log is gone; cite the record, docs/adr/NNNN-title.md`);
  }
  for (const m of text.matchAll(ANCHOR_LINK)) {
    const [, folder, name, anchor] = m;
    const written = path.posix.normalize(path.posix.join(path.posix.dirname(file), folder + name));
    // Written with its folder, the path must be it (from the file or the root); a bare name may be any such doc.
    const target =
      [written, folder + name].find((p) => mdFiles.includes(p)) ??
      (folder ? undefined : mdFiles.find((p) => path.posix.basename(p) === name));
    const anchors = target && anchorsOf(target);
    if (anchors && !anchors.has(anchor))
      problems.push(`${lineAt(1, text, m.index)}: ${target} has no heading #${anchor}`);
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(MD_LINK)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
      if (!pathExists(target))
        problems.push(`${lineAt(1, text, m.index)}: the link to ${m[1]} leads nowhere (${target})`);
    }
  }
  for (const [line, chunk] of prose(file, text)) {
    if (CODE.test(file)) {
      for (const m of chunk.matchAll(BARE_PRODUCT)) {
        problems.push(`${lineAt(line, chunk, m.index)}: name it as ${PRODUCT_DOC}#<anchor>, not a bare PRODUCT.md`);
      }
    }
    for (const m of chunk.matchAll(PATH)) {
      // `lib/api/*schemas.ts`, `lib/server/<domain>/`, `lib/…`: a pattern, not a path.
      if (/[*<{…]/.test(chunk[m.index + m[0].length] ?? '')) continue;
      const named = cleanPath(m[1]);
      // A relative path in Markdown is usually an example (an import in TESTING.md) or a runtime folder.
      if (named.startsWith('.') && file.endsWith('.md')) continue;
      const p = named.startsWith('.') ? path.posix.join(path.posix.dirname(file), named) : named;
      if (!pathExists(p)) problems.push(`${lineAt(line, chunk, m.index)}: ${p} does not exist`);
    }
  }
  return problems;
}

function selfTest() {
  const mdFiles = ['docs/PRODUCT.md', 'docs/PERFORMANCE.md', 'docs/adr/0061-votes.md'];
  const anchorsOf = (p) =>
    ({ 'docs/PRODUCT.md': new Set(['cart-totals']), 'docs/PERFORMANCE.md': new Set(['lighthouse']) })[p] ?? new Set();
  const pathExists = guessing((p) =>
    ['lib/api/fetcher.ts', 'app/(shop)/page.tsx', 'lib/shell', ...mdFiles].includes(p),
  );
  const count = (file, text) => problemsOf(file, text, { anchorsOf, mdFiles, pathExists }).length;
  const cases = [
    ['a.ts', `// the retry table (sp${'ec'} \u00a79)\n`, 1],
    ['a.ts', `// the cart (PRODUCT.md \u00a74)\n`, 2],
    ['a.ts', `// derived values (\u00a74)\n`, 1],
    ['a.ts', `// see PRODUCT.md\n`, 1],
    ['a.ts', `// see docs/PRODUCT.md#cart-totals, lib/api/fetcher.ts and (app/(shop)/page.tsx).\n`, 0],
    ['a.ts', `// see docs/PRODUCT.md#cart\n`, 1],
    ['a.ts', `// lib/api/gone.ts, lib/server/<domain>/, lib/shell/ and @/lib/api/fetcher\n`, 1],
    ['lib/api/a.ts', `// ./fetcher.ts and ../shell, not ./gone.ts\n`, 1],
    ['a.ts', `const s = 'lib/api/gone.ts'; // fine: not a comment\n`, 0],
    ['a.css', `/* lib/api/gone.ts */ .a { color: red }\n`, 1],
    ['docs/PRODUCT.md', `the brief (sp${'ec'} \u00a78)\n`, 0],
    ['a.ts', `// votes (docs/adr/0061-votes.md), not docs/adr/0062-gone.md\n`, 1],
    ['a.ts', `// votes (${'DECI'}SIONS 61)\n`, 1],
    ['a.ts', `// Lighthouse's docs/throttling.md and docs/PERFORMANCE.md\n`, 0],
    ['docs/ARCHITECTURE.md', `[votes](adr/0061-votes.md), [gone](adr/0062-gone.md), [x](https://x.org/a.md)\n`, 1],
    ['docs/adr/0061-votes.md', `[bench](../PERFORMANCE.md#lighthouse), [old](../PERFORMANCE.md#${'search'})\n`, 1],
    ['README.md', `see docs/PERFORMANCE.md#lighthouse and docs/PRODUCT.md#cart\n`, 1],
    ['a.ts', `// https://example.org/docs/PERFORMANCE.md#elsewhere\n`, 0],
  ];
  const failed = cases.filter(([file, text, want]) => count(file, text) !== want);
  for (const [file, text, want] of failed) {
    console.error(
      `check-doc-references self-test: ${file} ${JSON.stringify(text)} gave ${count(file, text)}, want ${want}`,
    );
  }
  return failed.length === 0;
}

if (!selfTest()) process.exit(1);
const headingCache = new Map();
/** The heading slugs of a Markdown file (outside fenced code), read once. */
function anchorsOf(file) {
  if (!headingCache.has(file)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    headingCache.set(file, new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugOf(m[1]))));
  }
  return headingCache.get(file);
}
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|jsonc|css|md)$/.test(f) && fs.existsSync(path.join(ROOT, f)));
const mdFiles = files.filter((f) => f.endsWith('.md'));
let found = 0;
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const problem of problemsOf(file, text, {
    anchorsOf,
    mdFiles,
    pathExists: guessing((p) => fs.existsSync(path.join(ROOT, p))),
  })) {
    console.error(`${file}:${problem}`);
    found += 1;
  }
}
console.log(`check-doc-references: ${files.length} files, ${found} problem(s)`);
process.exit(found ? 1 : 0);
