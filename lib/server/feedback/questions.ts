import type { QuestionRequest } from '@/lib/api/feedback';
import type { Db } from '@/lib/db/client';
import { shopQuestions } from '@/lib/db/schema';
import { notifyShop } from './notify-shop';

/** Stores a question from /feedback and tells the shop's mailbox. */
export async function submitQuestion(
  db: Db,
  input: QuestionRequest & { userId: number | null; clientAddress: string },
): Promise<number> {
  const [row] = await db
    .insert(shopQuestions)
    .values({
      userId: input.userId,
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      text: input.text,
      clientAddress: input.clientAddress,
    })
    .returning({ id: shopQuestions.id });
  await notifyShop(db, `Вопрос с сайта №${row.id}`, {
    Имя: input.name,
    Email: input.email,
    Телефон: input.phone,
    Вопрос: input.text,
  });
  return row.id;
}
