// sendMail: without SMTP the outbox is the delivery channel (the whole message); with SMTP it keeps only a record,
// never the body, and the transport has short timeouts.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { DbOrTx } from '@/lib/db/client';
import type * as SendMail from './send-mail';

const createTransport = jest.fn<(options: Record<string, unknown>) => { sendMail: typeof smtpSend }>();
const smtpSend = jest.fn<(message: Record<string, unknown>) => Promise<void>>();
jest.mock('nodemailer', () => ({ createTransport }));

type Call = { op: 'insert' | 'update'; values: Record<string, unknown> };

/** The two statements sendMail issues (insert … returning, update … where), recorded. */
function fakeDb(calls: Call[]): DbOrTx {
  return {
    insert: () => ({
      values: (values: Record<string, unknown>) => {
        calls.push({ op: 'insert', values });
        return Object.assign(Promise.resolve(), { returning: async () => [{ id: 7 }] });
      },
    }),
    update: () => ({
      set: (values: Record<string, unknown>) => ({
        where: async () => void calls.push({ op: 'update', values }),
      }),
    }),
  } as unknown as DbOrTx;
}

const mail = { to: 'anna@example.com', subject: 'Восстановление пароля', text: 'Ссылка: https://shop/reset-password/SECRET', html: '<a href="https://shop/reset-password/SECRET">' };

async function load(smtpUrl: string | undefined): Promise<typeof SendMail> {
  jest.resetModules(); // serverEnv() reads the environment once per module registry
  if (smtpUrl) process.env.SMTP_URL = smtpUrl;
  else delete process.env.SMTP_URL;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('kukly-shop.smtp')];
  return import('./send-mail');
}

beforeEach(() => {
  createTransport.mockReset().mockReturnValue({ sendMail: smtpSend });
  smtpSend.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  delete process.env.SMTP_URL;
});

describe('sendMail', () => {
  it('without SMTP writes the whole message to the outbox and sends nothing', async () => {
    const { sendMail } = await load(undefined);
    const calls: Call[] = [];
    await sendMail(fakeDb(calls), mail);
    expect(calls).toEqual([{ op: 'insert', values: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html } }]);
    expect(createTransport).not.toHaveBeenCalled();
  });

  it('with SMTP sends the message, keeps only metadata (no link in the database) and marks it sent', async () => {
    const { sendMail, SENT_BY_SMTP } = await load('smtp://user:pass@mail.example:587');
    const calls: Call[] = [];
    await sendMail(fakeDb(calls), mail);
    expect(smtpSend).toHaveBeenCalledWith(expect.objectContaining({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }));
    expect(calls[0]).toEqual({ op: 'insert', values: { to: mail.to, subject: mail.subject, text: SENT_BY_SMTP, html: null } });
    expect(JSON.stringify(calls)).not.toContain('SECRET');
    expect(calls[1]).toEqual({ op: 'update', values: { sentAt: expect.anything() } });
  });

  it('gives the SMTP transport short connection, greeting and socket timeouts', async () => {
    const { sendMail } = await load('smtp://mail.example:25');
    await sendMail(fakeDb([]), mail);
    expect(createTransport).toHaveBeenCalledTimes(1);
    const options = createTransport.mock.calls[0][0];
    expect(options).toEqual(expect.objectContaining({ url: 'smtp://mail.example:25' }));
    for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
      expect(options[name]).toBeGreaterThan(0);
      expect(options[name]).toBeLessThanOrEqual(15_000);
    }
  });

  it('a refused send throws and leaves the record unsent', async () => {
    const { sendMail } = await load('smtp://mail.example:25');
    smtpSend.mockRejectedValue(new Error('connection timeout'));
    const calls: Call[] = [];
    await expect(sendMail(fakeDb(calls), mail)).rejects.toThrow('connection timeout');
    expect(calls.map((c) => c.op)).toEqual(['insert']);
  });
});
