import { registerNamespace } from '#pwa/lib/i18n';
import plannerEt from './et';

/** The "planner" namespace; resolves when the current language's part is ready. */
export function loadPlannerTexts(): Promise<void> {
  return registerNamespace('planner', plannerEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
