import { pagePath } from '#domain/pages/page-links';

/** A path's record id: digits, no leading zero */
export const isNumericId = (value: string) => /^[1-9]\d{0,15}$/.test(value);

/**
 * The companies section's address, or one company's (built from the page path, not the section
 * registry's adminPath: the registry loads this chunk, and an import back would be a cycle)
 */
export const companiesPath = (id?: number) =>
  pagePath(
    'adminSection',
    id === undefined ? { section: 'ettevote' } : { section: 'ettevote', id },
  );
