import { registerNamespace } from '#pwa/lib/i18n';
import adminBannerEt from './et';

/** The banner section's texts; resolves when the current language's part is ready. */
export function loadAdminBannerTexts(): Promise<void> {
  return registerNamespace('adminBanner', adminBannerEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
