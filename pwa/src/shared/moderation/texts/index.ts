import { registerNamespace } from '#pwa/lib/i18n';
import moderationEt from './et';

/** The "moderation" namespace (reporting, reasons); resolves when the current language's part is ready. */
export function loadModerationTexts(): Promise<void> {
  return registerNamespace('moderation', moderationEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
