'use client';

import { useState } from 'react';
import { AdminButton, ButtonRow, FormMessage } from '@/components/admin/ui/form';
import type { ImportPhotosResponse, ImportProductsResponse } from '@/lib/api/admin/catalog-import';
import { adminRequest } from '@/lib/client/admin-request';
import { useAttempt } from '@/lib/client/use-attempt';
import { ApiError } from '@/lib/api/fetcher';
import { ImportPreview } from './import-preview';

/** The import's answer, a refusal with line errors included (400 carries the same shape). */
async function sendCsv(file: File, dryRun: boolean): Promise<ImportProductsResponse> {
  const form = new FormData();
  form.append('file', file);
  try {
    return await adminRequest<ImportProductsResponse>(
      `/api/admin/import/products${dryRun ? '?dry_run=1' : ''}`,
      'POST',
      form,
    );
  } catch (failure) {
    const body = failure instanceof ApiError ? (failure.body as ImportProductsResponse | null) : null;
    if (body && Array.isArray(body.errors)) return body;
    throw failure;
  }
}

/**
 * The products CSV: «Проверить» checks the file and shows what would change and every line error; «Импортировать»
 * is offered only after a clean check of that same file.
 */
export function CsvImport() {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<File | null>(null);
  const [result, setResult] = useState<ImportProductsResponse | null>(null);
  const { busy, failure, attempt } = useAttempt();

  function send(dryRun: boolean) {
    if (!file) return;
    void attempt(async () => {
      const answer = await sendCsv(file, dryRun);
      setResult(answer);
      setChecked(dryRun && answer.success ? file : null);
    });
  }

  return (
    <div>
      <label>
        CSV-файл с товарами{' '}
        <input
          type="file"
          name="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setChecked(null);
            setResult(null);
          }}
        />
      </label>
      <ButtonRow>
        <AdminButton variant="secondary" disabled={!file || busy} onClick={() => send(true)}>
          Проверить
        </AdminButton>
        <AdminButton disabled={!file || busy || checked !== file} onClick={() => send(false)}>
          Импортировать
        </AdminButton>
      </ButtonRow>
      <div aria-live="polite">
        {busy && <p>Идёт обработка файла…</p>}
        {failure && <FormMessage>{failure}</FormMessage>}
        {result && <ImportPreview result={result} />}
      </div>
    </div>
  );
}

/** Photos named by article: `ART-1.jpg`, `ART-1-2.jpg`… attached to the products in that order. */
export function PhotosImport() {
  const [result, setResult] = useState<ImportPhotosResponse | null>(null);
  const { busy, failure, attempt } = useAttempt();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = new FormData();
    for (const file of data.getAll('files')) if (file instanceof File && file.size) form.append('files', file);
    const replace = data.get('replace') === 'on';
    void attempt(async () => {
      setResult(
        await adminRequest<ImportPhotosResponse>(
          `/api/admin/import/photos${replace ? '?replace=1' : ''}`,
          'POST',
          form,
        ),
      );
    });
  }

  return (
    <form onSubmit={submit}>
      <label>
        Фотографии <input type="file" name="files" multiple accept="image/jpeg,image/png,image/webp" />
      </label>
      <label style={{ display: 'block', margin: '8px 0' }}>
        <input type="checkbox" name="replace" /> Заменить прежние фото этих товаров
      </label>
      <ButtonRow>
        <AdminButton type="submit" disabled={busy}>
          Загрузить фото
        </AdminButton>
      </ButtonRow>
      <div aria-live="polite">
        {failure && <FormMessage>{failure}</FormMessage>}
        {result && (
          <FormMessage tone={result.errors.length || result.unknown.length ? 'error' : 'success'}>
            Прикреплено фото: {result.attached} к товарам: {result.products}.
            {result.unknown.length > 0 && ` Нет товаров с такими артикулами: ${result.unknown.join(', ')}.`}
            {result.errors.map((e) => ` ${e.file}: ${e.message}.`).join('')}
          </FormMessage>
        )}
      </div>
    </form>
  );
}
