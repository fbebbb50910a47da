// What the shopper's connection allows (Network Information API; absent in some browsers, then everything is allowed).
type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

const connection = (): Connection | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection;

/** Prefetch is skipped on slow 2g, 2g, or data-saver (docs/PRODUCT.md#prefetch). */
export function canPrefetch(): boolean {
  const c = connection();
  if (!c) return true;
  if (c.saveData) return false;
  return c.effectiveType !== 'slow-2g' && c.effectiveType !== '2g';
}

export function subscribeToConnection(onChange: () => void): () => void {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}
