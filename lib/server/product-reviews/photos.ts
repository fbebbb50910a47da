// A review's photos, checked and normalised before anything is stored: JPEG, PNG or WebP by their content (never by
// the name or the declared type), upright, at most 2000 px, metadata (camera, place) dropped, saved as WebP.
import { HttpError } from '@/lib/server/http/errors';
import { preparePicture, type PreparedPicture } from '@/lib/server/media/uploads';

/** One at a time: a form holds at most five, and sharp's work per photo is what the machine feels. */
export async function prepareReviewPhotos(files: readonly File[]): Promise<PreparedPicture[]> {
  const prepared: PreparedPicture[] = [];
  for (const file of files) {
    try {
      prepared.push(await preparePicture(Buffer.from(await file.arrayBuffer()), 'photo'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const name = file.name ? `«${file.name}»: ` : '';
      throw new HttpError(error.status, `${name}${error.message}`, { photos: error.message });
    }
  }
  return prepared;
}
