import { useId } from 'react';
import { type FieldError, get, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '#domain/calendar/opening-hours';
import { weekdayName } from '#domain/calendar/weekday-names';
import { FieldNotes } from '../../components/form/FormField';
import { TextField } from '../../components/form/fields';
import { DAY_KINDS, type EditForm, type HoursDay } from './edit-values';

const HOLIDAY_KINDS = [...DAY_KINDS, 'asWeekday'] as const;
const PROBLEMS = new Set(['time', 'endNotAfterStart', 'overlap', 'noIntervals', 'date']);

/** The week E–P and the holiday rule, then the temporary closure. */
export function HoursFields({ form }: { form: EditForm }) {
  const { t } = useTranslation('owner');
  return (
    <section className="owner-section owner-hours">
      <h2>{t('edit.hours')}</h2>
      {WEEKDAYS.map((day) => (
        <DayField key={day} form={form} day={day} />
      ))}
      <DayField form={form} day="holidays" />
      <TextField
        form={form}
        name="closedUntil"
        label={t('edit.closedUntil')}
        hint={t('edit.closedUntilHint')}
        input={{ type: 'date' }}
      />
    </section>
  );
}

/** One day: unknown, closed, 24 h or opening intervals (several for split hours). */
function DayField({ form, day }: { form: EditForm; day: HoursDay }) {
  const { t, i18n } = useTranslation('owner');
  const label = day === 'holidays' ? t('day.holidays') : weekdayName(day, i18n.language, true);
  const id = useId();
  const path = day === 'holidays' ? 'holidays' : (`hours.${day}` as const);
  const kind = useWatch({ control: form.control, name: `${path}.kind` });
  const intervals = useFieldArray({ control: form.control, name: `${path}.intervals` });
  const { errors } = useFormState({ control: form.control, name: path });
  const error = get(errors, path) as FieldError | undefined;
  const message =
    error?.type === 'server'
      ? error.message
      : error?.message && PROBLEMS.has(error.message)
        ? t(`hoursProblem.${error.message}` as 'hoursProblem.time')
        : null;
  const kinds = day === 'holidays' ? HOLIDAY_KINDS : DAY_KINDS;
  return (
    <fieldset
      className="owner-day"
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      <label className="visually-hidden" htmlFor={`${id}-kind`}>
        {label}
      </label>
      <select id={`${id}-kind`} className="select" {...form.register(`${path}.kind`)}>
        {kinds.map((value) => (
          <option key={value} value={value}>
            {t(`dayKind.${value}`)}
          </option>
        ))}
      </select>
      {kind === 'intervals' ? (
        <ol className="owner-intervals">
          {intervals.fields.map((field, index) => (
            <li key={field.id} className="owner-interval">
              {(['from', 'to'] as const).map((end) => (
                <label key={end}>
                  <span>{t(`interval.${end}`)}</span>
                  <input
                    type="text"
                    inputMode="numeric"
                    placeholder={end === 'from' ? '09:00' : '17:00'}
                    maxLength={5}
                    className="input"
                    {...form.register(`${path}.intervals.${index}.${end}`)}
                  />
                </label>
              ))}
              <button
                type="button"
                className="button button--quiet"
                aria-label={t('interval.remove', { n: index + 1 })}
                onClick={() => intervals.remove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {kind === 'intervals' ? (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => intervals.append({ from: '09:00', to: '17:00' })}
        >
          {t('interval.add')}
        </button>
      ) : null}
      <FieldNotes id={id} error={message} />
    </fieldset>
  );
}
