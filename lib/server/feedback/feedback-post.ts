import type { z } from 'zod';
import type { FeedbackResponse } from '@/lib/api/feedback';
import { type Db, getDb } from '@/lib/db/client';
import { currentUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceEmailRateLimit, type RateLimit } from '@/lib/server/rate-limit';

/** Who sent a form: the signed-in shopper (none for a guest) and the client address, kept with what was sent. */
export type Sender = { userId: number | null; clientAddress: string };

/**
 * The POST handler of a form the shop answers (a question, a review, a wholesale request): the limits per client
 * address and per email, then `submit` stores it; the answer carries the stored id.
 */
export function feedbackPost<S extends z.ZodType<{ email?: string | null }>>(
  limits: { perAddress: RateLimit; perEmail: RateLimit },
  body: S,
  submit: (db: Db, input: z.infer<S>, sender: Sender) => Promise<number>,
) {
  return endpoint({ rateLimit: limits.perAddress, body }, async ({ body: input, address }) => {
    await enforceEmailRateLimit(limits.perEmail, input.email);
    const user = await currentUser();
    // endpoint() types the body through a conditional type that TypeScript cannot resolve for a generic schema.
    const id = await submit(await getDb(), input as z.infer<S>, { userId: user?.id ?? null, clientAddress: address });
    return json<FeedbackResponse>({ success: true, id });
  });
}
