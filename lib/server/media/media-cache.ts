// Renders pictures on first request and keeps them under MEDIA_DIR; later requests read the file.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { serverEnv } from '@/lib/server/env';
import { CATEGORY_DEFS } from '@/lib/server/seed/categories';
import { PALETTE_COUNT, TOY_KINDS, VARIANT_COUNT } from './image-pool';
import { parseMediaPath, type MediaItem } from './media-path';
import { toySvg } from './toy-svg';

/** Bump when the drawings change, so cached files from older art are not served. */
const ART_VERSION = 'v1';

// Concurrent first requests for one picture render it once.
const inFlight = new Map<string, Promise<Buffer>>();

export async function loadMedia(item: MediaItem): Promise<Buffer> {
  const file = path.join(serverEnv().MEDIA_DIR, ART_VERSION, item.dir, item.file);
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let pending = inFlight.get(file);
  if (!pending) {
    pending = renderToFile(item, file).finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

export async function renderMedia(item: MediaItem): Promise<Buffer> {
  if (item.type === 'category') return Buffer.from(toySvg(item.kind, item.palette, 1));
  return svgToWebp(toySvg(item.kind, item.palette, item.variant));
}

export function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 4 }).toBuffer();
}

async function renderToFile(item: MediaItem, file: string): Promise<Buffer> {
  const bytes = await renderMedia(item);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Write then rename: another process reading the cache never sees half a file.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
  return bytes;
}

/** Renders the whole pool ahead of time (scripts/seed.ts --images); returns how many files exist. */
export async function renderImagePool(): Promise<number> {
  const paths: string[][] = CATEGORY_DEFS.map((c) => ['c', `${c.alias.slice(1)}.svg`]);
  for (const kind of TOY_KINDS) {
    for (let palette = 0; palette < PALETTE_COUNT; palette++) {
      for (let variant = 1; variant <= VARIANT_COUNT; variant++) paths.push(['p', `${kind}-${palette}-${variant}.webp`]);
    }
  }
  for (const segments of paths) {
    const item = parseMediaPath(segments);
    if (item) await loadMedia(item);
  }
  return paths.length;
}
