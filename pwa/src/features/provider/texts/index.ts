import { registerNamespace } from '#pwa/lib/i18n';
import providerEt from './et';

/** The "provider" namespace; resolves when the current language's part is ready. */
export function loadProviderTexts(): Promise<void> {
  return registerNamespace('provider', providerEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
