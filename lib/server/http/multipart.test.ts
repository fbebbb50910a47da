// Bodies read with their bytes counted: a body without Content-Length stops being read once it passes the limit, and
// a form's first fields are seen before its files are read. The request is a stream that records how much was taken.
import { describe, expect, it } from '@jest/globals';
import { readBody } from './body';
import { HttpError } from './errors';
import { leadingFields, readFiles, readForm } from './multipart';

const KB = 1024;

/** A request whose body is `pieces`, handed out one per read; `pulled()` says how many bytes were taken. */
function streamed(pieces: Uint8Array[], headers: Record<string, string> = {}) {
  let index = 0;
  let taken = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = pieces[index++];
        if (!piece) return controller.close();
        taken += piece.byteLength;
        controller.enqueue(piece);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => taken, cancelled: () => cancelled };
}

/** The bytes and content type of a real multipart form (pid and rating first, then the files). */
async function multipartOf(fields: [string, string][], files: [string, Uint8Array][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, bytes] of files) form.append('photos', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

const split = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('readBody', () => {
  it('stops reading a body without Content-Length as soon as it passes the limit (413), and cancels the rest', async () => {
    const { request, pulled, cancelled } = streamed(Array.from({ length: 100 }, () => new Uint8Array(16 * KB)));
    const error = await refusal(readBody(request, { maxBytes: 64 * KB, tooBig: 'Слишком большой запрос' }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Слишком большой запрос');
    expect(pulled()).toBeLessThanOrEqual(64 * KB + 16 * KB);
    expect(cancelled()).toBe(true);
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    const { request, pulled } = streamed([new Uint8Array(10)], { 'content-length': String(65 * KB) });
    expect((await refusal(readBody(request, { maxBytes: 64 * KB, tooBig: 'много' }))).status).toBe(413);
    expect(pulled()).toBe(0);
  });

  it('gathers many tiny pieces into the body as sent', async () => {
    const text = 'кукла'.repeat(2000);
    const bytes = new TextEncoder().encode(text);
    const { request } = streamed(split(bytes, 3));
    expect((await readBody(request, { maxBytes: 64 * KB, tooBig: 'много' })).toString('utf8')).toBe(text);
  });
});

describe('leadingFields', () => {
  it('reads the text fields up to the first file, and waits while they are incomplete', async () => {
    const { bytes, type } = await multipartOf(
      [
        ['pid', '42'],
        ['rating', '5'],
        ['keep', 'a'],
        ['keep', 'b'],
      ],
      [['a.jpg', new Uint8Array(100)]],
    );
    const boundary = /boundary=(.+)$/.exec(type)![1];
    const head = Buffer.from(bytes);
    expect(leadingFields(head, boundary)).toEqual({
      fields: { pid: '42', rating: '5', keep: ['a', 'b'] },
      fileNext: true,
    });
    const fileAt = head.indexOf('filename=');
    expect(leadingFields(head.subarray(0, fileAt - 30), boundary)).toBeNull();
    const noFiles = await multipartOf([['pid', '42']], []);
    expect(leadingFields(Buffer.from(noFiles.bytes), /boundary=(.+)$/.exec(noFiles.type)![1])).toEqual({
      fields: { pid: '42' },
      fileNext: false,
    });
  });
});

describe('readForm', () => {
  it('asks beforeFiles with the first fields before the files are read; its refusal stops the reading', async () => {
    const photo = new Uint8Array(5 * 1024 * KB);
    const { bytes, type } = await multipartOf(
      [
        ['pid', '42'],
        ['text', 'Отзыв'],
      ],
      [['big.jpg', photo]],
    );
    const { request, pulled, cancelled } = streamed(split(bytes, 16 * KB), { 'content-type': type });
    const seen: unknown[] = [];
    const limits = { maxFiles: 5, maxFileBytes: 10 * 1024 * KB, maxTotalBytes: 51 * 1024 * KB };
    const error = await refusal(
      readForm(request, limits, 'photos', async (fields) => {
        seen.push(fields);
        throw new HttpError(409, 'Вы уже оставили отзыв об этом товаре');
      }),
    );
    expect(error.status).toBe(409);
    expect(seen).toEqual([{ pid: '42', text: 'Отзыв' }]);
    expect(pulled()).toBeLessThan(64 * KB);
    expect(cancelled()).toBe(true);
  });

  it('reads the whole form when beforeFiles lets it go on; without a file it is asked once the form is read', async () => {
    const { bytes, type } = await multipartOf([['pid', '7']], [['a.jpg', new Uint8Array(50 * KB).fill(7)]]);
    const limits = { maxFiles: 5, maxFileBytes: 10 * 1024 * KB, maxTotalBytes: 1024 * KB };
    const asked: unknown[] = [];
    const form = await readForm(
      streamed(split(bytes, 4 * KB), { 'content-type': type }).request,
      limits,
      'photos',
      async (f) => {
        asked.push(f);
      },
    );
    expect(asked).toEqual([{ pid: '7' }]);
    expect(form.fields).toEqual({ pid: '7' });
    expect(form.files).toHaveLength(1);
    expect(new Uint8Array(await form.files[0].arrayBuffer())).toEqual(new Uint8Array(50 * KB).fill(7));

    const plain = await multipartOf(
      [
        ['pid', '8'],
        ['text', 'Без фото'],
      ],
      [],
    );
    asked.length = 0;
    await readForm(streamed([plain.bytes], { 'content-type': plain.type }).request, limits, 'photos', async (f) => {
      asked.push(f);
    });
    expect(asked).toEqual([{ pid: '8', text: 'Без фото' }]);
  });

  it('refuses a form without Content-Length past its total with 413 in Russian', async () => {
    const { bytes, type } = await multipartOf([], [['big.jpg', new Uint8Array(2 * 1024 * KB)]]);
    const { request, pulled } = streamed(split(bytes, 64 * KB), { 'content-type': type });
    const error = await refusal(readFiles(request, { maxTotalBytes: 1024 * KB, maxFileBytes: 1024 * KB }, 'photos'));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Слишком много данных: не больше 1 МБ за раз');
    expect(pulled()).toBeLessThanOrEqual(1024 * KB + 64 * KB);
  });
});
