import { registerNamespace } from '#pwa/lib/i18n';
import { loadReviewerTexts } from '#pwa/shared/reviewer/texts';
import companyEt from './et';

/**
 * The company page's text ("company" namespace) with the reviewers' sign-in it shows; resolves
 * when the current language's parts are ready.
 */
export async function loadCompanyTexts(): Promise<void> {
  await Promise.all([
    registerNamespace('company', companyEt, {
      en: () => import('./en'),
      ru: () => import('./ru'),
    }),
    loadReviewerTexts(),
  ]);
}
