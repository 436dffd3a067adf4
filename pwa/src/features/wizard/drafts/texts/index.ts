import { registerNamespace } from '#pwa/lib/i18n';
import draftsEt from './et';

/** "Minu mustandid" and the draft messages; resolves when the current language's part is ready. */
export function loadDraftTexts(): Promise<void> {
  return registerNamespace('drafts', draftsEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
