import type { WholesaleRequestBody } from '@/lib/api/feedback';
import type { Db } from '@/lib/db/client';
import { wholesaleRequests } from '@/lib/db/schema';
import type { Sender } from './feedback-post';
import { notifyShop } from './notify-shop';

/** Stores a request from /wholesale and tells the shop's mailbox. */
export async function submitWholesaleRequest(db: Db, input: WholesaleRequestBody, sender: Sender): Promise<number> {
  const [row] = await db
    .insert(wholesaleRequests)
    .values({
      ...sender,
      company: input.company,
      inn: input.inn ?? '',
      name: input.name,
      phone: input.phone,
      email: input.email,
      city: input.city ?? '',
      comment: input.comment ?? '',
    })
    .returning({ id: wholesaleRequests.id });
  await notifyShop(db, `Оптовая заявка №${row.id}: ${input.company}`, {
    Организация: input.company,
    ИНН: input.inn,
    'Контактное лицо': input.name,
    Телефон: input.phone,
    Email: input.email,
    Город: input.city,
    Комментарий: input.comment,
  });
  return row.id;
}
