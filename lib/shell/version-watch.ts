// docs/PRODUCT.md#version-watching: poll the latest-build marker every 60 s and when the tab comes back; once another
// build id is seen, every later in-app navigation becomes a full page load (see lib/shell/navigation.ts).
import { isNewBuild } from './build';

export const VERSION_POLL_MS = 60_000;

let newVersion = false;

/** True once a newer build has been deployed than the one running in this tab. */
export const hasNewVersion = () => newVersion;

export function markNewVersion(): void {
  newVersion = true;
}

/** Tests only. */
export function resetNewVersion(): void {
  newVersion = false;
}

export type VersionWatchOptions = {
  currentId: string;
  /** GET of the marker (with a timestamp query); its rejection is ignored until the next check. */
  fetchMarker: () => Promise<unknown>;
  onNewVersion: () => void;
  /** A hidden tab does not poll (mobile data, battery); it checks when it becomes visible again. */
  isHidden?: () => boolean;
  intervalMs?: number;
};

export function createVersionWatch({
  currentId,
  fetchMarker,
  onNewVersion,
  isHidden = () => false,
  intervalMs = VERSION_POLL_MS,
}: VersionWatchOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };

  /** One look at the marker; resolves true when it found a new build (and then stops watching). */
  const check = async (): Promise<boolean> => {
    if (stopped || inFlight || isHidden()) return false;
    inFlight = true;
    try {
      const marker = await fetchMarker();
      if (stopped || !isNewBuild(currentId, marker)) return false;
      stop();
      onNewVersion();
      return true;
    } catch {
      return false; // offline or mid-deploy: the next tick tries again
    } finally {
      inFlight = false;
    }
  };

  const start = () => {
    if (!stopped && timer === undefined) timer = setInterval(() => void check(), intervalMs);
  };

  return { start, stop, check };
}
