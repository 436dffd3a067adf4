import { registerNamespace } from '#pwa/lib/i18n';
import searchEt from './et';

/** The "search" namespace (the search box, the results); resolves when the current language's part is ready. */
export function loadSearchTexts(): Promise<void> {
  return registerNamespace('search', searchEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
