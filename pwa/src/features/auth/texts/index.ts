import { registerNamespace } from '#pwa/lib/i18n';
import { loadReviewerTexts } from '#pwa/shared/reviewer/texts';
import authEt from './et';

/**
 * The account screens' text, with the reviewers' sign-in (shared/reviewer) the login page shows;
 * resolves when the current language's parts are ready.
 */
export async function loadAuthTexts(): Promise<void> {
  await Promise.all([
    registerNamespace('auth', authEt, {
      en: () => import('./en'),
      ru: () => import('./ru'),
    }),
    loadReviewerTexts(),
  ]);
}
