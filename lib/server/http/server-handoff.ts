import { processState } from '@/lib/process-registry';
import type { IncomingMessage } from 'node:http';
import type { ShopResponse } from './shop-response';

/**
 * What the shop's server (server.mjs) takes from the shop when Next runs instrumentation.ts. The server is a
 * plain Node script that Next does not bundle; the steps and the shutdown are TypeScript that share the database,
 * Redis and the search index with the pages and route handlers, so Next bundles them with instrumentation
 * (lib/server/startup.ts) and they are handed over here (docs/adr/0100-shop-server.md).
 */
export interface ShopServerParts {
  /** The response class the HTTP server is created with (Node's `ServerResponse` option). */
  ResponseClass: typeof ShopResponse;
  /** Takes one request through the steps in front of Next (server-steps.ts), then to `next`, Next's handler. */
  serve(request: IncomingMessage, response: ShopResponse, next: () => void): void;
  /** Stops the shop on a signal once `stopServing` has closed the server (graceful-shutdown.ts). */
  shutDown(signal: NodeJS.Signals, stopServing: () => Promise<void>): void;
}

// The one process-wide place where the bundled shop and the unbundled server meet (a module of the instrumentation
// bundle is out of server.mjs's reach): server.mjs leaves a receiver in the process registry before Next runs
// instrumentation.ts. Under `next dev` there is no such server and the parts are left unused.
export function handOverToServer(parts: ShopServerParts) {
  processState.receiveServerParts?.(parts);
}
