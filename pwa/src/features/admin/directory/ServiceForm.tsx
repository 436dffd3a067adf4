import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVICE_ICONS } from '#domain/vocabulary/service-icons';
import { type ServiceInput, serviceInput } from '#domain/inputs/service-input';
import { FormSuccess } from '#pwa/components/actions';
import { TextAreaField, TextField } from '#pwa/components/form/fields';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import { ServiceIcon } from '#pwa/shared/services/ServiceIcon';

interface ServiceFormProps {
  /** The category's values (a new one: empty, the default icon) */
  initial: ServiceInput;
  /** The heading's words and the button's */
  legend: string;
  submitLabel: string;
  /** Saves and answers what was said (the form is emptied for a new category) */
  onSave: (values: ServiceInput) => Promise<string>;
  onCancel?: () => void;
}

/** A category's name, description and icon (one of our own, picked from the fixed set). */
export function ServiceForm({ initial, legend, submitLabel, onSave, onCancel }: ServiceFormProps) {
  const { t } = useTranslation('adminDirectory');
  const id = useId();
  const form = useSchemaForm(serviceInput, { texts: 'adminDirectory', defaultValues: initial });
  const chosen = useWatch({ control: form.control, name: 'icon' });
  const [news, setNews] = useState<string | null>(null);
  const sending = useSending(form, async (values) => {
    setNews(null);
    setNews(await onSave(values));
    if (!onCancel) form.reset(initial);
  });
  return (
    <form className="admin-service-form" onSubmit={sending.submit} noValidate aria-labelledby={id}>
      <h2 id={id}>{legend}</h2>
      {sending.failure ? (
        <div className="alert" role="alert">
          {sending.failure}
        </div>
      ) : null}
      <TextField form={form} name="name" label={t('services.name')} required />
      <TextAreaField
        form={form}
        name="description"
        label={t('services.description')}
        textarea={{ rows: 3 }}
      />
      <fieldset className="field admin-icons">
        <legend>{t('services.icon')}</legend>
        {SERVICE_ICONS.map((icon) => (
          <label key={icon} className={`admin-icon${chosen === icon ? ' is-chosen' : ''}`}>
            <input type="radio" value={icon} {...form.register('icon')} />
            <ServiceIcon icon={icon} />
            <span>{t(`icons.${icon}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormSuccess message={news} />
      <div className="admin-service-form__actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
