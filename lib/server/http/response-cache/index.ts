// The response cache, one step of the shop's server (lib/server/http/server-steps.ts), in files that each do one
// part: cache.ts (what is kept, who waits, invalidation), recording.ts (an answer recorded as it goes out), entry.ts
// (the kept copy: decoded, compressed, its lifetime), rules.ts (what may be answered and kept), encoding.ts.
export { ResponseCache, type ResponseCacheOptions } from './cache';
export { pickEncoding } from './encoding';
export { installedResponseCache, installResponseCache } from './installed';
