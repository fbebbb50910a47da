// Files sent as multipart/form-data (the back office's uploads and imports, a shopper's review with photos), with the
// size limits checked as the bytes arrive: the declared length first, then the bytes counted while they are read
// (./body.ts: a body without Content-Length is read only up to the limit), then each file.
import { readBody, refuseDeclaredOver } from './body';
import { HttpError, badRequest } from './errors';

export type UploadLimits = { maxTotalBytes: number; maxFileBytes: number };

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} МБ`;

/** The files of the form (of the field `field` when given, else every file field), in the order sent. */
export async function readFiles(request: Request, limits: UploadLimits, field?: string): Promise<File[]> {
  refuseDeclaredOver(request, limits.maxTotalBytes, tooMuch(limits.maxTotalBytes));
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw badRequest('Ожидается файл (multipart/form-data)', { [field ?? 'file']: 'выберите файл' });
  const form = await readFormData(request, limits.maxTotalBytes).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    throw badRequest('Не удалось прочитать отправленные файлы', { [field ?? 'file']: 'выберите файл' });
  });
  const files = [...form.entries()]
    .filter(([name, value]) => (field === undefined || name === field) && value instanceof File)
    .map(([, value]) => value as File);
  if (files.length === 0) throw badRequest('Файл не выбран', { [field ?? 'file']: 'выберите файл' });
  const tooBig = files.find((f) => f.size > limits.maxFileBytes);
  if (tooBig) throw new HttpError(413, `Файл «${tooBig.name}» больше ${mb(limits.maxFileBytes)}`);
  return files;
}

export type ReadForm = {
  /** Text fields; a repeated name gives an array. */
  fields: Record<string, string | string[]>;
  /** Files of the field `fileField`, in the order sent; an empty part (a file input left empty) is skipped. */
  files: File[];
};

/** Text fields of a form; a repeated name gives an array. */
export type FormFields = Record<string, string | string[]>;

/**
 * A form's text fields and its files (a shopper's form with optional photos). Size limits as readFiles; at most
 * `maxFiles` files. `beforeFiles` runs once with the text fields sent before the first file, before that file is
 * read (the cheap refusals — «already reviewed» — then cost no upload); when the form sends no file, or a file
 * first, it runs once the form is read. What it throws refuses the request.
 */
export async function readForm(
  request: Request,
  limits: UploadLimits & { maxFiles: number },
  fileField: string,
  beforeFiles?: (fields: FormFields) => Promise<void>,
): Promise<ReadForm> {
  refuseDeclaredOver(request, limits.maxTotalBytes, tooMuch(limits.maxTotalBytes));
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
    throw new HttpError(415, 'Ожидается форма (multipart/form-data)');
  let checked = false;
  const check = beforeFiles
    ? async (fields: FormFields) => {
        checked = true;
        await beforeFiles(fields);
      }
    : undefined;
  const form = await readFormData(request, limits.maxTotalBytes, check).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    throw badRequest('Не удалось прочитать отправленную форму');
  });
  const fields: FormFields = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name === fileField && (value.size > 0 || value.name !== '')) files.push(value);
      continue;
    }
    const before = fields[name];
    fields[name] = before === undefined ? value : [...[before].flat(), value];
  }
  if (check && !checked) await check(fields);
  if (files.length > limits.maxFiles)
    throw badRequest(`Не больше ${limits.maxFiles} файлов`, { [fileField]: `не больше ${limits.maxFiles} файлов` });
  const tooBig = files.find((f) => f.size > limits.maxFileBytes);
  if (tooBig) throw new HttpError(413, `Файл «${tooBig.name}» больше ${mb(limits.maxFileBytes)}`);
  return { fields, files };
}

const tooMuch = (maxTotalBytes: number) => `Слишком много данных: не больше ${mb(maxTotalBytes)} за раз`;

/** Where the leading fields are looked for: a review's text fields take a few KB; past this they wait for the end. */
const PEEK_BYTES = 256 * 1024;
const PEEK_STEP = 4096;

/**
 * The body read with its bytes counted (at most `maxTotalBytes`, else 413 as soon as it passes), then parsed. With
 * `onLeadingFields`, the text fields that come before the first file are handed over as soon as that file's headers
 * arrive (multipart only).
 */
async function readFormData(
  request: Request,
  maxTotalBytes: number,
  onLeadingFields?: (fields: FormFields) => Promise<void>,
): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  const boundary = onLeadingFields ? boundaryOf(type) : null;
  let peeking = boundary !== null;
  let lookedAt = -Infinity;
  const bytes = await readBody(request, {
    maxBytes: maxTotalBytes,
    tooBig: tooMuch(maxTotalBytes),
    onProgress: async (received) => {
      // Looked at again only every few KB: a body dripped a byte at a time costs no more looking than one sent whole.
      if (!peeking || !boundary || !onLeadingFields || received.length - lookedAt < PEEK_STEP) return;
      lookedAt = received.length;
      const leading = leadingFields(received, boundary);
      if (!leading && received.length < PEEK_BYTES) return;
      peeking = false;
      if (leading?.fileNext) await onLeadingFields(leading.fields);
    },
  });
  // A view of the same bytes, not a copy (Buffer's type allows a SharedArrayBuffer; readBody never makes one).
  const view = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  return new Response(view, { headers: { 'content-type': type } }).formData();
}

function boundaryOf(contentType: string): string | null {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The text fields at the start of a multipart body, up to the first file part (`fileNext`) or the body's end; null
 * while the bytes so far do not reach either. Only a look ahead: the form is parsed in full once read.
 */
export function leadingFields(head: Buffer, boundary: string): { fields: FormFields; fileNext: boolean } | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: FormFields = {};
  let at = head.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    at += delimiter.length;
    if (head.length < at + 2) return null;
    if (head[at] === 0x2d && head[at + 1] === 0x2d) return { fields, fileNext: false };
    const headersEnd = head.indexOf('\r\n\r\n', at);
    if (headersEnd < 0) return null;
    const headers = head.subarray(at, headersEnd).toString('utf8');
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    if (/;\s*filename\*?=/i.test(disposition)) return { fields, fileNext: true };
    const valueEnd = head.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (valueEnd < 0) return null;
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (name !== undefined) {
      const value = head.subarray(headersEnd + 4, valueEnd).toString('utf8');
      const before = fields[name];
      fields[name] = before === undefined ? value : [...[before].flat(), value];
    }
    at = valueEnd + 2;
  }
}
