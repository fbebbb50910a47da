// The order of a product's photos as the operator rearranges them (the first is the cover): pure, so it is
// tested without a browser.

/** Moves the photo at `index` by `by` places (−1 left, +1 right); outside the list nothing moves. */
export function movePhoto(images: readonly string[], index: number, by: number): string[] {
  const to = index + by;
  if (index < 0 || index >= images.length || to < 0 || to >= images.length) return [...images];
  const next = [...images];
  const [photo] = next.splice(index, 1);
  next.splice(to, 0, photo);
  return next;
}

/** Puts the photo at `index` first: it becomes the cover, the others keep their order. */
export const makeCover = (images: readonly string[], index: number) => movePhoto(images, index, -index);

export const removePhoto = (images: readonly string[], index: number) => images.filter((_, i) => i !== index);
