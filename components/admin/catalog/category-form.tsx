'use client';

import {
  ActionMessages,
  AdminSelectField,
  AdminTextareaField,
  AdminTextField,
  NamedOptions,
  SubmitRow,
} from '@/components/admin/ui/form';
import { numberOrNull, withFormData } from '@/components/admin/ui/form-values';
import { NameAndSlugFields, useSlug } from '@/components/admin/ui/slug-field';
import { RequestButton } from '@/components/admin/ui/request-button';
import type { AdminCategory } from '@/lib/api/admin/catalog';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';

/** Creates a category or edits one (`category` given), with its picture. */
export function CategoryForm({ category, categories }: { category?: AdminCategory; categories: AdminCategory[] }) {
  const { busy, errors, message, done, run, perform } = useAdminAction();
  const slug = useSlug(category?.slug);

  const save = withFormData(async (data, form) => {
    const body = {
      name: String(data.get('name') ?? ''),
      slug: slug.slug || undefined,
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
      slug.reset();
    }
  });

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
    <form onSubmit={save} noValidate>
      <ActionMessages done={done} message={message} />
      <NameAndSlugFields name={category?.name} slugLabel="Адрес (slug)" page="category" slug={slug} errors={errors} />
      <AdminSelectField
        label="Родительская категория"
        name="parent_id"
        defaultValue={category?.parent_id ?? ''}
        error={errors.parent_id}
      >
        <option value="">Нет (верхний уровень)</option>
        <NamedOptions items={parents} />
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
      <SubmitRow busy={busy}>{category ? 'Сохранить' : 'Создать категорию'}</SubmitRow>
    </form>
  );
}

/** Deletes an empty category; one with goods or subcategories says why it cannot go. */
export function DeleteCategoryButton({ category }: { category: AdminCategory }) {
  return (
    <RequestButton
      variant="danger"
      confirm={`Удалить категорию «${category.name}»?`}
      request={{ path: `/api/admin/categories/${category.id}`, method: 'DELETE', success: 'Удалено' }}
    >
      Удалить<span className="visually-hidden"> «{category.name}»</span>
    </RequestButton>
  );
}
