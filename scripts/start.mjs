// `npm start`: the production server built with `output: 'standalone'` (next.config.mjs), run the way the build
// meant it to be: `next start` warns that it does not work with that output. The standalone folder lacks the
// public files and the client bundle (Next leaves them for a CDN): they are copied beside server.js first. The
// server runs in this process, so a signal from systemd, Docker or Ctrl-C reaches it directly (graceful shutdown).
// Takes `-p/--port` and `-H/--hostname` like `next start`; by default all interfaces (see the README on loopback
// binding), whatever HOSTNAME the environment holds (Docker sets it to the container's id).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(root, distDir, 'standalone');
const server = path.join(standalone, 'server.js');

if (!fs.existsSync(server)) {
  console.error(`Нет сборки в ${path.join(distDir, 'standalone')}: сначала выполните «npm run build».`);
  process.exit(1);
}

const args = process.argv.slice(2);
const option = (...names) => {
  const at = args.findIndex((a) => names.includes(a));
  return at >= 0 ? args[at + 1] : undefined;
};
process.env.PORT = option('-p', '--port') ?? process.env.PORT ?? '3000';
process.env.HOSTNAME = option('-H', '--hostname') ?? '0.0.0.0';
// server.js changes into its own folder before it starts: a relative DATA_DIR (by default the folder data) would then name
// a folder inside the build, which the next `npm run build` deletes. Resolve it against where the shop was started.
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR || 'data');

fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
fs.cpSync(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true });

await import(pathToFileURL(server).href);
