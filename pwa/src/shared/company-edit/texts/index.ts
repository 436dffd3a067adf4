import { registerNamespace } from '#pwa/lib/i18n';
import ownerEt from './et';

/** The company owner's screens' texts; resolves when the current language's part is ready. */
export function loadOwnerTexts(): Promise<void> {
  return registerNamespace('owner', ownerEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
