import type { QuestionRequest } from '@/lib/api/feedback';
import type { Db } from '@/lib/db/client';
import { shopQuestions } from '@/lib/db/schema';
import type { Sender } from './feedback-post';
import { notifyShop } from './notify-shop';

/** Stores a question from /feedback and tells the shop's mailbox. */
export async function submitQuestion(db: Db, input: QuestionRequest, sender: Sender): Promise<number> {
  const [row] = await db
    .insert(shopQuestions)
    .values({
      ...sender,
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      text: input.text,
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
