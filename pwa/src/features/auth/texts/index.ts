import { registerNamespace } from '../../../lib/i18n';
import authEt from './et';

/** The account screens' text; resolves when the current language's part is ready. */
export function loadAuthTexts(): Promise<void> {
  return registerNamespace('auth', authEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
