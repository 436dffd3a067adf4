/**
 * URL slugs: lower-case ASCII words joined by hyphens, Estonian letters folded to their base
 * letter (õ ä ö ü → o a o u, š ž → s z): "Õhtutähe Leinamaja OÜ" → "ohtutahe-leinamaja-ou".
 */

/** The longest slug made from a title (whole words kept where they fit) */
export const MAX_SLUG_LENGTH = 80;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, MAX_SLUG_LENGTH)).replace(
    /-$/,
    '',
  );
}

/** `base`, or `base-2`, `base-3`…: the first that `taken` says is free. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}
