import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay, tallinnWallClock } from '#domain/calendar/dates';
import {
  type DayHours,
  type OpeningHours,
  WEEKDAYS,
  dayHoursOn,
  openState,
  openStateText,
  weekdayOf,
} from '#domain/calendar/opening-hours';
import { weekdayName } from '#domain/calendar/weekday-names';
import { calendarDay } from './format';

type T = (key: string, values?: Record<string, unknown>) => string;

/** One day's hours in words: "09:00–17:00, 18:00–20:00", "suletud", "teadmata". */
function dayText(day: DayHours, t: T): string {
  switch (day.kind) {
    case 'unknown':
      return t('hours.unknown');
    case 'closed':
      return t('hours.closed');
    case 'allDay':
      return t('hours.allDay');
    case 'intervals':
      return day.intervals.map(({ from, to }) => `${from}–${to}`).join(', ');
  }
}

/**
 * The week E–P with today (Estonia's day) marked, the open state in words, the public holiday
 * rule and a temporary closure said in words; unknown hours are said to be unknown, never closed.
 */
export function Hours({ hours }: { hours: OpeningHours }) {
  const { t, i18n } = useTranslation('company');
  // the moment of the first render: the page does not tick
  const [now] = useState(() => Date.now());
  const clock = tallinnWallClock(now);
  const today = isoDay(clock.year, clock.month, clock.day);
  const todayWeekday = weekdayOf(today);
  const state = openStateText(openState(hours, now), i18n.language);
  const todayHours = dayHoursOn(hours, today);
  const allUnknown =
    WEEKDAYS.every((d) => hours.week[d].kind === 'unknown') && hours.closedUntil === null;
  const holidays =
    hours.holidays.kind === 'asWeekday'
      ? t('hours.holidaysAsWeekday')
      : t('hours.holidays', { hours: dayText(hours.holidays, t) });

  return (
    <section className="company-section" aria-labelledby="company-hours">
      <h2 id="company-hours">{t('hours.heading')}</h2>
      <p className="company-open-state">{state}</p>
      {hours.closedUntil !== null && today <= hours.closedUntil ? (
        <p className="company-note">
          {t('hours.closedUntil', { date: calendarDay(hours.closedUntil) })}
        </p>
      ) : null}
      {todayHours.reason === 'holiday' ? (
        <p className="company-note">
          {t('hours.holidayToday', { hours: dayText(todayHours.hours, t) })}
        </p>
      ) : null}
      {allUnknown ? (
        <p className="status-text">{t('hours.allUnknown')}</p>
      ) : (
        <>
          <table className="company-hours">
            <thead className="visually-hidden">
              <tr>
                <th scope="col">{t('hours.day')}</th>
                <th scope="col">{t('hours.hours')}</th>
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => {
                const isToday = day === todayWeekday;
                return (
                  <tr
                    key={day}
                    className={isToday ? 'company-hours__today' : undefined}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <th scope="row">
                      {weekdayName(day, i18n.language)}
                      {isToday ? ` (${t('hours.today')})` : null}
                    </th>
                    <td>{dayText(hours.week[day], t)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="status-text">{holidays}</p>
        </>
      )}
    </section>
  );
}
