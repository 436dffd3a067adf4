import { registerNamespace } from '#pwa/lib/i18n';
import pushEt from './et';

/** The "push" namespace (Jälgi, Jälgitavad); resolves when the current language's part is ready. */
export function loadPushTexts(): Promise<void> {
  return registerNamespace('push', pushEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
