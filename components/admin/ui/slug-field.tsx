'use client';

import { useState } from 'react';
import { slugify } from '@/lib/search/translit';
import { AdminTextField } from './form';

/**
 * A page address (slug) that follows the name, transliterated, until the operator edits it. An existing item
 * (`current` given) keeps its address: renaming it does not move its page.
 */
export function useSlug(current?: string) {
  const [slug, setSlug] = useState(current ?? '');
  const [edited, setEdited] = useState(current !== undefined);
  return {
    slug,
    followName: (name: string) => {
      if (!edited) setSlug(slugify(name));
    },
    edit: (value: string) => {
      setSlug(value);
      setEdited(true);
    },
    /** After creating an item the form is empty again and the next slug follows the next name. */
    reset: () => {
      setSlug('');
      setEdited(false);
    },
  };
}

/** The slug's field, with the page address it gives (`/product/…`, `/category/…`). */
export function SlugField({
  label,
  page,
  state,
  error,
}: {
  label: string;
  page: 'product' | 'category';
  state: ReturnType<typeof useSlug>;
  error?: string;
}) {
  const address = `/${page}/${state.slug || '…'}`;
  return (
    <AdminTextField
      label={label}
      name="slug"
      value={state.slug}
      error={error}
      hint={page === 'product' ? `Страница товара: ${address}` : `Страница категории: ${address}`}
      onChange={(e) => state.edit(e.target.value)}
    />
  );
}

/** The item's name and, under it, the page address that follows it. */
export function NameAndSlugFields({
  name,
  slugLabel,
  page,
  slug,
  errors,
}: {
  name?: string;
  slugLabel: string;
  page: 'product' | 'category';
  slug: ReturnType<typeof useSlug>;
  errors: Record<string, string>;
}) {
  return (
    <>
      <AdminTextField
        label="Название"
        name="name"
        required
        defaultValue={name}
        error={errors.name}
        onChange={(e) => slug.followName(e.target.value)}
      />
      <SlugField label={slugLabel} page={page} state={slug} error={errors.slug} />
    </>
  );
}
