import {
  productQuestionsQuery,
  questionFields,
  type ProductQuestionsResponse,
  type ProductReviewSubmitResponse,
} from '@/lib/api/product-reviews';
import { getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { readForm } from '@/lib/server/http/multipart';
import { readJson, validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { listProductQuestions, submitProductQuestion } from '@/lib/server/product-reviews/questions';
import { LIMITS } from '@/lib/server/rate-limit';

export const dynamic = 'force-dynamic';

/** A product's published questions with the shop's answers, 10 per page: public, cached a minute. */
export const GET = endpoint({ query: productQuestionsQuery, cache: 'productFeedback' }, async ({ query }) =>
  json<ProductQuestionsResponse>(await listProductQuestions(await getDb(), query.pid, query.page)),
);

const FORM_LIMITS = { maxFiles: 0, maxFileBytes: 0, maxTotalBytes: 64 * 1024 };

/** {pid, text, name} as JSON or a form; guests too (with a name). Waits for moderation. */
export const POST = endpoint({ rateLimit: LIMITS.productQuestion }, async ({ request, address }) => {
  const user = await currentUser();
  const isJson = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json');
  const input = isJson
    ? await readJson(request, questionFields)
    : validate(questionFields, (await readForm(request, FORM_LIMITS, 'photos')).fields);
  const id = await submitProductQuestion(await getDb(), { userId: user?.id ?? null, clientAddress: address }, input);
  return json<ProductReviewSubmitResponse>({ success: true, id, status: 'pending' });
});
