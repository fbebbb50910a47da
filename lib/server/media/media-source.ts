// Where the pictures under /media/ come from. The shop only caches and serves them; which names exist and how
// one is drawn is the business of a source registered at start (lib/server/startup.ts: the demo's drawn toys).
import { processState } from '@/lib/process-registry';

/** One picture at `/media/{dir}/{file}`. */
export type MediaFile = { dir: string; file: string; contentType: string };

/** Generic over the source's own picture type, which `find` gives and `render` receives back. */
export type MediaSource<Item extends MediaFile = MediaFile> = {
  /** Part of the cache path: bump it when the drawings change, so files of older art are not served. */
  version: string;
  /** The picture a URL's path segments name, or null (a 404) for anything the source does not make. */
  find(segments: unknown): Item | null;
  render(item: Item): Promise<Buffer>;
};

// In the process registry: instrumentation registers it and the route handlers read it.
export function registerMediaSource(source: MediaSource): void {
  processState.mediaSource = source;
}

export function mediaSource(): MediaSource | null {
  return processState.mediaSource ?? null;
}
