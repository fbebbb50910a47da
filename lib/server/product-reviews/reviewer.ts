// Who may write a product review: a signed-in shopper (a guest is refused with 403, not asked to sign in with 401,
// which the browser's fetcher reads as a broken session).
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '@/lib/config/product-reviews';
import { currentUser } from '@/lib/server/auth/current-user';
import type { SessionUser } from '@/lib/server/auth/sessions';
import { HttpError } from '@/lib/server/http/errors';

export const SIGN_IN_TO_REVIEW = 'Отзывы пишут покупатели, вошедшие в личный кабинет: войдите или зарегистрируйтесь';

export async function requireReviewer(message = SIGN_IN_TO_REVIEW): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) throw new HttpError(403, message);
  return user;
}

/** The review form: five photos of 10 MB and the text fields. */
export const REVIEW_FORM_LIMITS = {
  maxFiles: REVIEW_PHOTOS_MAX,
  maxFileBytes: REVIEW_PHOTO_MAX_BYTES,
  maxTotalBytes: REVIEW_PHOTOS_MAX * REVIEW_PHOTO_MAX_BYTES + 256 * 1024,
};
