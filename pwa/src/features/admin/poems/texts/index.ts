import { registerNamespace } from '#pwa/lib/i18n';
import adminPoemsEt from './et';

/** The "adminPoems" namespace; resolves when the current language's part is ready. */
export function loadAdminPoemsTexts(): Promise<void> {
  return registerNamespace('adminPoems', adminPoemsEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
