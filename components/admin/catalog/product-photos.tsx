'use client';

import { useState } from 'react';
import { AdminButton, FormMessage } from '@/components/admin/ui/form';
import type { ProductImagesResponse } from '@/lib/api/admin/catalog';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { makeCover, movePhoto, removePhoto } from './photo-order';
import styles from './catalog.module.css';

/** A product's photos: upload (button or drop), move, make the cover, remove. Each change is saved at once. */
export function ProductPhotos({ productId, images }: { productId: number; images: string[] }) {
  const [photos, setPhotos] = useState(images);
  const [over, setOver] = useState(false);
  const { busy, message, done, perform } = useAdminAction();

  const save = (next: string[], success: string) =>
    perform(async () => {
      await adminRequest(`/api/admin/products/${productId}`, 'PATCH', { images: next });
      setPhotos(next);
      return success;
    });

  const upload = (picked: FileList | null) => {
    // A copy: the input is cleared right after, and its FileList with it.
    const files = [...(picked ?? [])];
    if (!files.length) return;
    const form = new FormData();
    for (const file of files) form.append('file', file);
    void perform(async () => {
      const result = await adminRequest<ProductImagesResponse>(`/api/admin/products/${productId}/images`, 'POST', form);
      setPhotos(result.images);
      return `Загружено фото: ${files.length}`;
    });
  };

  return (
    <div>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && <FormMessage>{message}</FormMessage>}
      {photos.length > 0 && (
        <ol className={styles.photos} aria-label="Фотографии, первая — обложка">
          {photos.map((url, i) => (
            <li key={url} className={styles.photo}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the stored original */}
              <img src={url} alt={i === 0 ? 'Обложка' : `Фото ${i + 1}`} />
              <div className={styles.photoButtons}>
                <AdminButton
                  variant="secondary"
                  disabled={busy || i === 0}
                  onClick={() => save(movePhoto(photos, i, -1), 'Порядок сохранён')}
                >
                  ←<span className="visually-hidden"> Фото {i + 1} левее</span>
                </AdminButton>
                <AdminButton
                  variant="secondary"
                  disabled={busy || i === photos.length - 1}
                  onClick={() => save(movePhoto(photos, i, 1), 'Порядок сохранён')}
                >
                  →<span className="visually-hidden"> Фото {i + 1} правее</span>
                </AdminButton>
                {i > 0 && (
                  <AdminButton
                    variant="secondary"
                    disabled={busy}
                    onClick={() => save(makeCover(photos, i), 'Обложка выбрана')}
                  >
                    Сделать обложкой
                  </AdminButton>
                )}
                <AdminButton
                  variant="danger"
                  disabled={busy}
                  onClick={() => save(removePhoto(photos, i), 'Фото убрано')}
                >
                  Убрать<span className="visually-hidden"> фото {i + 1}</span>
                </AdminButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        className={styles.dropZone}
        data-over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          upload(e.dataTransfer.files);
        }}
      >
        <label>
          Добавить фото (JPEG, PNG или WebP до 10 МБ; можно перетащить сюда){' '}
          <input
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={busy}
            onChange={(e) => {
              upload(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      </div>
    </div>
  );
}
