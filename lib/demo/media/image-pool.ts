// The finite pool of generated toy pictures. Products point at `/media/p/{kind}-{palette}-{variant}.webp`,
// so any number of products share a few hundred files, each rendered once on first request.

export const TOY_KINDS = [
  'doll',
  'baby',
  'bear',
  'blocks',
  'car',
  'game',
  'pyramid',
  'house',
  'dress',
  'art',
  'rattle',
  'ball',
  'puzzle',
  'robot',
] as const;
export type ToyKind = (typeof TOY_KINDS)[number];

export const PALETTE_COUNT = 8;
/** Views of one toy: front, mirrored on confetti, close-up, in a gift box. */
export const VARIANT_COUNT = 4;

export function productImageUrl(kind: ToyKind, palette: number, variant: number): string {
  return `/media/p/${kind}-${palette}-${variant}.webp`;
}

/**
 * Category pictures, drawn from the category's kind (see lib/demo/catalogue/categories.ts), are PNG (a category
 * image must be svg, png or jpeg; the image optimiser sends them on as WebP or AVIF): an SVG in an <img> is a
 * document of its own, which the browser builds on the main thread (about 10 ms each on a fast desktop, four times
 * that on a phone), ten of them on the home page (docs/adr/0086-category-pictures-png.md).
 */
export function categoryImageUrl(slug: string): string {
  return `/media/c/${slug}.png`;
}
