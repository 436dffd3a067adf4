import { registerNamespace } from '#pwa/lib/i18n';
import articleEditorEt from './et';

/** The "articleEditor" namespace; resolves when the current language's part is ready. */
export function loadArticleEditorTexts(): Promise<void> {
  return registerNamespace('articleEditor', articleEditorEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
