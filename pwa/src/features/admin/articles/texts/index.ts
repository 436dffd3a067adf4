import { registerNamespace } from '#pwa/lib/i18n';
import adminArticlesEt from './et';

/** The "adminArticles" namespace; resolves when the current language's part is ready. */
export function loadAdminArticlesTexts(): Promise<void> {
  return registerNamespace('adminArticles', adminArticlesEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
