import { type ReactNode, useId, useState } from 'react';
import { Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { NOTICE_LIMITS } from '#domain/inputs/notice-input';
import { PAYER_TYPES } from '#domain/vocabulary/statuses';
import { DateField } from '../../components/date/DateField';
import { CheckboxField } from '../../components/form/fields';
import { issueText } from '../../components/form/issues';
import { formTexts, useFieldMessage } from '../../components/form/schema-form';
import { TYPE_KEYS } from '../../shared/notice/format';
import type { DraftRecord } from '../../lib/offline-db';
import { CountyField } from './CountyField';
import { SendToServer } from './drafts/store';
import { TextField, type WizardField, type WizardForm } from './fields';
import { BackgroundField, PortraitField } from './ImageFields';
import { fieldLabelKey, stepSummary } from './messages';
import { PlaceField } from './PlaceField';
import { PoemField } from './PoemField';
import type { DraftImages } from './use-draft-images';
import type { WizardValues } from './values';
import { StepHeading } from './WizardFrame';
import { pagePath } from '#domain/pages/page-links';

const THIS_YEAR = new Date().getFullYear();

/**
 * Everything the notice says and who pays for it (docs/publishing.md), checked by the shared schema
 * on "Edasi": an incomplete step says so (the original site's message) and the first field with a
 * problem takes the focus, each field with its own message. Every keystroke is in the draft
 * already.
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
  const [problem, setProblem] = useState<string | null>(null);
  const type = useWatch({ control: form.control, name: 'type' });

  /** The top message: what is really wrong (messages.ts, stepSummary). */
  function describe(errors: FieldErrors<WizardValues>): string {
    const problems = Object.entries(errors).map(([field, error]) => ({
      field,
      issue: error?.type === 'server' ? undefined : (error?.message as string | undefined),
      message: error?.type === 'server' ? (error.message as string) : null,
    }));
    const summary = stepSummary(problems);
    const label = (field: string) => t(fieldLabelKey(field));
    if (summary.key === 'data.incomplete') return t(summary.key);
    if (summary.key === 'data.fixField') {
      const found = problems.find((p) => p.field === summary.field)!;
      const issue = issueText(found.field, found.issue, formTexts(form).limits);
      const message = found.message ?? t(issue.keys, issue.values);
      return t(summary.key, { field: label(found.field), message });
    }
    return t(summary.key, { fields: summary.fields.map(label).join(', ') });
  }

  const submit = form.handleSubmit(
    () => {
      setProblem(null);
      onDone();
    },
    // react-hook-form focuses the first invalid field itself
    (errors) => setProblem(describe(errors)),
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
      {problem ? (
        <p className="alert" role="alert">
          {problem}
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
            <Agreement form={form} name="terms" to={pagePath('terms')} />
            <Agreement form={form} name="privacy" to={pagePath('privacy')} />
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
        {PAYER_TYPES.map((value) => (
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

/**
 * The terms or the privacy policy, in a new tab: the wizard (and the draft, which lives in
 * IndexedDB anyway) stays where it is while the payer reads. Its words are the link's name.
 */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('wizard');
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('consent.newTab')}</span>
    </a>
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
  return (
    <CheckboxField form={form} name={name} required>
      <Trans t={t} i18nKey={`consent.${name}`} components={{ doc: <NewTabLink href={to} /> }} />
    </CheckboxField>
  );
}
