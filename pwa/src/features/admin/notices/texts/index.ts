import { registerNamespace } from '#pwa/lib/i18n';
import adminNoticesEt from './et';

/** The notices section's text; resolves when the current language's part is ready. */
export function loadAdminNoticesTexts(): Promise<void> {
  return registerNamespace('adminNotices', adminNoticesEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
