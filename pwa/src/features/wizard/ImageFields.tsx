/**
 * The background (a gallery picture, the user's own, or none) and the optional portrait. A
 * chosen file shows at once from the draft's Blob — the portrait in greyscale, as it will be
 * published — while it uploads (with progress), or waits for a connection.
 */
import { type ChangeEvent, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DraftRecord } from '../../lib/offline-db';
import { type UploadKind, useBackgrounds } from './api';
import { draftImageUrl } from './blob-url';
import type { WizardForm } from './fields';
import { UPLOAD_TYPES } from '../../shared/uploads/check';
import '../../shared/uploads/file-picker.css';
import type { DraftImages, SlotState } from './use-draft-images';

const ACCEPT = UPLOAD_TYPES.join(',');

interface ImageFieldProps {
  form: WizardForm;
  draftId: DraftRecord['id'];
  images: DraftImages;
}

export function BackgroundField({ form, draftId, images }: ImageFieldProps) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const gallery = useBackgrounds();
  const chosenId = useWatch({ control: form.control, name: 'backgroundImageId' });
  const own = images.images.background;
  const ownIsGallery = own !== null && gallery.data?.items.some((g) => g.id === own.uploadedId);
  const selected = own && !ownIsGallery ? 'own' : (own?.uploadedId ?? chosenId ?? 'none');
  const name = `${id}-background`;

  return (
    <fieldset className="field wizard-images" aria-describedby={`${id}-hint`}>
      <legend>{t('background.legend')}</legend>
      <p id={`${id}-hint`} className="hint">
        {t('background.hint')}
      </p>
      <div className="wizard-gallery">
        <label className="wizard-gallery__item wizard-gallery__item--none">
          <input
            type="radio"
            name={name}
            checked={selected === 'none'}
            onChange={() => images.remove('background')}
          />
          <span className="wizard-gallery__none">{t('background.none')}</span>
        </label>
        {own && !ownIsGallery ? (
          <label className="wizard-gallery__item">
            <input type="radio" name={name} checked={selected === 'own'} readOnly />
            <img src={draftImageUrl(`${draftId}:background`, own)} alt="" />
            <span className="wizard-gallery__label">{t('background.own')}</span>
          </label>
        ) : null}
        {gallery.data?.items.map((image, i) => (
          <label key={image.id} className="wizard-gallery__item">
            <input
              type="radio"
              name={name}
              checked={selected === image.id}
              onChange={() => images.chooseGallery(image.id)}
            />
            <img src={image.url} alt="" loading="lazy" width={160} height={80} />
            <span className="visually-hidden">{t('background.galleryItem', { n: i + 1 })}</span>
          </label>
        ))}
      </div>
      {gallery.isError ? <p className="status-text">{t('background.galleryError')}</p> : null}
      <FilePicker
        kind="background"
        label={t(own && !ownIsGallery ? 'background.replace' : 'background.upload')}
        images={images}
      />
      <UploadStatus slot={images.slots.background} />
    </fieldset>
  );
}

export function PortraitField({ form, draftId, images }: ImageFieldProps) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const portrait = images.images.portrait;
  const name = useWatch({ control: form.control, name: 'deceasedName' });
  return (
    <fieldset className="field wizard-images" aria-describedby={`${id}-hint`}>
      <legend>{t('portrait.legend')}</legend>
      <p id={`${id}-hint`} className="hint">
        {t('portrait.hint')}
      </p>
      {portrait ? (
        <figure className="wizard-portrait">
          <img
            src={draftImageUrl(`${draftId}:portrait`, portrait)}
            alt={t('portrait.alt', { name: name || t('portrait.unnamed') })}
          />
        </figure>
      ) : null}
      <div className="wizard-images__actions">
        <FilePicker
          kind="portrait"
          label={t(portrait ? 'portrait.replace' : 'portrait.choose')}
          images={images}
        />
        {portrait ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => images.remove('portrait')}
          >
            {t('portrait.remove')}
          </button>
        ) : null}
      </div>
      <UploadStatus slot={images.slots.portrait} />
    </fieldset>
  );
}

/** A file input dressed as a button (the input itself keeps the focus and the name). */
function FilePicker({
  kind,
  label,
  images,
}: {
  kind: UploadKind;
  label: string;
  images: DraftImages;
}) {
  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void images.choose(kind, file);
  }
  return (
    <label className="button button--quiet file-picker">
      {label}
      <input type="file" accept={ACCEPT} className="file-picker__input" onChange={picked} />
    </label>
  );
}

function UploadStatus({ slot }: { slot: SlotState }) {
  const { t } = useTranslation('wizard');
  if (slot.status === 'error') {
    return (
      <p className="field-error" role="alert">
        {slot.error}
      </p>
    );
  }
  return (
    <p className="wizard-upload" role="status">
      {slot.status === 'uploading' ? (
        <>
          <span>{t('upload.uploading', { percent: Math.round(slot.progress * 100) })}</span>
          <progress value={slot.progress} max={1} aria-hidden="true" />
        </>
      ) : slot.status === 'waiting' ? (
        t('upload.waiting')
      ) : null}
    </p>
  );
}
