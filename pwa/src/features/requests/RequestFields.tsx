/**
 * The service request form's hand-built fields: the services (checkboxes from the directory's
 * categories), the place (the offline EHAK search), the funeral date or "not known yet", the
 * number of providers, the agreements and the honeypot.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { dateWarnings, warningTexts } from '#domain/rules/cemetery-rules';
import type { Locale } from '#domain/vocabulary/locales';
import { pagePath } from '#domain/pages/page-links';
import { isoOfDay } from '#domain/calendar/day-text';
import { DateField } from '../../components/date/DateField';
import { FieldNotes, RequiredMark } from '../../components/form/FormField';
import { CheckboxField } from '../../components/form/fields';
import { offlineDb } from '../../lib/offline-db';
import { useFieldMessage } from '../../components/form/schema-form';
import { PlaceCombobox } from '../../shared/places/PlaceCombobox';
import { useServices } from '../../shared/services/query';
import { PROVIDERS_MAX, type RequestFormValues } from './values';

export type RequestForm = UseFormReturn<RequestFormValues, unknown, RequestFormValues>;

export function ServicesField({ form }: { form: RequestForm }) {
  const { t } = useTranslation('requests');
  const id = useId();
  const services = useServices();
  const message = useFieldMessage(form, 'services');
  return (
    <Controller
      control={form.control}
      name="services"
      render={({ field }) => (
        <fieldset
          className="field request-form__services"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
        >
          <legend className="label">
            {t('form.services')} <RequiredMark />
          </legend>
          {services.isPending ? <p className="status-text">{t('form.servicesLoading')}</p> : null}
          {services.isError ? <p className="alert">{t('form.servicesError')}</p> : null}
          <ul className="request-form__choices">
            {(services.data ?? []).map((service, i) => (
              <li key={service.id}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    ref={i === 0 ? field.ref : undefined}
                    checked={field.value.includes(service.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, service.id]
                          : field.value.filter((s) => s !== service.id),
                      )
                    }
                    onBlur={field.onBlur}
                  />
                  <span>{service.name}</span>
                </label>
              </li>
            ))}
          </ul>
          <FieldNotes id={id} hint={t('form.servicesHint')} error={message} />
        </fieldset>
      )}
    />
  );
}

export function PlaceField({ form }: { form: RequestForm }) {
  const { t } = useTranslation('requests');
  const message = useFieldMessage(form, 'placeId');
  return (
    <Controller
      control={form.control}
      name="placeId"
      render={({ field }) => (
        <PlaceCombobox
          texts={{
            label: t('form.place'),
            hint: t('form.placeHint'),
            searching: t('form.searching'),
            results: (count) => t('form.results', { count }),
            noResults: t('form.noResults'),
            clear: t('form.clear'),
          }}
          value={field.value}
          onChange={(place) => field.onChange(place ? place.id : null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={message}
        />
      )}
    />
  );
}

const THIS_YEAR = new Date().getFullYear();

/**
 * What the cemetery rules (db/domain/cemetery-rules.ts, data) say against the chosen date at
 * the chosen place, in the page's language; the place's names come from the offline places.
 */
function useDateWarnings(form: RequestForm): string[] {
  const { i18n } = useTranslation();
  const [placeId, date] = useWatch({ control: form.control, name: ['placeId', 'funeralDate'] });
  const place = useLiveQuery(
    () => (placeId === null ? undefined : offlineDb().places.get(placeId)),
    [placeId],
  );
  const iso = isoOfDay(date.trim());
  if (!place || iso === null) return [];
  const language = (i18n.resolvedLanguage ?? 'et') as Locale;
  return warningTexts(dateWarnings(place, iso), language);
}

/** The funeral date, hidden while "not known yet" is ticked; the cemetery rules' warnings under it. */
export function FuneralDateField({ form }: { form: RequestForm }) {
  const { t } = useTranslation('requests');
  const id = useId();
  const message = useFieldMessage(form, 'funeralDate');
  const unknown = useWatch({ control: form.control, name: 'dateUnknown' });
  const warnings = useDateWarnings(form);
  return (
    <div className="request-form__date">
      {unknown ? null : (
        <Controller
          control={form.control}
          name="funeralDate"
          render={({ field }) => (
            <DateField
              id={id}
              name="funeralDate"
              label={t('form.date')}
              calendarLabel={t('form.calendar')}
              value={field.value}
              error={message}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              years={{ from: THIS_YEAR, to: THIS_YEAR + 1 }}
            />
          )}
        />
      )}
      <label className="checkbox">
        <input type="checkbox" {...form.register('dateUnknown')} />
        <span>{t('form.dateUnknown')}</span>
      </label>
      {!unknown && warnings.length > 0 ? (
        <ul className="alert request-form__warnings" role="status">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ProvidersField({ form }: { form: RequestForm }) {
  const { t } = useTranslation('requests');
  const id = useId();
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {t('form.providers')}
      </label>
      <select
        id={id}
        className="select request-form__providers"
        aria-describedby={`${id}-hint`}
        {...form.register('maxProviders', { valueAsNumber: true })}
      >
        {Array.from({ length: PROVIDERS_MAX }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={t('form.providersHint')} />
    </div>
  );
}

function NewTabLink({ href, children }: { href: string; children?: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

export function Agreements({ form }: { form: RequestForm }) {
  const { t } = useTranslation('requests');
  return (
    <>
      {(['terms', 'privacy'] as const).map((name) => (
        <CheckboxField key={name} form={form} name={name} required>
          <Trans
            t={t}
            i18nKey={`form.${name}`}
            components={{ doc: <NewTabLink href={pagePath(name)} /> }}
          />
        </CheckboxField>
      ))}
    </>
  );
}

/** The honeypot: out of sight and out of the tab order; only a bot fills it. */
export function Honeypot({ form }: { form: RequestForm }) {
  const { t } = useTranslation('requests');
  const id = useId();
  return (
    <div className="request-form__trap" aria-hidden="true">
      <label htmlFor={id}>{t('form.website')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
    </div>
  );
}
