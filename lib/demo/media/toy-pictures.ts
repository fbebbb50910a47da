// The demo shop's pictures: toys drawn as SVG and served as WebP (products) or PNG (categories; one named .svg, in a
// database seeded before, is served as the SVG itself).
// Registered as the media source at start; lib/server/media caches and serves what it draws.
import sharp from 'sharp';
import { CATEGORY_DEFS } from '@/lib/demo/catalogue/categories';
import { loadMedia } from '@/lib/server/media/media-cache';
import type { MediaSource } from '@/lib/server/media/media-source';
import { PALETTE_COUNT, TOY_KINDS, VARIANT_COUNT } from './image-pool';
import { parseMediaPath, type MediaItem } from './media-path';
import { toySvg } from './toy-svg';

export const toyPictures: MediaSource<MediaItem> = {
  version: 'v1',
  find: parseMediaPath,
  render: renderMedia,
};

function renderMedia(item: MediaItem): Promise<Buffer> {
  const svg = toySvg(item.kind, item.palette, item.type === 'category' ? 1 : item.variant);
  if (item.contentType === 'image/svg+xml') return Promise.resolve(Buffer.from(svg));
  // A tile is 88 px wide: 256 px covers nearly three device pixels per CSS pixel.
  if (item.contentType === 'image/png') return sharp(Buffer.from(svg)).resize(256).png({ palette: true }).toBuffer();
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 4 }).toBuffer();
}

/** Renders the whole pool ahead of time (scripts/seed.ts --images); returns how many files exist. */
export async function renderImagePool(): Promise<number> {
  const paths: string[][] = CATEGORY_DEFS.map((c) => ['c', `${c.alias.slice(1)}.png`]);
  for (const kind of TOY_KINDS) {
    for (let palette = 0; palette < PALETTE_COUNT; palette++) {
      for (let variant = 1; variant <= VARIANT_COUNT; variant++)
        paths.push(['p', `${kind}-${palette}-${variant}.webp`]);
    }
  }
  for (const segments of paths) {
    const item = parseMediaPath(segments);
    if (item) await loadMedia(toyPictures, item);
  }
  return paths.length;
}
