import { registerNamespace } from '#pwa/lib/i18n';
import bannersEt from './et';

/** The "banners" namespace; resolves when the current language's part is ready. */
export function loadBannersTexts(): Promise<void> {
  return registerNamespace('banners', bannersEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
