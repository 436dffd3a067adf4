import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NOTICE_LIMITS } from '../../../../db/domain/notice-input';
import { DateField } from '../../components/date/DateField';
import { RequiredMark } from '../../components/FormField';
import { TYPE_KEYS } from '../../lib/notice-format';
import type { DraftRecord } from '../../lib/offline-db';
import { CountyField } from './CountyField';
import { SendToServer } from './drafts/store';
import { TextField, type WizardField, type WizardForm, useFieldMessage } from './fields';
import { BackgroundField, PortraitField } from './ImageFields';
import { PlaceField } from './PlaceField';
import { PoemField } from './PoemField';
import type { DraftImages } from './use-draft-images';
import { StepHeading } from './WizardFrame';

const THIS_YEAR = new Date().getFullYear();

/**
 * Everything the notice says and who pays for it (spec §3), checked by the shared schema on
 * "Edasi": an incomplete step says so (the spec's message) and the first field with a problem
 * takes the focus, each field with its own message. Every keystroke is in the draft already.
 */
export function DataStep({
  form,
  draft,
  images,
  published,
  onDone,
  onChangeType,
  flush,
}: {
  form: WizardForm;
  draft: DraftRecord;
  images: DraftImages;
  published: boolean;
  onDone: () => void;
  onChangeType: () => void;
  /** Writes pending typing into the draft now */
  flush: () => Promise<void>;
}) {
  const { t } = useTranslation('wizard');
  const [incomplete, setIncomplete] = useState(false);
  const type = useWatch({ control: form.control, name: 'type' });

  const submit = form.handleSubmit(
    () => {
      setIncomplete(false);
      onDone();
    },
    // react-hook-form focuses the first invalid field itself
    () => setIncomplete(true),
  );

  return (
    <form className="wizard-step wizard-data" onSubmit={(e) => void submit(e)} noValidate>
      <StepHeading>{t('data.heading')}</StepHeading>
      <p className="wizard-type-line">
        {t('data.type', { type: t(`types.${TYPE_KEYS[type]}`) })}{' '}
        {published ? (
          <span className="hint">{t('data.typeLocked')}</span>
        ) : (
          <button type="button" className="link-button" onClick={onChangeType}>
            {t('type.change')}
          </button>
        )}
      </p>
      <p className="hint">{t('data.requiredNote')}</p>
      {incomplete ? (
        <p className="alert" role="alert">
          {t('data.incomplete')}
        </p>
      ) : null}

      <fieldset className="wizard-section">
        <legend>{t('sections.deceased')}</legend>
        <TextField form={form} name="prefix" hinted />
        <TextField form={form} name="deceasedName" required />
        <TextField form={form} name="maidenName" />
        <div className="wizard-dates">
          <NoticeDate form={form} name="birthDate" />
          <NoticeDate form={form} name="deathDate" required />
        </div>
      </fieldset>

      <fieldset className="wizard-section">
        <legend>{t('sections.text')}</legend>
        <PoemField form={form} />
        <TextField form={form} name="suffix" hinted rows={2} counterMax={NOTICE_LIMITS.suffixMax} />
        <TextField
          form={form}
          name="funeralInfo"
          hinted
          rows={3}
          counterMax={NOTICE_LIMITS.funeralInfoMax}
        />
        <TextField form={form} name="signature" hinted required />
      </fieldset>

      <fieldset className="wizard-section">
        <legend>{t('sections.images')}</legend>
        <BackgroundField form={form} draftId={draft.id} images={images} />
        <PortraitField form={form} draftId={draft.id} images={images} />
      </fieldset>

      <fieldset className="wizard-section">
        <legend>{t('sections.where')}</legend>
        <CountyField form={form} locked={published} />
        <PlaceField form={form} />
      </fieldset>

      {published ? null : (
        <>
          <PayerFields form={form} />
          <fieldset className="wizard-section">
            <legend>{t('sections.adder')}</legend>
            <TextField form={form} name="adderName" autoComplete="name" required />
            <TextField
              form={form}
              name="adderEmail"
              hinted
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
          </fieldset>
          <fieldset className="wizard-section">
            <legend>{t('sections.consent')}</legend>
            <Agreement form={form} name="terms" to="/tingimused" />
            <Agreement form={form} name="privacy" to="/privaatsus" />
          </fieldset>
        </>
      )}

      <div className="wizard-actions">
        <button type="submit" className="button">
          {t('actions.toPreview')}
        </button>
      </div>
      {/* "finish on another device": the server keeps the draft and mails the adder a link */}
      {draft.server === null || draft.server.status === 'draft' ? (
        <SendToServer draft={draft} flush={flush} />
      ) : null}
    </form>
  );
}

function NoticeDate({
  form,
  name,
  required = false,
}: {
  form: WizardForm;
  name: 'birthDate' | 'deathDate';
  required?: boolean;
}) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const message = useFieldMessage(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          id={id}
          name={name}
          label={t(`fields.${name}`)}
          calendarLabel={t(`fields.${name}Calendar`)}
          hint={t('fields.dateHint')}
          value={field.value ?? ''}
          error={message}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={required}
          years={{ from: 1900, to: THIS_YEAR }}
        />
      )}
    />
  );
}

/** Private person or business; a business also gives what its invoice needs. */
function PayerFields({ form }: { form: WizardForm }) {
  const { t } = useTranslation('wizard');
  const payerType = useWatch({ control: form.control, name: 'payerType' });
  return (
    <fieldset className="wizard-section">
      <legend>{t('sections.payer')}</legend>
      <div className="wizard-choice">
        {(['private', 'business'] as const).map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" value={value} {...form.register('payerType')} />
            {t(`payer.${value}`)}
          </label>
        ))}
      </div>
      {payerType === 'business' ? (
        <div className="wizard-business">
          <TextField form={form} name="businessName" autoComplete="organization" required />
          <TextField form={form} name="businessAddress" autoComplete="street-address" required />
          <TextField form={form} name="businessRegCode" hinted inputMode="numeric" required />
          <TextField
            form={form}
            name="invoiceEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
        </div>
      ) : null}
    </fieldset>
  );
}

function Agreement({
  form,
  name,
  to,
}: {
  form: WizardForm;
  name: Extract<WizardField, 'terms' | 'privacy'>;
  to: string;
}) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const message = useFieldMessage(form, name);
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...form.register(name)}
        />
        <span>
          <Trans t={t} i18nKey={`consent.${name}`} components={{ link: <Link to={to} /> }} />
          <RequiredMark />
        </span>
      </label>
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
