import { registerNamespace } from '#pwa/lib/i18n';
import adminEt from './et';

/** The admin screens' text; resolves when the current language's part is ready. */
export function loadAdminTexts(): Promise<void> {
  return registerNamespace('admin', adminEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
