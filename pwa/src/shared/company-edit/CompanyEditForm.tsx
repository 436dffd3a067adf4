import { type FormEvent, Suspense, lazy, useRef, useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDayTime } from '#domain/calendar/day-time';
import { pagePath } from '#domain/pages/page-links';
import { FormSuccess } from '../../components/actions';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useFieldMessage, useSchemaForm } from '../../components/form/schema-form';
import { useSending } from '../../components/form/use-sending';
import { PlaceCombobox } from '../places/PlaceCombobox';
import { useServices } from '../services/query';
import {
  type CompanyEditValues,
  type EditForm,
  type EditedCompany,
  companyBody,
  companyEditForm,
  editValuesOf,
  formFieldOf,
} from './edit-values';
import { HoursFields } from './HoursFields';
import { LogoField } from './LogoField';
import { CONFIRM_PRICES, PricesField } from './PricesField';

const PinMap = lazy(() => import('./PinMap'));

const CONTACT_FIELDS = [
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'website', type: 'url', autoComplete: 'url' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
] as const;

/** What the form sends: the owner's edit (PUT /api/account/company's body) */
export type CompanyEditBody = ReturnType<typeof companyBody>;

interface CompanyEditFormProps<T extends EditedCompany> {
  company: T;
  /** Sends the edit (with the name where `withName`) and answers the saved company */
  save: (body: CompanyEditBody, name: string) => Promise<T>;
  /** The admin's form: the name is editable too */
  withName?: boolean;
}

/**
 * The edit of a company page: description, logo, contacts, the 24/7 transport phone, services,
 * prices, hours and place (and the name, for the admin). Saved as a whole by `save` (the owner's
 * PUT /api/account/company or the admin's PUT /api/admin/companies/:id); the API's field
 * messages land on their fields, the hours' on their day.
 */
export function CompanyEditForm<T extends EditedCompany>({
  company,
  save,
  withName = false,
}: CompanyEditFormProps<T>) {
  const { t } = useTranslation('owner');
  const form = useSchemaForm(companyEditForm, {
    texts: 'owner',
    defaultValues: editValuesOf(company),
  });
  const [saved, setSaved] = useState<string | null>(null);
  // which button sent the form: "Kinnitan hinnad" stamps every price with today
  const reconfirm = useRef(false);

  const sending = useSending(
    form,
    async (values) => {
      setSaved(null);
      const answer = await save(
        companyBody(values, company.prices, reconfirm.current),
        values.name,
      );
      form.reset(editValuesOf(answer));
      setSaved(reconfirm.current ? t('edit.pricesConfirmed') : t('edit.saved'));
    },
    {
      onError: (error) => {
        // the hours' and prices' problems come with deeper names: each lands on its field
        Object.entries(error.fields).forEach(([name, message], i) => {
          const field = formFieldOf(name);
          if (field === name) return;
          form.setError(
            field as Path<CompanyEditValues>,
            { type: 'server', message },
            { shouldFocus: i === 0 },
          );
        });
      },
    },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    reconfirm.current = submitter?.value === CONFIRM_PRICES;
    sending.submit(event);
  };

  return (
    <form className="owner-edit" onSubmit={submit} noValidate>
      <p className="owner-edit__head">
        {company.verified ? <span className="badge">{t('edit.verified')}</span> : null}
        <span className="status-text">
          {company.updatedAt
            ? t('edit.updatedAt', { date: formatDayTime(company.updatedAt) })
            : t('edit.neverUpdated')}
        </span>
        <Link to={pagePath('company', { id: company.slug })}>{t('edit.view')}</Link>
      </p>
      {sending.failure ? (
        <div className="alert" role="alert">
          {sending.failure}
        </div>
      ) : null}
      <FormSuccess message={saved} />

      <section className="owner-section">
        <h2>{t('edit.basics')}</h2>
        {withName ? (
          <TextField
            form={form}
            name="name"
            label={t('edit.name')}
            input={{ autoComplete: 'organization' }}
          />
        ) : null}
        <TextAreaField
          form={form}
          name="description"
          label={t('edit.description')}
          textarea={{ rows: 6 }}
        />
        <LogoField form={form} logo={{ url: company.logo, id: company.logoImageId }} />
      </section>

      <section className="owner-section">
        <h2>{t('edit.contacts')}</h2>
        {CONTACT_FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={t(`edit.${name}`)}
            input={{ type, autoComplete }}
          />
        ))}
        <TextField
          form={form}
          name="transportPhone"
          label={t('edit.transportPhone')}
          hint={t('edit.transportPhoneHint')}
          input={{ type: 'tel' }}
        />
        <PlaceField form={form} />
      </section>

      <ServicesField form={form} />
      <PricesField form={form} prices={company.prices} />
      <HoursFields form={form} />

      <div className="owner-edit__actions">
        <button type="submit" className="button">
          {t('edit.save')}
        </button>
      </div>
    </form>
  );
}

function ServicesField({ form }: { form: EditForm }) {
  const { t } = useTranslation('owner');
  const services = useServices();
  return (
    <section className="owner-section">
      <h2>{t('edit.services')}</h2>
      <fieldset className="field owner-services">
        <legend className="visually-hidden">{t('edit.services')}</legend>
        {(services.data ?? []).map((service) => (
          <label key={service.id} className="checkbox">
            <input type="checkbox" value={String(service.id)} {...form.register('serviceIds')} />
            <span>{service.name}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/**
 * The place (EHAK search) and the pin: choosing a place puts the pin on its point; a tap on the
 * map moves the pin. Without a pin the server takes the place's point.
 */
function PlaceField({ form }: { form: EditForm }) {
  const { t } = useTranslation('owner');
  const placeId = useWatch({ control: form.control, name: 'placeId' });
  const lat = useWatch({ control: form.control, name: 'lat' });
  const lon = useWatch({ control: form.control, name: 'lon' });
  const message = useFieldMessage(form, 'placeId');
  const pin = (pinLat: number | null, pinLon: number | null) => {
    form.setValue('lat', pinLat, { shouldDirty: true });
    form.setValue('lon', pinLon, { shouldDirty: true });
  };
  return (
    <>
      <PlaceCombobox
        texts={{
          label: t('edit.place'),
          searching: t('place.searching'),
          results: (count) => t('place.results', { count }),
          noResults: t('place.noResults'),
          clear: t('place.clear'),
        }}
        value={placeId}
        error={message}
        onChange={(place) => {
          form.setValue('placeId', place?.id ?? null, { shouldDirty: true });
          // the place's point comes with it from the offline places
          pin(place?.lat ?? null, place?.lon ?? null);
        }}
      />
      {placeId === null && lat === null ? <p className="status-text">{t('edit.noPlace')}</p> : null}
      <p className="hint">{t('edit.pinHint')}</p>
      <Suspense fallback={null}>
        <PinMap lat={lat} lon={lon} label={t('edit.pinMap')} onPin={pin} />
      </Suspense>
    </>
  );
}
