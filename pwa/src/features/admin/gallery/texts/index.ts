import { registerNamespace } from '#pwa/lib/i18n';
import adminGalleryEt from './et';

/** The "adminGallery" namespace; resolves when the current language's part is ready. */
export function loadAdminGalleryTexts(): Promise<void> {
  return registerNamespace('adminGallery', adminGalleryEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
