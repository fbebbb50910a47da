// The running build's identity and the latest-build marker (docs/PRODUCT.md#build-files).
// next.config.mjs bakes SHOP_BUILD_ID/SHOP_BUILD_TIME (scripts/build-info.mjs) into server and client code alike,
// so the marker served by a new deployment differs from the id compiled into an old tab's JavaScript.

import { publicEnv } from '@/lib/config/public-env';

export type BuildMarker = { id: string; timestamp: number };

export const CURRENT_BUILD: BuildMarker = {
  id: publicEnv.buildId,
  timestamp: publicEnv.buildTime,
};

/** GET, with a timestamp query so no cache in between answers for an old deployment. */
export const latestBuildUrl = (now: number) => `/api/build/latest?t=${now}`;

/** GET, the route rules of one build (immutable, so cacheable forever). */
export const buildMetaUrl = (id: string) => `/api/build/meta/${encodeURIComponent(id)}`;

/** True when a fetched marker names another build than the one running here. */
export function isNewBuild(currentId: string, marker: unknown): boolean {
  const id = (marker as Partial<BuildMarker> | null)?.id;
  return typeof id === 'string' && id !== '' && id !== currentId;
}
