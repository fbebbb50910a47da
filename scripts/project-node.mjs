// Imported first by scripts/test-all.mjs: the test run, and every child it starts (next build, jest, Playwright and
// its web server, the test servers, all started with process.execPath or `node` from PATH), runs on the Node.js
// line package.json's `engines` names (docs/adr/0106-node-24.md). `npm test` gets it from npm, which puts
// node_modules/.bin (the `node` package's binary) first in PATH; started directly with an older Node
// (`node scripts/test-all.mjs …`), the script runs itself again on the project's Node and exits with its code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const { engines } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const wanted = Number(/\d+/.exec(engines.node)[0]);
const running = Number(process.versions.node.split('.')[0]);

if (running < wanted) {
  const projectNode = path.join(BIN, 'node');
  if (!fs.existsSync(projectNode)) {
    console.error(
      `Node.js ${process.version} is older than ${engines.node} (package.json) and ${projectNode} is missing: run «npm ci».`,
    );
    process.exit(1);
  }
  const child = spawn(projectNode, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // The terminal's Ctrl-C reaches both; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
