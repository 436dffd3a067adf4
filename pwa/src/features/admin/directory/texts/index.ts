import { registerNamespace } from '#pwa/lib/i18n';
import adminDirectoryEt from './et';

/** The admin's directory sections' texts; resolves when the current language's part is ready. */
export function loadAdminDirectoryTexts(): Promise<void> {
  return registerNamespace('adminDirectory', adminDirectoryEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
