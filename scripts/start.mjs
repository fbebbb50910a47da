// `npm start`: the shop's own server (server.mjs) over the production build, in this process, so a signal from
// systemd, Docker or Ctrl-C reaches it directly (graceful shutdown).
// Takes `-p/--port` and `-H/--hostname` like `next start`; by default all interfaces, whatever HOSTNAME the
// environment holds (Docker sets it to the container's id). Behind a front on the same host (docs/DEPLOY.md), bind
// to loopback: `npm start -- -H 127.0.0.1`.
import fs from 'node:fs';
import path from 'node:path';
import { startShopServer } from '../server.mjs';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';

if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`Нет сборки в ${distDir}: сначала выполните «npm run build».`);
  process.exit(1);
}

const args = process.argv.slice(2);
const option = (...names) => {
  const at = args.findIndex((a) => names.includes(a));
  return at >= 0 ? args[at + 1] : undefined;
};
// What the `next` command sets before `next start`: the build is a production one whatever the shell says, and the
// server code runs on Node (instrumentation.ts starts the shop only then).
process.env.NODE_ENV = 'production';
process.env.NEXT_RUNTIME = 'nodejs';
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR || 'data');

await startShopServer({
  port: Number(option('-p', '--port') ?? process.env.PORT ?? 3000),
  hostname: option('-H', '--hostname') ?? '0.0.0.0',
  dir: root,
}).catch((error) => {
  console.error(`Сервер не запустился: ${error.message}`);
  process.exit(1);
});
