import { registerNamespace } from '#pwa/lib/i18n';
import { loadDraftTexts } from '../drafts/store';
import wizardEt from './et';

/**
 * The wizard's text, and the draft store's (its saving and server messages); resolves when
 * the current language's part of both is ready.
 */
export async function loadWizardTexts(): Promise<void> {
  await Promise.all([
    registerNamespace('wizard', wizardEt, {
      en: () => import('./en'),
      ru: () => import('./ru'),
    }),
    loadDraftTexts(),
  ]);
}
