import { describe, expect, it } from '@jest/globals';
import { CATEGORY_PLACEHOLDER, categoryImage } from './categories';

// A category image that is not svg, png, jpg or jpeg is replaced by a placeholder.
describe('categoryImage', () => {
  it.each(['/media/c/kukly.svg', '/media/c/kukly.PNG', '/c/a.jpg', '/c/a.jpeg', '/c/a.svg?v=2'])(
    'keeps %s',
    (image) => {
      expect(categoryImage(image)).toBe(image);
    },
  );

  it.each(['/c/a.webp', '/c/a.gif', '/c/a.avif', '/c/a', '', '/c/a.svg.exe', '/c/jpg'])(
    'replaces %j with the placeholder',
    (image) => {
      expect(categoryImage(image)).toBe(CATEGORY_PLACEHOLDER);
    },
  );
});
