import { registerNamespace } from '#pwa/lib/i18n';
import noticesEt from './et';

/** The list and card screens' text; resolves when the current language's part is ready. */
export function loadNoticeTexts(): Promise<void> {
  return registerNamespace('notices', noticesEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
