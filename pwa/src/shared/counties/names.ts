/**
 * A county's name in the page's language, from the Estonian name the API gives with a notice or
 * a request ("Harju maakond" → "Harju County", "Харьюмаа"): the i18n namespace of the counties
 * (lib/i18n.ts, from db/domain/county-names.ts), which has no Estonian bundle — in Estonian, and
 * for a name it does not know, the name stays as given. Every screen that shows such a name
 * reads it here.
 */
import { useTranslation } from 'react-i18next';
import { COUNTIES_NS, currentLanguage } from '../../lib/i18n';

/** The counties' names in a language by their Estonian names (empty: as given) */
export type CountyNames = Readonly<Record<string, string>>;

export const countyName = (estonianName: string, local: CountyNames = {}): string =>
  local[estonianName] ?? estonianName;

/** The counties' names in the page's language; the screen renders again when they arrive. */
export function useCountyNames(): CountyNames {
  const { i18n } = useTranslation();
  return (i18n.getResourceBundle(currentLanguage(), COUNTIES_NS) as CountyNames | undefined) ?? {};
}
