import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../components/form/schema-form';
import type { ApiError } from '../../lib/api-error';
import { checkPickedImage, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../uploads/check';
import { uploadImage } from '../uploads/upload';
import '../uploads/file-picker.css';
import type { EditForm } from './edit-values';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'error'; message: string };

/**
 * The logo: the current one, a new picture (checked here, uploaded at once with progress; the
 * form sends its id on save) or none.
 */
export function LogoField({
  form,
  logo,
}: {
  form: EditForm;
  /** The saved logo: its URL and id */
  logo: { url: string | null; id: number | null };
}) {
  const { t } = useTranslation('owner');
  const id = useId();
  const chosenId = useWatch({ control: form.control, name: 'logoImageId' });
  // the server's word on a logo it cannot use
  const refused = useFieldMessage(form, 'logoImageId');
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // the saved logo, none, or a new upload
  const shown = chosenId === null ? null : chosenId === logo.id ? logo.url : preview;

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkPickedImage(file);
    if (problem) {
      const message =
        problem === 'tooLarge'
          ? t('logo.tooLarge', { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 })
          : t(problem === 'browser' ? 'logo.browser' : 'logo.unsupported');
      setUpload({ status: 'error', message });
      return;
    }
    setUpload({ status: 'uploading', progress: 0 });
    try {
      const uploaded = await uploadImage('logo', file, file.name, {
        onProgress: (progress) => setUpload({ status: 'uploading', progress }),
        failedMessage: t('logo.failed'),
      });
      setPreview(URL.createObjectURL(file));
      form.setValue('logoImageId', uploaded.id, { shouldDirty: true });
      setUpload({ status: 'idle' });
    } catch (err) {
      setUpload({ status: 'error', message: (err as ApiError).message });
    }
  }

  return (
    <fieldset className="field owner-logo" aria-describedby={`${id}-hint`}>
      <legend>{t('logo.legend')}</legend>
      <p id={`${id}-hint`} className="hint">
        {t('logo.hint')}
      </p>
      {shown ? <img className="owner-logo__image" src={shown} alt={t('logo.alt')} /> : null}
      <div className="owner-logo__actions">
        <label className="button button--quiet file-picker">
          {t(shown ? 'logo.replace' : 'logo.choose')}
          <input
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            className="file-picker__input"
            onChange={(event) => void picked(event)}
          />
        </label>
        {shown ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => form.setValue('logoImageId', null, { shouldDirty: true })}
          >
            {t('logo.remove')}
          </button>
        ) : null}
      </div>
      {upload.status === 'error' || refused ? (
        <p className="field-error" role="alert">
          {upload.status === 'error' ? upload.message : refused}
        </p>
      ) : (
        <p className="status-text" role="status">
          {upload.status === 'uploading'
            ? t('logo.uploading', { percent: Math.round(upload.progress * 100) })
            : null}
        </p>
      )}
    </fieldset>
  );
}
