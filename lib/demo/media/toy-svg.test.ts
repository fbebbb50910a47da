import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TOY_KINDS } from './image-pool';
import { toySvg } from './toy-svg';

jest.setTimeout(60_000);

describe('toySvg', () => {
  it('is deterministic and differs between views', () => {
    expect(toySvg('bear', 2, 3)).toBe(toySvg('bear', 2, 3));
    expect(new Set([1, 2, 3, 4].map((v) => toySvg('bear', 2, v))).size).toBe(4);
  });

  it.each(TOY_KINDS.map((k) => [k]))('%s renders to a small 800×800 WebP', async (kind) => {
    const webp = await sharp(Buffer.from(toySvg(kind, 1, 2)))
      .webp({ quality: 80 })
      .toBuffer();
    expect(webp.subarray(0, 4).toString()).toBe('RIFF');
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    const meta = await sharp(webp).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
    expect(webp.length).toBeLessThan(80_000);
    // Not a blank picture: the drawing covers a good range of colours.
    const stats = await sharp(webp).stats();
    expect(stats.channels[0].max - stats.channels[0].min).toBeGreaterThan(100);
  });
});

describe('loadMedia', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('renders once, caches under MEDIA_DIR and serves the cached file', async () => {
    process.env.DATA_DIR = dataDir;
    jest.resetModules();
    const { loadMedia } = await import('@/lib/server/media/media-cache');
    const { toyPictures } = await import('./toy-pictures');
    const item = toyPictures.find(['p', 'car-3-1.webp'])!;
    const [a, b] = await Promise.all([loadMedia(toyPictures, item), loadMedia(toyPictures, item)]);
    expect(a.equals(b)).toBe(true);
    const cached = path.join(dataDir, 'media', 'v1', 'p', 'car-3-1.webp');
    expect(fs.readFileSync(cached).equals(a)).toBe(true);
    const svg = await loadMedia(toyPictures, toyPictures.find(['c', 'mashinki.svg'])!);
    expect(svg.toString()).toMatch(/^<svg /);
    const png = await loadMedia(toyPictures, toyPictures.find(['c', 'mashinki.png'])!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(fs.readdirSync(path.join(dataDir, 'media', 'v1', 'p'))).toEqual(['car-3-1.webp']);
  });
});
