import { helpfulRequest, reviewIdParams, type HelpfulResponse } from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { requireReviewer } from '@/lib/server/product-reviews/reviewer';
import { markHelpful } from '@/lib/server/product-reviews/reviews';
import { LIMITS } from '@/lib/server/rate-limit';

/** {helpful: true|false}: marks or unmarks «Полезно»; signed-in shoppers only (a guest: 403), not one's own review. */
export const POST = endpoint(
  { rateLimit: LIMITS.reviewHelpful, params: reviewIdParams, body: helpfulRequest },
  async ({ params, body }) => {
    const user = await requireReviewer('Отмечать полезные отзывы могут вошедшие покупатели: войдите в личный кабинет');
    const result = await markHelpful(await getDb(), user.id, params.id, body.helpful);
    return json<HelpfulResponse>({ success: true, ...result });
  },
);
