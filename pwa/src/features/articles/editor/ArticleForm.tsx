import { type ChangeEvent, type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ARTICLE_CATEGORIES, articlePath } from '#domain/vocabulary/articles';
import { DateField } from '#pwa/components/date/DateField';
import { FormField } from '#pwa/components/form/FormField';
import { CheckboxField, TextAreaField, TextField } from '#pwa/components/form/fields';
import { useFieldMessage, useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import { UPLOAD_TYPES } from '#pwa/shared/uploads/check';
import '#pwa/shared/uploads/file-picker.css';
import { type AdminArticle, useSaveArticle } from '../api';
import {
  type ArticleDoc,
  type ArticleFormValues,
  META_DESCRIPTION_MAX,
  articleFormSchema,
  toArticleInput,
} from './form-values';
import { RichTextEditor } from './RichTextEditor';
import { useArticleUpload } from './use-article-upload';

type ArticleFormApi = ReturnType<typeof useArticleForm>;
const useArticleForm = (values: ArticleFormValues) =>
  useSchemaForm(articleFormSchema, { texts: 'articleEditor', defaultValues: values });

/**
 * The article's fields and its body's editor. Saving sends the whole article; the API's field
 * problems (a taken address) land at their fields, and on any failure the form keeps what was
 * written. After a save it links to the public post.
 */
export function ArticleForm({
  id,
  initial,
  justSaved = null,
  onSaved,
}: {
  /** null for a new article */
  id: number | null;
  initial: ArticleFormValues;
  /** The article as it was just saved (a new one, now at its own address) */
  justSaved?: AdminArticle | null;
  onSaved?: (saved: AdminArticle) => void;
}) {
  const { t } = useTranslation(['articleEditor', 'articles']);
  const form = useArticleForm(initial);
  const save = useSaveArticle(id);
  const [saved, setSaved] = useState<AdminArticle | null>(justSaved);
  const flush = useRef<(() => void) | null>(null);
  const sending = useSending(form, async (values) => {
    setSaved(null);
    const answer = await save.mutateAsync(toArticleInput(values));
    form.reset(valuesAfterSave(form.getValues(), answer));
    setSaved(answer);
    onSaved?.(answer);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    // the body's last change may still wait in the throttle
    flush.current?.();
    sending.submit(event);
  }

  const categoryId = useId();
  const categoryMessage = useFieldMessage(form, 'category');
  const reviewedMessage = useFieldMessage(form, 'reviewedAt');
  const slug = useWatch({ control: form.control, name: 'slug' });
  const meta = useWatch({ control: form.control, name: 'metaDescription' });
  const counterId = useId();
  const { setValue } = form;
  const changeDoc = useCallback(
    (doc: ArticleDoc) => setValue('doc', doc, { shouldDirty: true }),
    [setValue],
  );

  return (
    <form className="article-form" onSubmit={submit} noValidate>
      <TextField form={form} name="title" label={t('fields.title')} required />
      <TextField
        form={form}
        name="slug"
        label={t('fields.slug')}
        hint={
          slug.trim()
            ? t('fields.slugAddress', { path: articlePath(slug.trim()) })
            : t('fields.slugHint')
        }
        input={{ autoCapitalize: 'none', spellCheck: false }}
      />
      <TextAreaField
        form={form}
        name="lead"
        label={t('fields.lead')}
        hint={t('fields.leadHint')}
        required
        textarea={{ rows: 3 }}
      />
      <FormField id={categoryId} label={t('fields.category')} required error={categoryMessage}>
        {(control) => (
          <select {...control} className="select" {...form.register('category')}>
            <option value="">{t('fields.chooseCategory')}</option>
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={String(category)}>
                {t(`articles:categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <CoverField form={form} />
      <TextAreaField
        form={form}
        name="metaDescription"
        label={t('fields.metaDescription')}
        hint={t('fields.metaDescriptionHint')}
        textarea={{ rows: 2 }}
        describedBy={counterId}
        after={
          <p
            id={counterId}
            className={
              meta.length > META_DESCRIPTION_MAX ? 'field-counter is-over' : 'field-counter'
            }
          >
            {t('fields.counter', { count: meta.length, max: META_DESCRIPTION_MAX })}
          </p>
        }
      />
      <Controller
        control={form.control}
        name="reviewedAt"
        render={({ field }) => (
          <DateField
            id={`${categoryId}-reviewed`}
            name="reviewedAt"
            label={t('fields.reviewedAt')}
            calendarLabel={t('fields.calendar')}
            value={field.value}
            error={reviewedMessage}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
      <CheckboxField form={form} name="published">
        {t('fields.published')}
      </CheckboxField>
      <RichTextEditor initial={initial.doc} flushRef={flush} onChange={changeDoc} />

      {sending.failure ? (
        <p className="alert" role="alert">
          {sending.failure} {t('failed')}
        </p>
      ) : null}
      <div className="article-form__actions">
        <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('saving') : t('save')}
        </button>
        <p className="status-text" role="status">
          {saved ? (
            <>
              {t('saved')}{' '}
              <Link to={articlePath(saved.slug)}>
                {saved.published ? t('viewPublished') : t('viewDraft')}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** The form after a save: what was sent, with the address and cover as the server stored them. */
function valuesAfterSave(sent: ArticleFormValues, saved: AdminArticle): ArticleFormValues {
  return { ...sent, slug: saved.slug, cover: saved.cover };
}

/** The cover: the current picture, a new one (sent at once; its id goes with the save) or none. */
function CoverField({ form }: { form: ArticleFormApi }) {
  const { t } = useTranslation('articleEditor');
  const id = useId();
  const cover = useWatch({ control: form.control, name: 'cover' });
  const refused = useFieldMessage(form, 'cover');
  const upload = useArticleUpload();

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const uploaded = await upload.send(file);
    if (uploaded) form.setValue('cover', uploaded, { shouldDirty: true });
  }

  const problem = upload.state.status === 'error' ? upload.state.message : refused;
  return (
    <fieldset className="field article-cover">
      <legend>{t('fields.cover')}</legend>
      {cover ? (
        <img
          className="article-cover__image"
          src={cover.url}
          alt={t('fields.coverAlt')}
          width={cover.width}
          height={cover.height}
        />
      ) : (
        <p className="hint">{t('fields.coverNone')}</p>
      )}
      <div className="article-cover__actions">
        <label className="button button--quiet file-picker">
          {t(cover ? 'fields.coverReplace' : 'fields.coverChoose')}
          <input
            id={id}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            className="file-picker__input"
            onChange={(event) => void picked(event)}
          />
        </label>
        {cover ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => form.setValue('cover', null, { shouldDirty: true })}
          >
            {t('fields.coverRemove')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="status-text" role="status">
          {upload.state.status === 'sending'
            ? t('imageDialog.sending', { percent: Math.round(upload.state.progress * 100) })
            : null}
        </p>
      )}
    </fieldset>
  );
}
