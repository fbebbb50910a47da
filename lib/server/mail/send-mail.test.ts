// sendMail: the letter is always written to the outbox whole (the durable record it is sent from), its body sealed;
// without SMTP that is the delivery channel, with SMTP it is sent at once through the outbox sender, whose refusal
// is thrown.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Db } from '@/lib/db/client';
import type * as SendMail from './send-mail';

const deliverNow = jest.fn<(db: Db, id: number) => Promise<void>>();
jest.mock('./outbox-sender', () => ({ deliverNow, wakeOutboxSender: () => {}, SENT_BY_SMTP: '(sent)' }));
jest.mock('@/lib/server/auth/secret', () => ({
  signingKey: async () => new TextEncoder().encode('a-signing-key-of-at-least-32-characters'),
}));

type Call = { op: 'insert'; values: Record<string, unknown> };

function fakeDb(calls: Call[]): Db {
  return {
    insert: () => ({
      values: (values: Record<string, unknown>) => {
        calls.push({ op: 'insert', values });
        return { returning: async () => [{ id: 7 }] };
      },
    }),
  } as unknown as Db;
}

const mail = {
  to: 'anna@example.com',
  subject: 'Восстановление пароля',
  text: 'Ссылка: https://shop/reset-password/SECRET',
  html: '<a href="https://shop/reset-password/SECRET">',
};

async function load(smtpUrl: string | undefined): Promise<typeof SendMail> {
  jest.resetModules(); // serverEnv() reads the environment once per module registry
  if (smtpUrl) process.env.SMTP_URL = smtpUrl;
  else delete process.env.SMTP_URL;
  deliverNow.mockReset().mockResolvedValue(undefined);
  return import('./send-mail');
}

afterEach(() => {
  delete process.env.SMTP_URL;
});

describe('sendMail', () => {
  it('without SMTP writes the whole letter to the outbox, its body sealed, and sends nothing', async () => {
    const { sendMail } = await load(undefined);
    const { openLetterBody } = await import('./sealed-letter');
    const calls: Call[] = [];
    await sendMail(fakeDb(calls), mail);
    expect(calls).toHaveLength(1);
    const { to, subject, text, html } = calls[0].values as Record<string, string>;
    expect({ to, subject }).toEqual({ to: mail.to, subject: mail.subject });
    // At rest the reset link is not readable; the sender and the test outbox open it.
    expect(text).toMatch(/^sealed:v1:/);
    expect(JSON.stringify(calls)).not.toContain('SECRET');
    expect(await openLetterBody(text)).toBe(mail.text);
    expect(await openLetterBody(html)).toBe(mail.html);
    expect(deliverNow).not.toHaveBeenCalled();
  });

  it('a sealed body that was altered in the database does not open', async () => {
    const { sealLetterBody, openLetterBody } = await load(undefined).then(() => import('./sealed-letter'));
    const sealed = await sealLetterBody('Ссылка: https://shop/reset-password/SECRET');
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    await expect(openLetterBody(flipped)).rejects.toThrow();
    expect(await openLetterBody('written before sealing')).toBe('written before sealing');
  });

  it('with SMTP writes the letter, then has the outbox sender deliver that letter at once', async () => {
    const { sendMail } = await load('smtp://user:pass@mail.example:587');
    await sendMail(fakeDb([]), mail);
    expect(deliverNow).toHaveBeenCalledWith(expect.anything(), 7);
  });

  it('a refused send throws (the letter stays in the outbox for the retries)', async () => {
    const { sendMail } = await load('smtp://mail.example:25');
    deliverNow.mockRejectedValue(new Error('connection timeout'));
    await expect(sendMail(fakeDb([]), mail)).rejects.toThrow('connection timeout');
  });
});
