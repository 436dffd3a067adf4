import { registerNamespace } from '#pwa/lib/i18n';
import helpEt from './et';

/** The "help" namespace; resolves when the current language's part is ready. */
export function loadHelpTexts(): Promise<void> {
  return registerNamespace('help', helpEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
