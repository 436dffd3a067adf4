import { registerNamespace } from '#pwa/lib/i18n';
import requestsEt from './et';

/** The "requests" namespace; resolves when the current language's part is ready. */
export function loadRequestsTexts(): Promise<void> {
  return registerNamespace('requests', requestsEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
