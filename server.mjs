// The shop's HTTP server: Node's http.createServer in front of Next.js's request handler (Next's documented custom
// server, docs/adr/0100-shop-server.md). Every request passes the shop's steps first, in order — client address,
// security headers, readable path, the API's 405 as JSON, static Brotli, response cache, fast routes — then Next.
// The steps are TypeScript in lib/server/http (server-steps.ts lists them, one file each); they share the database,
// Redis and the search index with the pages, so Next bundles them with instrumentation.ts, which hands them over
// (lib/server/http/server-handoff.ts) while `prepare()` runs. This file only wires: listen, steps, Next, signals.
import http from 'node:http';
import next from 'next';

/** The process registry's global (lib/process-registry.ts), through which the bundled shop hands its parts over. */
const PROCESS_STATE_KEY = Symbol.for('kukly-shop.process-state');
/** How long instrumentation.ts may take to hand the parts over: it does so first thing. */
const HANDOVER_TIMEOUT_MS = 120_000;

/**
 * Starts the production server and resolves once it listens.
 * @param {{ port: number, hostname: string, dir: string }} options `hostname`: the address to bind (0.0.0.0 or
 *   127.0.0.1 behind a front); `dir`: the project (next.config.mjs, the build in NEXT_DIST_DIR).
 */
export async function startShopServer({ port, hostname, dir }) {
  // Next builds the absolute URL a proxy.ts rewrite is resolved against from the hostname it is given, and treats a
  // rewrite to another origin as external (proxied over the network). Its middleware writes loopback addresses as
  // `localhost`, so told `127.0.0.1` it would proxy every listing to itself (vercel/next.js#94745). Next is told
  // `localhost`, as `next start` on all interfaces tells it; the socket is bound to `hostname` all the same.
  const app = next({ dev: false, dir, hostname: 'localhost', port });
  const handleByNext = app.getRequestHandler();
  // prepare() starts instrumentation.ts without waiting for it (Next holds its own requests until it is done).
  const handedOver = new Promise((resolve, reject) => {
    // Left in the registry before Next loads instrumentation.ts, which calls it (lib/server/http/server-handoff.ts).
    globalThis[PROCESS_STATE_KEY] ??= {};
    globalThis[PROCESS_STATE_KEY].receiveServerParts = resolve;
    setTimeout(
      () => reject(new Error('instrumentation.ts did not hand the server steps over (lib/server/startup.ts)')),
      HANDOVER_TIMEOUT_MS,
    ).unref();
  });
  await app.prepare();
  const parts = await handedOver;
  const server = http.createServer({ ServerResponse: parts.ResponseClass }, (request, response) =>
    parts.serve(request, response, () =>
      handleByNext(request, response).catch((error) => {
        console.error(`Failed to handle request for ${request.url}`, error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      }),
    ),
  );
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, hostname, resolve));
  console.log(`> Ready on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`);

  // Stop accepting, let the requests in flight finish (Node closes idle keep-alive connections), then Next's own
  // cleanup (its after() work); the shop closes after that (lib/server/maintenance/graceful-shutdown.ts).
  const stopServing = async () => {
    await new Promise((resolve) => server.close(() => resolve()));
    await app.close();
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => parts.shutDown(signal, stopServing));
  return server;
}
