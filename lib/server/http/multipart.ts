// Files sent as multipart/form-data (the back office's uploads and imports), with the size limits checked before
// anything is kept: the declared length first, then each file.
import { HttpError, badRequest } from './errors';

export type UploadLimits = { maxTotalBytes: number; maxFileBytes: number };

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} МБ`;

/** The files of the form (of the field `field` when given, else every file field), in the order sent. */
export async function readFiles(request: Request, limits: UploadLimits, field?: string): Promise<File[]> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limits.maxTotalBytes)
    throw new HttpError(413, `Слишком много данных: не больше ${mb(limits.maxTotalBytes)} за раз`);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw badRequest('Ожидается файл (multipart/form-data)', { [field ?? 'file']: 'выберите файл' });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Не удалось прочитать отправленные файлы', { [field ?? 'file']: 'выберите файл' });
  }
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

/**
 * A form's text fields and its files (a shopper's form with optional photos). Size limits as readFiles; at most
 * `maxFiles` files.
 */
export async function readForm(
  request: Request,
  limits: UploadLimits & { maxFiles: number },
  fileField: string,
): Promise<ReadForm> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limits.maxTotalBytes)
    throw new HttpError(413, `Слишком много данных: не больше ${mb(limits.maxTotalBytes)} за раз`);
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
    throw new HttpError(415, 'Ожидается форма (multipart/form-data)');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Не удалось прочитать отправленную форму');
  }
  const fields: Record<string, string | string[]> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name === fileField && (value.size > 0 || value.name !== '')) files.push(value);
      continue;
    }
    const before = fields[name];
    fields[name] = before === undefined ? value : [...[before].flat(), value];
  }
  if (files.length > limits.maxFiles)
    throw badRequest(`Не больше ${limits.maxFiles} файлов`, { [fileField]: `не больше ${limits.maxFiles} файлов` });
  const tooBig = files.find((f) => f.size > limits.maxFileBytes);
  if (tooBig) throw new HttpError(413, `Файл «${tooBig.name}» больше ${mb(limits.maxFileBytes)}`);
  return { fields, files };
}
