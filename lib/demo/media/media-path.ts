// Strict parsing of `/media/...` paths: only names of the generated pool are accepted, anything else is a 404.
import { z } from 'zod';
import { CATEGORY_DEFS } from '@/lib/demo/catalogue/categories';
import { PALETTE_COUNT, TOY_KINDS, VARIANT_COUNT, type ToyKind } from './image-pool';

export type MediaItem =
  | {
      type: 'product';
      kind: ToyKind;
      palette: number;
      variant: number;
      dir: 'p';
      file: string;
      contentType: 'image/webp';
    }
  | {
      type: 'category';
      kind: ToyKind;
      palette: number;
      slug: string;
      dir: 'c';
      file: string;
      contentType: 'image/png' | 'image/svg+xml';
    };

const PRODUCT_FILE = new RegExp(`^(${TOY_KINDS.join('|')})-(\\d)-(\\d)\\.webp$`);
/** PNG since the demo draws them as pictures; SVG for databases seeded before (their rows still name .svg). */
const CATEGORY_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(png|svg)$/;
const segments = z.tuple([z.enum(['p', 'c']), z.string().max(100)]);

export function parseMediaPath(path: unknown): MediaItem | null {
  const parsed = segments.safeParse(path);
  if (!parsed.success) return null;
  const [dir, file] = parsed.data;
  if (dir === 'p') {
    const m = PRODUCT_FILE.exec(file);
    if (!m) return null;
    const palette = Number(m[2]);
    const variant = Number(m[3]);
    if (palette >= PALETTE_COUNT || variant < 1 || variant > VARIANT_COUNT) return null;
    return { type: 'product', kind: m[1] as ToyKind, palette, variant, dir, file, contentType: 'image/webp' };
  }
  const m = CATEGORY_FILE.exec(file);
  if (!m) return null;
  const index = CATEGORY_DEFS.findIndex((c) => c.alias === `/${m[1]}`);
  if (index < 0) return null;
  const { kind } = CATEGORY_DEFS[index];
  return {
    type: 'category',
    kind,
    palette: index % PALETTE_COUNT,
    slug: m[1],
    dir,
    file,
    contentType: m[2] === 'png' ? 'image/png' : 'image/svg+xml',
  };
}
