import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldNotes, RequiredMark } from '../../components/form/FormField';
import { useFieldMessage } from '../../components/form/schema-form';
import { countyNames } from '../../shared/notice/format';
import { useCounties } from '../../shared/counties/query';
import type { WizardForm } from './fields';

/**
 * One or more counties where the notice is listed: a group of checkboxes. A published notice's
 * counties are what was paid for, so there they are shown but cannot change.
 */
export function CountyField({ form, locked }: { form: WizardForm; locked: boolean }) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const counties = useCounties({ offline: true });
  const message = useFieldMessage(form, 'counties');
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Controller
      control={form.control}
      name="counties"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const toggle = (countyId: number, on: boolean) => {
          const next = new Set(chosen);
          if (on) next.add(countyId);
          else next.delete(countyId);
          field.onChange([...next].sort((a, b) => a - b));
        };
        return (
          <fieldset className="field wizard-counties" aria-describedby={describedBy}>
            <legend>
              {t('counties.legend')}
              <RequiredMark />
            </legend>
            <FieldNotes
              id={id}
              hint={t(locked ? 'counties.locked' : 'counties.hint')}
              error={message}
            />
            {counties.data ? (
              <div className="wizard-counties__list">
                {counties.data.map((county, i) => (
                  <label key={county.id} className="checkbox">
                    <input
                      ref={i === 0 ? field.ref : undefined}
                      type="checkbox"
                      name="counties"
                      value={county.id}
                      checked={chosen.has(county.id)}
                      disabled={locked}
                      aria-invalid={message ? true : undefined}
                      onChange={(e) => toggle(county.id, e.target.checked)}
                      onBlur={field.onBlur}
                    />
                    {countyNames([county])}
                  </label>
                ))}
              </div>
            ) : counties.isError ? (
              <p className="alert" role="alert">
                {t('counties.error')}{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void counties.refetch()}
                >
                  {t('actions.retry')}
                </button>
              </p>
            ) : (
              <p className="status-text">{t('counties.loading')}</p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
