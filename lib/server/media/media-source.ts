// Where the pictures under /media/ come from. The shop only caches and serves them; which names exist and how
// one is drawn is the business of a source registered at start (lib/server/startup.ts: the demo's drawn toys).

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

// On globalThis: instrumentation registers it and the route handlers read it, and Next bundles them apart.
const GLOBAL_KEY = Symbol.for('kukly-shop.media-source');
type Holder = { [GLOBAL_KEY]?: MediaSource };

export function registerMediaSource(source: MediaSource): void {
  (globalThis as Holder)[GLOBAL_KEY] = source;
}

export function mediaSource(): MediaSource | null {
  return (globalThis as Holder)[GLOBAL_KEY] ?? null;
}
