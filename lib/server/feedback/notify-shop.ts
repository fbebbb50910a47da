import type { Db } from '@/lib/db/client';
import { sendMail } from '@/lib/server/mail/send-mail';
import { shopNoticeMail } from '@/lib/server/mail/shop-notice-mail';

/** The request is already stored; a mail server that is down must not turn it into an error for the shopper. */
export async function notifyShop(db: Db, subject: string, fields: Record<string, string | undefined>): Promise<void> {
  try {
    await sendMail(db, shopNoticeMail(subject, fields));
  } catch (error) {
    console.error('[mail] shop notice not sent', error);
  }
}
