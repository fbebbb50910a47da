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
