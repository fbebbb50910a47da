import { makeCover, movePhoto, removePhoto } from './photo-order';

const photos = ['a', 'b', 'c', 'd'];

describe('photo order', () => {
  it('moves a photo left or right by one place', () => {
    expect(movePhoto(photos, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(photos, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('leaves the order alone when the move would leave the list', () => {
    expect(movePhoto(photos, 0, -1)).toEqual(photos);
    expect(movePhoto(photos, 3, 1)).toEqual(photos);
  });

  it('makes any photo the cover, keeping the rest in order', () => {
    expect(makeCover(photos, 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(makeCover(photos, 0)).toEqual(photos);
  });

  it('removes one photo', () => {
    expect(removePhoto(photos, 1)).toEqual(['a', 'c', 'd']);
  });
});
