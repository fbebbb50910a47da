// A local stand-in for YooKassa's API v3, as documented (https://yookassa.ru/developers/api): the shop's adapter
// runs against it in the tests (YOOKASSA_API_URL). It speaks what the shop uses:
//   POST /v3/payments        Basic auth (shopId:secretKey), Idempotence-Key required; the same key → the same payment
//   GET  /v3/payments/{id}   the payment object; 404 for an unknown id
//   POST /v3/refunds         Idempotence-Key required; refunds a succeeded payment (never more than is left of it),
//                            with a receipt whose items add up to the refund amount (54-ФЗ refund receipt); the same
//                            key returns the same refund object and makes no second refund
//   GET  /v3/refunds/{id}    the refund object; 404 for an unknown id
// and validates like YooKassa does: amount format, a redirect confirmation with return_url, and a receipt whose
// items (amount × quantity) add up to the payment amount. The test drives the outcome (succeed / cancel) and
// sends notifications `{type: 'notification', event, object}` to the shop. Refunds can be made to fail the way a
// real outage does (`refundFault`): YooKassa documents a 500 as «результат обработки запроса неизвестен» — the
// refund may well have been made — and a request may go unanswered; both are repeated with the same key.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInPayment = {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  metadata: Record<string, string>;
  payment_method?: { type: string };
  cancellation_details?: { party: string; reason: string };
  created_at: string;
  test: true;
  refundable: boolean;
};

export type RecordedCreate = { idempotenceKey: string; body: any; paymentId: string };

export type StandInRefund = {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  created_at: string;
  receipt: any;
  cancellation_details?: { party: string; reason: string };
};

export type YookassaStandIn = {
  /** Base URL to put in YOOKASSA_API_URL (ends with /v3). */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, StandInPayment>;
  /** Every accepted create request (replays included), oldest first. */
  creates: RecordedCreate[];
  /** Refunds made (and refused), oldest first (a replayed Idempotence-Key does not add one). */
  refunds: StandInRefund[];
  /** From now on every new refund is refused (status canceled, as YooKassa reports a refund it turns down), or not. */
  refuseRefunds(on: boolean): void;
  /**
   * How refund requests (POST /v3/refunds, GET /v3/refunds/{id}) fail from now on: `500` — the refund is made and
   * recorded (a replayed key makes none), then the answer is YooKassa's 500 error object; `hang` — made and
   * recorded, then no answer at all; `pending` — new refunds are made with status pending until `finishRefund`;
   * `none` — answered normally.
   */
  refundFault(mode: 'none' | '500' | 'hang' | 'pending'): void;
  /** Ends a pending refund (as YooKassa does once the bank answers). */
  finishRefund(id: string, status: 'succeeded' | 'canceled'): StandInRefund;
  /** The Idempotence-Key of every refund request received (replays included), oldest first. */
  refundKeys: string[];
  /** How many GET /v3/refunds/{id} were received. */
  refundReads: () => number;
  succeed(id: string): StandInPayment;
  cancel(id: string): StandInPayment;
  /** POSTs a notification about the payment (as it is now) to the shop's notification URL. */
  notify(id: string, url: string): Promise<number>;
  stop(): Promise<void>;
};

const error = (res: http.ServerResponse, status: number, code: string, description: string, parameter?: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) }));
};

