/**
 * i18next set-up. Estonian is bundled; other languages, and the namespaces that lazy
 * screens register (e.g. the static pages' long texts), are loaded with dynamic imports so
 * the first screen stays small.
 */
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#domain/vocabulary/locales';
import et from './locales/et';

/** The PWA's names for db/domain/locales */
export const LANGUAGES = LOCALES;
export type Language = Locale;
export const DEFAULT_LANGUAGE = DEFAULT_LOCALE;
export const LANGUAGE_STORAGE_KEY = 'lang';
/** The i18next namespace of the counties' names in the UI language (none in Estonian) */
export const COUNTIES_NS = 'counties';

type Bundle = Record<string, unknown>;
export type BundleLoader = () => Promise<{ default: Bundle }>;

/** The counties' names by their Estonian names, as notices give them (db/domain/county-names.ts) */
const countyNames = (lng: 'en' | 'ru'): ReturnType<BundleLoader> =>
  import('#domain/vocabulary/county-names').then((m) => ({ default: m.countyNamesIn(lng) }));

/** Namespaces loaded with the language at the start and on a switch */
const LANGUAGE_NAMESPACES = ['translation', COUNTIES_NS] as const;

/** namespace → language → loader. Estonian bundles are added eagerly (no counties: the names). */
const loaders = new Map<string, Partial<Record<Language, BundleLoader>>>([
  [
    'translation',
    {
      en: () => import('./locales/en'),
      ru: () => import('./locales/ru'),
    },
  ],
  [COUNTIES_NS, { en: () => countyNames('en'), ru: () => countyNames('ru') }],
]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The current UI language, as sent to the API in `?locale=`. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

async function loadBundle(lng: Language, ns: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const load = loaders.get(ns)?.[lng];
  if (!load) return;
  const mod = await load();
  i18n.addResourceBundle(lng, ns, mod.default, true, true);
}

let started: Promise<void> | undefined;

/**
 * Starts i18next once, in the stored language (its bundle loaded first). Every other entry here
 * waits for it: lazy screens' texts can arrive before the language bundle does, and i18next's
 * store methods (`hasResourceBundle`, `addResourceBundle`) only exist after `init`.
 */
export function initI18n(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  let lng = storedLanguage();
  const resources: Resource = { et: { translation: et } };
  if (lng !== DEFAULT_LANGUAGE) {
    try {
      const bundles = await Promise.all(
        LANGUAGE_NAMESPACES.map(async (ns) => [ns, (await loaders.get(ns)?.[lng]?.())?.default]),
      );
      resources[lng] = Object.fromEntries(bundles.filter(([, bundle]) => bundle !== undefined));
    } catch {
      lng = DEFAULT_LANGUAGE; // the bundle could not be loaded (offline): start in Estonian
    }
  }
  await i18n.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'translation',
    fallbackNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  document.documentElement.lang = lng;
}

/** The language `setLanguage` is loading bundles for, until it has switched. */
let switchingTo: Language | undefined;

/** Switches the UI language, loading its bundles first, and remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  await initI18n();
  switchingTo = lng;
  await Promise.all([...loaders.keys()].map((ns) => loadBundle(lng, ns)));
  await i18n.changeLanguage(lng);
  switchingTo = undefined;
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * Registers a namespace that a lazy screen brings along: its Estonian text is added at once,
 * other languages load from `lazy`. Resolves when the current language's bundle is ready.
 */
export async function registerNamespace(
  ns: string,
  estonian: Bundle,
  lazy: Partial<Record<Exclude<Language, 'et'>, BundleLoader>>,
): Promise<void> {
  await initI18n();
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, estonian, true, true);
  }
  loaders.set(ns, lazy);
  // during a switch, the language being switched to needs this namespace too
  const needed = new Set([currentLanguage(), switchingTo ?? currentLanguage()]);
  await Promise.all([...needed].map((lng) => loadBundle(lng, ns)));
}

export { i18n };
