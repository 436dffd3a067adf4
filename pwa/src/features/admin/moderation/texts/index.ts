import { registerNamespace } from '#pwa/lib/i18n';
import adminModerationEt from './et';

/** The moderation screen's text; resolves when the current language's part is ready. */
export function loadAdminModerationTexts(): Promise<void> {
  return registerNamespace('adminModeration', adminModerationEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
