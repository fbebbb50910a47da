// Questions about a product: anyone may ask (a guest gives a name), staff publish them with the shop's answer, and
// the product page lists the published ones, newest first.
import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductQuestion, ProductQuestionsResponse } from '@/lib/api/product-reviews';
import { ANONYMOUS_AUTHOR, PRODUCT_QUESTIONS_PER_PAGE } from '@/lib/config/product-reviews';
import type { Db, DbOrTx } from '@/lib/db/client';
import { productQuestions, products, users } from '@/lib/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';

type Row = typeof productQuestions.$inferSelect;

export const toPublicQuestion = (q: Row): ProductQuestion => ({
  id: q.id,
  name: q.authorName,
  text: q.text,
  created_at: q.createdAt.toISOString(),
  answer: q.answer,
  answered_at: q.answeredAt?.toISOString() ?? null,
});

const published = (productId: number) =>
  and(eq(productQuestions.productId, productId), eq(productQuestions.status, 'published'));

/** One page of a product's published questions with the shop's answers, newest first. */
export async function listProductQuestions(
  db: DbOrTx,
  productId: number,
  page: number,
): Promise<ProductQuestionsResponse> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productQuestions)
      .where(published(productId))
      .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
      .limit(PRODUCT_QUESTIONS_PER_PAGE)
      .offset((page - 1) * PRODUCT_QUESTIONS_PER_PAGE),
    db.select({ total: count() }).from(productQuestions).where(published(productId)),
  ]);
  return { questions: rows.map(toPublicQuestion), total };
}

/**
 * A question waiting for moderation. A signed-in shopper is named by the account (the name given, else the
 * account's first name); a guest must give a name.
 */
export async function submitProductQuestion(
  db: Db,
  asker: { userId: number | null; clientAddress: string },
  input: { pid: number; text: string; name: string },
): Promise<number> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.pid), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  let name = input.name;
  if (!name && asker.userId !== null) {
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, asker.userId));
    name = user?.name.trim() || ANONYMOUS_AUTHOR;
  }
  if (!name) throw badRequest('Укажите, как к вам обращаться', { name: 'укажите имя' });
  const [row] = await db
    .insert(productQuestions)
    .values({
      productId: input.pid,
      userId: asker.userId,
      authorName: name,
      text: input.text,
      clientAddress: asker.clientAddress,
    })
    .returning({ id: productQuestions.id });
  return row.id;
}
