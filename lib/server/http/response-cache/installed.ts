import { processState } from '@/lib/process-registry';
import type { ResponseCache } from './cache';

// The process's one response cache. The server steps that answer from it are bundled by Next with instrumentation
// (lib/server/startup.ts), the invalidations run in route handlers, which Next bundles apart: each bundle has its own
// copy of this module, so the one instance lives in the process registry.

export function installResponseCache(cache: ResponseCache) {
  processState.responseCache = cache;
}

/** The response cache answering this process's requests, or null before the server made it (tests, build). */
export const installedResponseCache = (): ResponseCache | null => processState.responseCache ?? null;
