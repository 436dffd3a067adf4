import { registerNamespace } from '#pwa/lib/i18n';
import adminLogEt from './et';

/** The audit log section's text; resolves when the current language's part is ready. */
export function loadAdminLogTexts(): Promise<void> {
  return registerNamespace('adminLog', adminLogEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
