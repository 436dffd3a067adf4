import { registerNamespace } from '#pwa/lib/i18n';
import directoryEt from './et';

/** The "directory" namespace; resolves when the current language's part is ready. */
export function loadDirectoryTexts(): Promise<void> {
  return registerNamespace('directory', directoryEt, {
    en: () => import('./en'),
    ru: () => import('./ru'),
  });
}
