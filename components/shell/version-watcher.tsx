'use client';

import { useEffect } from 'react';
import { CURRENT_BUILD, latestBuildUrl } from '@/lib/shell/build';
import { afterLoad, BUILD_META_DELAY_MS, loadBuildMeta } from '@/lib/shell/build-meta';
import { createVersionWatch, hasNewVersion, markNewVersion } from '@/lib/shell/version-watch';

const getJson = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/** The latest-build marker must come from the server every time (plus the timestamp query for caches between). */
const getMarker = () => getJson(latestBuildUrl(Date.now()), { cache: 'no-store' });
/** The build-meta file is immutable per build id and served so: the HTTP cache may answer it. */
const getMeta = (url: string) => getJson(url);

/**
 * docs/PRODUCT.md#version-watching: polls the build marker every 60 s and when the tab regains focus; after a
 * change, in-app navigation (shop Link, useNavigate, back/forward) becomes a full page load. Also reads the running
 * build's route rules 1 s after load (docs/PRODUCT.md#route-rules).
 */
export function VersionWatcher() {
  useEffect(() => {
    const watch = createVersionWatch({
      currentId: CURRENT_BUILD.id,
      fetchMarker: getMarker,
      onNewVersion: markNewVersion,
      isHidden: () => document.visibilityState === 'hidden',
    });
    watch.start();
    const onFocus = () => void watch.check();
    const onVisibility = () => document.visibilityState === 'visible' && onFocus();
    // Back/forward is not a link click: the history entry is already current, so reloading loads it afresh.
    const onPopState = () => hasNewVersion() && window.location.reload();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('popstate', onPopState);
    const cancelMeta = afterLoad(() => void loadBuildMeta(CURRENT_BUILD.id, getMeta), BUILD_META_DELAY_MS);
    return () => {
      watch.stop();
      cancelMeta();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return null;
}
