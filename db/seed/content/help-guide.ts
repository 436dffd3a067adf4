/**
 * The help page "what to do after a death" (/kasulikku/kuidas-kaituda-lahedase-surma-korral) in
 * Estonian, English and Russian: the same steps in each language, grouped by time, each with its
 * deadline, links and the date its facts were last checked. The text is Küünal's own.
 */
import { en } from './help-guide/en';
import { et } from './help-guide/et';
import { ru } from './help-guide/ru';
import type { HelpGuide } from './help-guide/types';

export const HELP_GUIDE: Record<'et' | 'en' | 'ru', HelpGuide> = { et, en, ru };
