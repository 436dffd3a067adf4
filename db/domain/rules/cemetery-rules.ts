/**
 * Days on which a funeral cannot be held at a place's cemeteries, kept as data: a rule names the
 * places it applies to (by municipality, as EHAK writes it; none: everywhere), the weekdays it
 * closes (0 Sunday … 6 Saturday) or public holidays, and what the family is told. A service
 * request's page shows the texts of the rules its chosen date breaks.
 */
import { isPublicHoliday } from '../calendar/holidays';
import type { Locale } from '../vocabulary/locales';

export interface CemeteryRule {
  id: string;
  /** EHAK municipality names (a place's own name or its municipality); absent: every place */
  municipalities?: readonly string[];
  /** Weekdays without funerals, 0 Sunday … 6 Saturday */
  closedWeekdays?: readonly number[];
  /** No funerals on Estonian public holidays */
  closedOnHolidays?: boolean;
  text: Record<Locale, string>;
}

export const CEMETERY_RULES: readonly CemeteryRule[] = [
  {
    id: 'tallinn-municipal-weekdays',
    municipalities: ['Tallinn'],
    closedWeekdays: [0, 1],
    text: {
      et: 'Tallinna munitsipaalkalmistutel (Metsakalmistu, Rahumäe, Pärnamäe, Liiva jt) ei toimu matuseid pühapäeval ega esmaspäeval.',
      en: "Tallinn's municipal cemeteries (Metsakalmistu, Rahumäe, Pärnamäe, Liiva and others) hold no funerals on Sundays and Mondays.",
      ru: 'На муниципальных кладбищах Таллинна (Метсакальмисту, Рахумяэ, Пярнамяэ, Лийва и др.) похороны не проводятся по воскресеньям и понедельникам.',
    },
  },
  {
    id: 'public-holiday',
    closedOnHolidays: true,
    text: {
      et: 'See päev on riigipüha: kalmistud ja matusebürood on siis enamasti suletud.',
      en: 'This day is a public holiday: cemeteries and funeral homes are mostly closed.',
      ru: 'Этот день — государственный праздник: кладбища и похоронные бюро обычно закрыты.',
    },
  },
];

/** The place a date is checked for: its own EHAK name and its municipality's */
export interface RulePlace {
  name: string;
  municipalityName: string | null;
}

const appliesTo = (rule: CemeteryRule, place: RulePlace) =>
  !rule.municipalities ||
  rule.municipalities.includes(place.name) ||
  (place.municipalityName !== null && rule.municipalities.includes(place.municipalityName));

/** The ids of the rules a YYYY-MM-DD day breaks at this place, in the list's order. */
export function dateWarnings(
  place: RulePlace,
  isoDay: string,
  rules: readonly CemeteryRule[] = CEMETERY_RULES,
): string[] {
  const weekday = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  return rules
    .filter(
      (rule) =>
        appliesTo(rule, place) &&
        ((rule.closedWeekdays?.includes(weekday) ?? false) ||
          (rule.closedOnHolidays === true && isPublicHoliday(isoDay))),
    )
    .map((rule) => rule.id);
}

/** The texts of rule ids in a language (unknown ids are left out). */
export function warningTexts(ids: readonly string[], locale: Locale): string[] {
  return ids.flatMap((id) => {
    const rule = CEMETERY_RULES.find((r) => r.id === id);
    return rule ? [rule.text[locale]] : [];
  });
}