const send = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The Idempotence-Key and JSON body of a POST, or null after answering YooKassa's 400. */
function keyedBody(
  req: http.IncomingMessage,
  chunks: Buffer[],
  res: http.ServerResponse,
): { key: string; body: any } | null {
  const key = String(req.headers['idempotence-key'] ?? '');
  if (!key || key.length > 64) {
    error(res, 400, 'invalid_request', 'Idempotence-Key header is required (≤ 64)', 'Idempotence-Key');
    return null;
  }
  try {
    return { key, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    error(res, 400, 'invalid_request', 'Malformed JSON');
    return null;
  }
}

const MONEY = /^\d+\.\d{2}$/;
const kopecks = (value: string) => Math.round(Number(value) * 100);

/** Why YooKassa would refuse this create body (invalid_request), or null. */
function invalid(body: any): { parameter: string; description: string } | null {
  if (!body || typeof body !== 'object') return { parameter: '', description: 'Request body must be a JSON object' };
  if (!MONEY.test(String(body.amount?.value ?? '')) || body.amount?.currency !== 'RUB') {
    return { parameter: 'amount', description: 'amount.value must be a string like 100.00 and currency RUB' };
  }
  if (body.confirmation?.type !== 'redirect' || typeof body.confirmation?.return_url !== 'string') {
    return { parameter: 'confirmation', description: 'confirmation.type redirect with return_url is required' };
  }
  if (body.description !== undefined && String(body.description).length > 128) {
    return { parameter: 'description', description: 'description is longer than 128 characters' };
  }
  return body.receipt ? receiptProblem(body.receipt, body.amount.value) : null;
}

/** Why YooKassa would refuse this receipt for a payment or refund of `amountValue`, or null. */
function receiptProblem(receipt: any, amountValue: string): { parameter: string; description: string } | null {
  if (!receipt.customer?.email && !receipt.customer?.phone) {
    return { parameter: 'receipt.customer', description: 'receipt.customer needs an email or a phone' };
  }
  if (!Array.isArray(receipt.items) || receipt.items.length === 0 || receipt.items.length > 100) {
    return { parameter: 'receipt.items', description: 'receipt.items must hold 1–100 items' };
  }
  let total = 0;
  for (const item of receipt.items) {
    const quantity = Number(item.quantity);
    if (!item.description || String(item.description).length > 128)
      return { parameter: 'receipt.items.description', description: 'bad description' };
    if (!(quantity > 0) || !MONEY.test(String(item.amount?.value ?? '')) || item.amount?.currency !== 'RUB') {
      return { parameter: 'receipt.items.amount', description: 'bad item amount or quantity' };
    }
    if (!Number.isInteger(item.vat_code) || item.vat_code < 1 || item.vat_code > 12)
      return { parameter: 'receipt.items.vat_code', description: 'bad vat_code' };
    total += kopecks(item.amount.value) * quantity;
  }
  if (Math.round(total) !== kopecks(amountValue)) {
    return { parameter: 'receipt', description: 'The sum of receipt items does not equal the amount' };
  }
  return null;
}

export async function startYookassaStandIn({
  shopId = '100500',
  secretKey = 'test_stand_in_secret',
} = {}): Promise<YookassaStandIn> {
  const payments = new Map<string, StandInPayment>();
  const byKey = new Map<string, string>();
  const creates: RecordedCreate[] = [];
  const refunds: StandInRefund[] = [];
  let refusing = false;
  let fault: 'none' | '500' | 'hang' | 'pending' = 'none';
  let reads = 0;
  const refundKeys: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const refundByKey = new Map<string, StandInRefund>();
  /** Answers a refund request as the fault says: the refund (already recorded), a 500, or nothing. */
  const answerRefund = (res: http.ServerResponse, refund: StandInRefund) => {
    if (fault === '500')
      return error(res, 500, 'internal_server_error', 'Internal server error: the result of the request is unknown');
    if (fault === 'hang') return void hanging.add(res);
    return send(res, refund);
  };
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  let base = '';

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', base);
    if (req.headers.authorization !== expectedAuth)
      return error(res, 401, 'invalid_credentials', 'Authentication failed');

    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      const request = keyedBody(req, chunks, res);
      if (!request) return;
      const { key, body } = request;
      const known = byKey.get(key);
      if (known) {
        creates.push({ idempotenceKey: key, body, paymentId: known });
        return send(res, payments.get(known));
      }
      const problem = invalid(body);
      if (problem) return error(res, 400, 'invalid_request', problem.description, problem.parameter);
      const id = `${Date.now().toString(16)}-000f-5000-9000-${randomUUID().slice(-12)}`;
      const payment: StandInPayment = {
        id,
        status: 'pending',
        paid: false,
        amount: body.amount,
        description: body.description,
        confirmation: {
          type: 'redirect',
          confirmation_url: `${base}/checkout/payments/v2/contract?orderId=${id}`,
          return_url: body.confirmation.return_url,
        },
        metadata: body.metadata ?? {},
        ...(body.payment_method_data ? { payment_method: { type: body.payment_method_data.type } } : {}),
        created_at: new Date().toISOString(),
        test: true,
        refundable: false,
      };
      payments.set(id, payment);
      byKey.set(key, id);
      creates.push({ idempotenceKey: key, body, paymentId: id });
      return send(res, payment);
    }

    if (req.method === 'POST' && url.pathname === '/v3/refunds') {
      const request = keyedBody(req, chunks, res);
      if (!request) return;
      const { key, body } = request;
      refundKeys.push(key);
      const replay = refundByKey.get(key);
      if (replay) return answerRefund(res, replay);
      const payment = payments.get(String(body?.payment_id ?? ''));
      if (!payment) return error(res, 400, 'invalid_request', 'Payment not found', 'payment_id');
      if (!MONEY.test(String(body.amount?.value ?? '')) || body.amount?.currency !== 'RUB') {
        return error(
          res,
          400,
          'invalid_request',
          'amount.value must be a string like 100.00 and currency RUB',
          'amount',
        );
      }
      if (payment.status !== 'succeeded')
        return error(res, 400, 'invalid_request', 'Payment is not succeeded', 'payment_id');
      const refunded = refunds
        .filter((r) => r.payment_id === payment.id && r.status !== 'canceled')
        .reduce((sum, r) => sum + kopecks(r.amount.value), 0);
      if (refunded + kopecks(body.amount.value) > kopecks(payment.amount.value)) {
        return error(res, 400, 'invalid_request', 'Refund amount exceeds the amount left of the payment', 'amount');
      }
      if (body.receipt) {
        const problem = receiptProblem(body.receipt, body.amount.value);
        if (problem) return error(res, 400, 'invalid_request', problem.description, problem.parameter);
      }
      const refund: StandInRefund = {
        id: `${Date.now().toString(16)}-0015-5000-a000-${randomUUID().slice(-12)}`,
        payment_id: payment.id,
        status: refusing ? 'canceled' : fault === 'pending' ? 'pending' : 'succeeded',
        amount: body.amount,
        created_at: new Date().toISOString(),
        receipt: body.receipt,
        ...(refusing ? { cancellation_details: { party: 'yoo_money', reason: 'rejected_by_payee' } } : {}),
      };
      refunds.push(refund);
      refundByKey.set(key, refund);
      return answerRefund(res, refund);
    }

    const refundPath = /^\/v3\/refunds\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundPath) {
      reads++;
      const refund = refunds.find((r) => r.id === refundPath[1]);
      if (!refund) return error(res, 404, 'not_found', 'Refund not found');
      return answerRefund(res, refund);
    }

    const match = /^\/v3\/payments\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const payment = payments.get(match[1]);
      if (!payment) return error(res, 404, 'not_found', 'Payment not found');
      return send(res, payment);
    }
    return error(res, 404, 'not_found', 'Unknown endpoint');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const change = (id: string, update: Partial<StandInPayment>) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`stand-in: no payment ${id}`);
    if (payment.status !== 'pending') throw new Error(`stand-in: payment ${id} is already ${payment.status}`);
    Object.assign(payment, update);
    return payment;
  };

  return {
    apiUrl: `${base}/v3`,
    shopId,
    secretKey,
    payments,
    creates,
    refunds,
    refuseRefunds: (on) => {
      refusing = on;
    },
    refundFault: (mode) => {
      fault = mode;
    },
    finishRefund: (id, status) => {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`stand-in: no refund ${id}`);
      if (refund.status !== 'pending') throw new Error(`stand-in: refund ${id} is already ${refund.status}`);
      refund.status = status;
      return refund;
    },
    refundKeys,
    refundReads: () => reads,
    succeed: (id) => change(id, { status: 'succeeded', paid: true, refundable: true }),
    cancel: (id) =>
      change(id, {
        status: 'canceled',
        cancellation_details: { party: 'payment_network', reason: 'insufficient_funds' },
      }),
    async notify(id, target) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`stand-in: no payment ${id}`);
      const event =
        payment.status === 'waiting_for_capture' ? 'payment.waiting_for_capture' : `payment.${payment.status}`;
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'notification', event, object: payment }),
      });
      await res.text();
      return res.status;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
      }),
  };
}
