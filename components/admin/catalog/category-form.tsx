'use client';

import { useState } from 'react';
import {
  AdminButton,
  AdminSelectField,
  AdminTextareaField,
  AdminTextField,
  ButtonRow,
  FormMessage,
} from '@/components/admin/ui/form';
import type { AdminCategory } from '@/lib/api/admin/catalog';
import { adminRequest } from '@/lib/client/admin-request';
import { numberOrNull } from '@/components/admin/ui/form-values';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { slugify } from '@/lib/search/translit';

/** Creates a category or edits one (`category` given), with its picture. */
export function CategoryForm({ category, categories }: { category?: AdminCategory; categories: AdminCategory[] }) {
  const { busy, errors, message, done, run, perform } = useAdminAction();
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(category));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      name: String(data.get('name') ?? ''),
      slug: slug || undefined,
      parent_id: numberOrNull(data.get('parent_id')),
      sort: numberOrNull(data.get('sort')) ?? 0,
      description: String(data.get('description') ?? ''),
      seo_text: String(data.get('seo_text') ?? ''),
    };
    const ok = category
      ? await run(`/api/admin/categories/${category.id}`, 'PATCH', body, 'Сохранено')
      : await run('/api/admin/categories', 'POST', body, 'Категория создана');
    if (ok && !category) {
      form.reset();
      setSlug('');
      setSlugEdited(false);
    }
  }

  const uploadImage = (files: FileList | null) => {
    if (!category || !files?.[0]) return;
    const form = new FormData();
    form.append('file', files[0]);
    void perform(async () => {
      await adminRequest(`/api/admin/categories/${category.id}/image`, 'POST', form);
      return 'Картинка загружена';
    });
  };

  // A category cannot sit inside itself.
  const parents = categories.filter((c) => c.id !== category?.id);
  return (
    <form onSubmit={submit} noValidate>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && <FormMessage>{message}</FormMessage>}
      <AdminTextField
        label="Название"
        name="name"
        required
        defaultValue={category?.name}
        error={errors.name}
        onChange={(e) => {
          if (!slugEdited) setSlug(slugify(e.target.value));
        }}
      />
      <AdminTextField
        label="Адрес (slug)"
        name="slug"
        value={slug}
        error={errors.slug}
        hint={`Страница категории: /category/${slug || '…'}`}
        onChange={(e) => {
          setSlug(e.target.value);
          setSlugEdited(true);
        }}
      />
      <AdminSelectField
        label="Родительская категория"
        name="parent_id"
        defaultValue={category?.parent_id ?? ''}
        error={errors.parent_id}
      >
        <option value="">Нет (верхний уровень)</option>
        {parents.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </AdminSelectField>
      <AdminTextField
        label="Порядок"
        name="sort"
        type="number"
        min={0}
        defaultValue={category?.sort ?? 0}
        error={errors.sort}
        hint="Меньше — выше в меню"
      />
      <AdminTextareaField
        label="Описание"
        name="description"
        defaultValue={category?.description}
        error={errors.description}
      />
      <AdminTextareaField
        label="SEO-текст"
        name="seo_text"
        rows={6}
        defaultValue={category?.seo_text}
        error={errors.seo_text}
      />
      {category && (
        <label style={{ display: 'block', margin: '8px 0' }}>
          Картинка (PNG, JPG или SVG){' '}
          <input
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            disabled={busy}
            onChange={(e) => uploadImage(e.target.files)}
          />
        </label>
      )}
      <ButtonRow>
        <AdminButton type="submit" disabled={busy}>
          {category ? 'Сохранить' : 'Создать категорию'}
        </AdminButton>
      </ButtonRow>
    </form>
  );
}

/** Deletes an empty category; one with goods or subcategories says why it cannot go. */
export function DeleteCategoryButton({ category }: { category: AdminCategory }) {
  const { busy, message, run } = useAdminAction();
  return (
    <>
      <AdminButton
        variant="danger"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Удалить категорию «${category.name}»?`))
            void run(`/api/admin/categories/${category.id}`, 'DELETE', undefined, 'Удалено');
        }}
      >
        Удалить<span className="visually-hidden"> «{category.name}»</span>
      </AdminButton>
      {message && <FormMessage>{message}</FormMessage>}
    </>
  );
}
