import { registerNamespace } from '#pwa/lib/i18n';
import adminDashboardEt from './et';

/** The dashboard's text; resolves when the current language's part is ready. */
export function loadDashboardTexts(): Promise<void> {
  return registerNamespace('adminDashboard', adminDashboardEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
