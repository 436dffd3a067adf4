import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '#domain/rules/uploads';
import type { ApiError } from '#pwa/lib/api-error';
import { checkPickedImage, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '#pwa/shared/uploads/check';
import { uploadImage } from '#pwa/shared/uploads/upload';
import '#pwa/shared/uploads/file-picker.css';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'error'; message: string }
  /** Uploaded, but the gallery did not take it yet: kept, so a retry loses nothing */
  | { status: 'unadded'; imageId: number; message: string };

const MEGABYTES = UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * A new background: checked in the browser, sent through the upload pipeline with progress
 * (POST /api/uploads?kind=background), then added to the gallery. The server's refusals show in
 * the page's language; an upload the gallery did not take yet can be added again.
 */
export function GalleryUpload({
  add,
  onAdded,
}: {
  add: (imageId: number) => Promise<unknown>;
  onAdded: () => void;
}) {
  const { t } = useTranslation('adminGallery');
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const { minWidth, minHeight } = UPLOAD_LIMITS.kinds.background;

  async function addToGallery(imageId: number) {
    try {
      await add(imageId);
      setUpload({ status: 'idle' });
      onAdded();
    } catch (err) {
      setUpload({ status: 'unadded', imageId, message: (err as ApiError).message });
    }
  }

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkPickedImage(file);
    if (problem) {
      const message =
        problem === 'tooLarge'
          ? t('upload.tooLarge', { megabytes: MEGABYTES })
          : t(problem === 'browser' ? 'upload.browser' : 'upload.unsupported');
      setUpload({ status: 'error', message });
      return;
    }
    setUpload({ status: 'uploading', progress: 0 });
    let imageId: number;
    try {
      imageId = (
        await uploadImage('background', file, file.name, {
          onProgress: (progress) => setUpload({ status: 'uploading', progress }),
          failedMessage: t('upload.failed'),
        })
      ).id;
    } catch (err) {
      setUpload({ status: 'error', message: (err as ApiError).message });
      return;
    }
    await addToGallery(imageId);
  }

  const busy = upload.status === 'uploading';
  return (
    <div className="field admin-gallery__upload">
      <label className={`button file-picker${busy ? ' is-busy' : ''}`}>
        {t('upload.label')}
        <input
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          className="file-picker__input"
          aria-describedby={`${id}-hint ${id}-status`}
          disabled={busy}
          onChange={(event) => void picked(event)}
        />
      </label>
      <p id={`${id}-hint`} className="hint">
        {t('upload.hint', { megabytes: MEGABYTES, width: minWidth, height: minHeight })}
      </p>
      {upload.status === 'error' || upload.status === 'unadded' ? (
        <div id={`${id}-status`} className="field-error" role="alert">
          <p>
            {upload.status === 'unadded'
              ? t('upload.notAdded', { message: upload.message })
              : upload.message}
          </p>
          {upload.status === 'unadded' ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => void addToGallery(upload.imageId)}
            >
              {t('upload.retryAdd')}
            </button>
          ) : null}
        </div>
      ) : (
        <p id={`${id}-status`} className="status-text" role="status">
          {busy ? t('upload.uploading', { percent: Math.round(upload.progress * 100) }) : null}
        </p>
      )}
    </div>
  );
}
