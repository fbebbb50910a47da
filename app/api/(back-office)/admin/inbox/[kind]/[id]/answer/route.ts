import { INBOX_KINDS, inboxAnswerRequest, type InboxAnswerResponse, type InboxKind } from '@/lib/api/admin/inbox';
import { getDb } from '@/lib/db/client';
import { idParam } from '@/lib/server/admin/id-param';
import { answerInboxItem } from '@/lib/server/admin/inbox/inbox';
import { notFound } from '@/lib/server/http/errors';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** POST {text?}: with text, the reply goes to the sender by email; without, the message is only marked answered. */
export const POST = adminRoute<{ kind: string; id: string }>('inbox', async ({ request, params, actor }) => {
  if (!(INBOX_KINDS as readonly string[]).includes(params.kind)) throw notFound();
  const id = idParam(params.id);
  const { text } = await readJson(request, inboxAnswerRequest);
  const result = await answerInboxItem(await getDb(), actor, params.kind as InboxKind, id, text);
  return json<InboxAnswerResponse>({ success: true, ...result });
});
