'use client';

import Image from 'next/image';
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import styles from './gallery-viewer.module.css';

const MAX_SCALE = 4;
const DOUBLE_TAP_SCALE = 2.5;
const DOUBLE_TAP_MS = 300;

type View = { scale: number; x: number; y: number };
type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * One picture of the full-screen viewer: two fingers pinch it larger (up to ×4), one finger then moves it, a double
 * tap or click toggles ×2.5. Pointer events with `touch-action: none`, the transform written straight to the
 * element (no render per move). `onZoom` tells the viewer whether the picture is enlarged, so a swipe then moves
 * the picture instead of changing it.
 */
export function ZoomableImage({ src, alt, onZoom }: { src: string; alt: string; onZoom: (zoomed: boolean) => void }) {
  const layer = useRef<HTMLDivElement>(null);
  const view = useRef<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);

  function apply(next: View) {
    const scale = Math.min(MAX_SCALE, Math.max(1, next.scale));
    const box = layer.current?.parentElement?.getBoundingClientRect();
    // The enlarged picture may move only as far as its edges: no empty screen beside it.
    const maxX = box ? (box.width * (scale - 1)) / 2 : 0;
    const maxY = box ? (box.height * (scale - 1)) / 2 : 0;
    const settled = {
      scale,
      x: Math.min(maxX, Math.max(-maxX, next.x)),
      y: Math.min(maxY, Math.max(-maxY, next.y)),
    };
    const wasZoomed = view.current.scale > 1;
    view.current = settled;
    if (layer.current) {
      layer.current.style.transform = `translate(${settled.x}px, ${settled.y}px) scale(${settled.scale})`;
      layer.current.dataset.scale = settled.scale.toFixed(2);
    }
    if (wasZoomed !== settled.scale > 1) onZoom(settled.scale > 1);
  }

  function down(event: ReactPointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: distance(a, b), scale: view.current.scale };
    }
  }

  function move(event: ReactPointerEvent<HTMLDivElement>) {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      apply({ ...view.current, scale: (pinch.current.scale * distance(a, b)) / Math.max(1, pinch.current.distance) });
    } else if (pointers.current.size === 1 && view.current.scale > 1) {
      apply({ ...view.current, x: view.current.x + now.x - before.x, y: view.current.y + now.y - before.y });
    }
  }

  function up(event: ReactPointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (view.current.scale < 1.05) apply({ scale: 1, x: 0, y: 0 });
  }

  function toggle() {
    apply(view.current.scale > 1 ? { scale: 1, x: 0, y: 0 } : { scale: DOUBLE_TAP_SCALE, x: 0, y: 0 });
  }

  function tap(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse') return;
    const at = Date.now();
    if (at - lastTap.current < DOUBLE_TAP_MS) {
      toggle();
      lastTap.current = 0;
    } else lastTap.current = at;
  }

  return (
    <div
      className={styles.zoom}
      onPointerDown={(event) => {
        down(event);
        tap(event);
      }}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onDoubleClick={toggle}
    >
      <div ref={layer} className={styles.layer} data-testid="zoom-layer" data-scale="1.00">
        <Image src={src} alt={alt} fill sizes="100vw" className={styles.picture} draggable={false} />
      </div>
    </div>
  );
}
