// Russian → Latin transliteration (the common "Yandex" style: ж=zh, х=kh, ц=ts, щ=shch, ы=y, я=ya),
// used for URL slugs and so that Latin queries such as "barbi" find «Барби».

const MAP: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Lowercase transliteration; characters outside Cyrillic are kept as they are. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += MAP[ch] ?? ch;
  return out;
}

/** `Кукла Барби «Модница» 30 см` → `kukla-barbi-modnitsa-30-sm` */
export function slugify(text: string, maxLength = 80): string {
  const slug = transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-[^-]*$/, '') || slug.slice(0, maxLength);
}
