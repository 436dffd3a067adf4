import { useEffect, useId, useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POEM_MOODS, POEM_NOTICE_TYPES, type PoemNoticeType } from '#domain/vocabulary/poem-moods';
import { POEM_LIMITS, type PoemInput, poemInput } from '#domain/inputs/poem-input';
import { buttonClass } from '#pwa/components/actions';
import { CheckboxField, TextAreaField, TextField } from '#pwa/components/form/fields';
import { FieldNotes, FormField } from '#pwa/components/form/FormField';
import { useFieldMessage, useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import { type AdminPoem, poemsApi } from './api';

const EMPTY: PoemInput = {
  title: '',
  body: '',
  author: '',
  authorDeathYear: null,
  folk: false,
  licenceGrantor: '',
  licenceGrantedOn: '',
  licenceScope: '',
  mood: 'memory',
  noticeTypes: [...POEM_NOTICE_TYPES],
  active: true,
};

const valuesOf = (poem: AdminPoem): PoemInput => ({
  title: poem.title,
  body: poem.body,
  author: poem.author ?? '',
  authorDeathYear: poem.authorDeathYear,
  folk: poem.folk,
  licenceGrantor: poem.licenceGrantor ?? '',
  licenceGrantedOn: poem.licenceGrantedOn ?? '',
  licenceScope: poem.licenceScope ?? '',
  mood: poem.mood,
  noticeTypes: poem.noticeTypes,
  active: poem.active,
});

/**
 * A poem of the bank, new or edited, with its rights: the rule is written above the rights
 * fields; the server checks it again (by Tallinn's year) and its refusal lands on the field.
 */
export function PoemForm({
  poem,
  onSaved,
  onCancel,
}: {
  /** null for a new poem */
  poem: AdminPoem | null;
  onSaved: (saved: AdminPoem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminPoems');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const form = useSchemaForm(poemInput, {
    texts: 'adminPoems',
    defaultValues: poem ? valuesOf(poem) : EMPTY,
  });
  const { isSubmitting } = useFormState({ control: form.control });
  const folk = useWatch({ control: form.control, name: 'folk' });
  const types = useWatch({ control: form.control, name: 'noticeTypes' }) ?? [];
  const deathYearError = useFieldMessage(form, 'authorDeathYear');
  const typesError = useFieldMessage(form, 'noticeTypes');
  const sending = useSending(form, async (values) => {
    onSaved(poem ? await poemsApi.update(poem.id, values) : await poemsApi.create(values));
  });

  const toggleType = (type: PoemNoticeType, on: boolean) =>
    form.setValue(
      'noticeTypes',
      POEM_NOTICE_TYPES.filter((n) => (n === type ? on : types.includes(n))),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );

  return (
    <section className="admin-poem-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t(poem ? 'form.editHeading' : 'form.newHeading')}
      </h2>
      <form className="admin-form" onSubmit={sending.submit} noValidate>
        {sending.failure ? (
          <div className="alert" role="alert">
            {sending.failure}
          </div>
        ) : null}
        <TextField
          form={form}
          name="title"
          label={t('form.title')}
          required
          input={{ autoComplete: 'off' }}
        />
        <TextAreaField
          form={form}
          name="body"
          label={t('form.body')}
          required
          textarea={{ rows: 8, maxLength: POEM_LIMITS.bodyMax }}
        />
        <fieldset className="admin-form__group" aria-describedby={`${id}-rule`}>
          <legend>{t('form.rights')}</legend>
          <p id={`${id}-rule`} className="hint">
            {t('form.rule')}
          </p>
          <CheckboxField form={form} name="folk">
            {t('form.folk')}
          </CheckboxField>
          {folk ? null : (
            <>
              <TextField
                form={form}
                name="author"
                label={t('form.author')}
                required
                input={{ autoComplete: 'off' }}
              />
              <FormField
                id={`${id}-year`}
                label={t('form.deathYear')}
                hint={t('form.deathYearHint')}
                error={deathYearError}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input admin-form__year"
                    type="number"
                    inputMode="numeric"
                    min={POEM_LIMITS.deathYearMin}
                    {...form.register('authorDeathYear', {
                      setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)),
                    })}
                  />
                )}
              </FormField>
            </>
          )}
          <fieldset className="admin-form__group" aria-describedby={`${id}-licence`}>
            <legend>{t('form.licence')}</legend>
            <p id={`${id}-licence`} className="hint">
              {t('form.licenceHint')}
            </p>
            <TextField
              form={form}
              name="licenceGrantor"
              label={t('form.grantor')}
              input={{ autoComplete: 'off' }}
            />
            <TextField
              form={form}
              name="licenceGrantedOn"
              label={t('form.grantedOn')}
              input={{ type: 'date' }}
            />
            <TextField
              form={form}
              name="licenceScope"
              label={t('form.scope')}
              input={{ autoComplete: 'off' }}
            />
          </fieldset>
        </fieldset>
        <FormField id={`${id}-mood`} label={t('form.mood')}>
          {(control) => (
            <select {...control} className="select" {...form.register('mood')}>
              {POEM_MOODS.map((mood) => (
                <option key={mood} value={mood}>
                  {t(`form.moods.${mood}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset
          className="admin-form__group"
          aria-describedby={typesError ? `${id}-types-error` : undefined}
        >
          <legend>{t('form.types')}</legend>
          {POEM_NOTICE_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input
                type="checkbox"
                name="noticeTypes"
                checked={types.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
              />
              <span>{t(`form.typeNames.${type}`)}</span>
            </label>
          ))}
          <FieldNotes id={`${id}-types`} error={typesError} />
        </fieldset>
        <CheckboxField form={form} name="active">
          {t('form.active')}
        </CheckboxField>
        <div className="admin-user__actions">
          <button
            type="submit"
            className={buttonClass({}, isSubmitting)}
            aria-disabled={isSubmitting || undefined}
          >
            {t('form.save')}
          </button>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
