/**
 * Server-side messages (errors, validation) in the request's locale.
 * The UI's own strings live in the PWA; these are only what the API says.
 */
import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#domain/vocabulary/locales';
import { en } from '../locales/en';
import { et } from '../locales/et';
import type { MessageKey, Messages } from '../locales/messages';
import { ru } from '../locales/ru';

export { LOCALES, type Locale };

export function toLocale(value: string | undefined | null): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

/** Every language's messages (for the completeness test). */
export const MESSAGES: Record<Locale, Messages> = { et, en, ru };

const instance = i18next.createInstance();
void instance.init({
  resources: { et: { translation: et }, en: { translation: en }, ru: { translation: ru } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * Says one of the API's messages in a language. Typed on our catalogues' keys (not i18next's
 * global CustomTypeOptions, which would reach into the PWA's program through AppType), so a
 * key that no catalogue has fails the typecheck.
 */
export type Translate = (key: MessageKey, params?: Record<string, unknown>) => string;

const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const t = instance.getFixedT(locale);
    return [locale, (key: MessageKey, params?: Record<string, unknown>) => t(key, params)];
  }),
) as Record<Locale, Translate>;

export function translator(locale: Locale): Translate {
  return translators[locale];
}
