import { registerNamespace } from '#pwa/lib/i18n';
import adminOrdersEt from './et';

/** The "adminOrders" namespace; resolves when the current language's part is ready. */
export function loadAdminOrdersTexts(): Promise<void> {
  return registerNamespace('adminOrders', adminOrdersEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
