import { registerNamespace } from '#pwa/lib/i18n';
import articlesEt from './et';

/** The "articles" namespace; resolves when the current language's part is ready. */
export function loadArticleTexts(): Promise<void> {
  return registerNamespace('articles', articlesEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
