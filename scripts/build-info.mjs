// The build's identity for new-version detection (lib/shell/build.ts, app/api/(system)/build/**): one id and one time per
// `next build`. Kept in the environment so every process of the same build (Next re-reads next.config in its
// workers) agrees. Set SHOP_BUILD_ID yourself (e.g. the git commit) to give several machines the same build id.
import { randomBytes } from 'node:crypto';

export function buildInfo() {
  process.env.SHOP_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  process.env.SHOP_BUILD_TIME ||= String(Date.now());
  return { id: process.env.SHOP_BUILD_ID, time: process.env.SHOP_BUILD_TIME };
}
