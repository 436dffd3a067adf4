/**
 * "Viimati üle vaadatud": the API keeps the day as YYYY-MM-DD, people read and type it as
 * DD.MM.YYYY (typed back with isoOfDay, db/domain/dates).
 */
import { isIsoDay } from '#domain/calendar/dates';
import { dayOfIso } from '#domain/calendar/day-text';

/** '2026-03-01' → '01.03.2026'; a missing or unreal day → '' */
export function dayText(iso: string | null | undefined): string {
  return iso && isIsoDay(iso) ? dayOfIso(iso) : '';
}
