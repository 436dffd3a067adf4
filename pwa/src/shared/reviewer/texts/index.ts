import { registerNamespace } from '#pwa/lib/i18n';
import reviewerEt from './et';

/** The "reviewer" namespace (social sign-in); resolves when the current language's part is ready. */
export function loadReviewerTexts(): Promise<void> {
  return registerNamespace('reviewer', reviewerEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
