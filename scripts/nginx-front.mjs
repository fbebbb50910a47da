// The front shoppers actually reach, for `npm run lighthouse -- --front nginx`: an nginx terminating TLS and
// speaking HTTP/2 in front of a running shop, with the proxy settings of docs/DEPLOY.md (section 3), on a free
// loopback port with a throwaway self-signed certificate. A bare `npm start` speaks HTTP/1.1 without TLS, which no
// shopper sees in the documented deployment: over HTTP/1.1 a browser opens at most six connections per host and
// queues the page's scripts and pictures behind each other, which Lighthouse's simulation counts in full.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForServer } from './shop-pages.mjs';

/**
 * Starts nginx before `upstream` (http://host:port). Returns its https origin, the certificate's SPKI hash (for
 * Chromium's --ignore-certificate-errors-spki-list, which trusts that one key and nothing else) and stop().
 */
export async function startNginxFront(upstream) {
  const version = nginxVersion();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukly-front-'));
  const spki = selfSignedCertificate(dir);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config({ dir, port, upstream: new URL(upstream).host, version }));
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(child, {
      name: `nginx on port ${port}`,
      answers: () => accepts(port),
      seconds: 10,
      output: () => errors,
    });
  } catch (error) {
    stop();
    throw error;
  }
  return {
    origin: `https://127.0.0.1:${port}`,
    spki,
    describe: `nginx ${version.join('.')} (TLS, HTTP/2) in front of ${upstream}`,
    stop,
  };
}

function nginxVersion() {
  const result = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (result.error?.code === 'ENOENT')
    throw new Error('--front nginx needs nginx (Debian: apt-get install nginx-light)');
  // nginx prints its version on stderr.
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${result.stderr}${result.stdout}`);
  if (!match) throw new Error(`could not read nginx's version from «${result.stderr.trim()}»`);
  return match.slice(1).map(Number);
}

/** A key and a certificate for 127.0.0.1 in `dir`; returns the base64 SHA-256 of the certificate's public key. */
function selfSignedCertificate(dir) {
  const request = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1';
  execFileSync(
    'openssl',
    [...request.split(' '), '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    { stdio: 'ignore' },
  );
  const certificate = new crypto.X509Certificate(fs.readFileSync(path.join(dir, 'cert.pem')));
  const der = certificate.publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(der).digest('base64');
}

/**
 * docs/DEPLOY.md's server block, on a loopback port and without the redirect from port 80. nginx before 1.25.1
 * (Debian 12 ships 1.22) knows HTTP/2 only as a flag of `listen`; later versions have the `http2` directive.
 */
function config({ dir, port, upstream, version }) {
  const [major, minor, patch] = version;
  const modern = major > 1 || minor > 25 || (minor === 25 && patch >= 1);
  const listen = modern ? `listen 127.0.0.1:${port} ssl;\n    http2 on;` : `listen 127.0.0.1:${port} ssl http2;`;
  const temp = (name) => path.join(dir, name);
  return `worker_processes 1;
error_log ${temp('error.log')};
pid ${temp('nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream kukly {
    server ${upstream};
    keepalive 32;
  }
  server {
    ${listen}
    server_name 127.0.0.1;
    ssl_certificate ${temp('cert.pem')};
    ssl_certificate_key ${temp('key.pem')};
    client_max_body_size 25m;
    # Not in DEPLOY.md: nginx started by root runs its workers as nobody, who may not write this throwaway
    # folder; answers stream through memory instead of spilling into temporary files.
    proxy_max_temp_file_size 0;
    proxy_read_timeout 60s;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
    location / {
      proxy_pass http://kukly;
    }
  }
}
`;
}

/** Whether something accepts connections on the loopback port. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
