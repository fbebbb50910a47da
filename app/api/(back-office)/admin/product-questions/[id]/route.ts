import { moderateProductQuestionRequest, type ModerateProductQuestionResponse } from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { idParam } from '@/lib/server/admin/id-param';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { moderateProductQuestion } from '@/lib/server/product-reviews/moderation';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** PATCH {status: "published"|"rejected", answer?}: the product's page shows the question and answer at once. */
export const PATCH = adminRoute<{ id: string }>('reviews', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const change = await readJson(request, moderateProductQuestionRequest);
  const question = await moderateProductQuestion(await getDb(), actor, id, change);
  return json<ModerateProductQuestionResponse>({ success: true, question });
});
