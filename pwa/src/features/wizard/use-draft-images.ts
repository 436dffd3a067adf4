/**
 * The draft's two images: a chosen file is kept in the draft as a Blob at once (so an offline
 * draft keeps it), then uploaded when there is a connection — right away, when the browser
 * comes back online, and at the latest before payment. The server's answer decides: a refused
 * image leaves the draft with the server's message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NoticeInput } from '#domain/inputs/notice-input';
import type { ApiError } from '../../lib/api-error';
import type { DraftImage, DraftRecord } from '../../lib/offline-db';
import { uploadImage } from '../../shared/uploads/upload';
import type { UploadKind } from './api';
import type { AutosaveControls } from './drafts/store';
import { UPLOAD_MAX_BYTES, checkPickedImage } from '../../shared/uploads/check';
import type { WizardValues } from './values';

export interface SlotState {
  status: 'idle' | 'uploading' | 'waiting' | 'error';
  /** 0…1 while uploading */
  progress: number;
  error: string | null;
}

const IDLE: SlotState = { status: 'idle', progress: 0, error: null };
const ID_FIELD = { background: 'backgroundImageId', portrait: 'portraitImageId' } as const;

export interface DraftImages {
  slots: Record<UploadKind, SlotState>;
  images: DraftRecord['images'];
  /** A file the user picked: checked, kept in the draft, uploaded when online */
  choose: (kind: UploadKind, file: File) => Promise<void>;
  /** A gallery background (no file of our own) */
  chooseGallery: (id: number) => void;
  remove: (kind: UploadKind) => void;
  /** Uploads what is not uploaded yet; the image ids to publish with, or throws ApiError */
  uploadPending: () => Promise<Pick<NoticeInput, 'backgroundImageId' | 'portraitImageId'>>;
}

const sameImage = (a: DraftImage | null | undefined, b: DraftImage) =>
  a?.name === b.name && a.blob.size === b.blob.size;

export function useDraftImages(
  draft: DraftRecord,
  { saveNow }: Pick<AutosaveControls, 'saveNow'>,
  form: UseFormReturn<WizardValues, unknown, NoticeInput>,
): DraftImages {
  const { t } = useTranslation('wizard');
  const [slots, setSlots] = useState<Record<UploadKind, SlotState>>({
    background: IDLE,
    portrait: IDLE,
  });
  const setSlot = useCallback(
    (kind: UploadKind, state: SlotState) => setSlots((s) => ({ ...s, [kind]: state })),
    [],
  );
  // the same upload is never sent twice at once (a click on Pay while "online" retries)
  const inFlight = useRef<Partial<Record<UploadKind, Promise<number>>>>({});
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  const upload = useCallback(
    (kind: UploadKind, image: DraftImage): Promise<number> => {
      const running = inFlight.current[kind];
      if (running) return running;
      setSlot(kind, { status: 'uploading', progress: 0, error: null });
      const sending = uploadImage(kind, image.blob, image.name, {
        onProgress: (progress) => setSlot(kind, { status: 'uploading', progress, error: null }),
        failedMessage: t('upload.failed'),
      })
        .then(async (uploaded) => {
          // still the same picture? (another may have been chosen meanwhile)
          if (sameImage(latest.current.images[kind], image)) {
            form.setValue(ID_FIELD[kind], uploaded.id, { shouldDirty: true });
            await saveNow({
              images: { [kind]: { ...image, uploadedId: uploaded.id, url: uploaded.url } },
            });
          }
          setSlot(kind, IDLE);
          return uploaded.id;
        })
        .catch(async (err: unknown) => {
          const error = err as ApiError;
          if (error.status === 0) {
            setSlot(kind, { status: 'waiting', progress: 0, error: null });
          } else {
            // refused by the server: the picture cannot be published, so it leaves the draft
            setSlot(kind, { status: 'error', progress: 0, error: error.message });
            await saveNow({ images: { [kind]: null } });
          }
          throw error;
        })
        .finally(() => {
          delete inFlight.current[kind];
        });
      inFlight.current[kind] = sending;
      return sending;
    },
    [saveNow, form, setSlot, t],
  );

  const choose = useCallback(
    async (kind: UploadKind, file: File) => {
      const problem = await checkPickedImage(file);
      if (problem) {
        const message =
          problem === 'browser'
            ? t('upload.browser')
            : problem === 'tooLarge'
              ? t('upload.tooLarge', { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 })
              : t('upload.unsupported');
        setSlot(kind, { ...IDLE, status: 'error', error: message });
        return;
      }
      const image: DraftImage = {
        blob: file,
        name: file.name,
        mime: file.type,
        uploadedId: null,
        url: null,
      };
      form.setValue(ID_FIELD[kind], null, { shouldDirty: true });
      await saveNow({ images: { [kind]: image } });
      latest.current = { ...latest.current, images: { ...latest.current.images, [kind]: image } };
      if (navigator.onLine) upload(kind, image).catch(() => undefined);
      else setSlot(kind, { status: 'waiting', progress: 0, error: null });
    },
    [saveNow, form, setSlot, t, upload],
  );

  const chooseGallery = useCallback(
    (id: number) => {
      form.setValue('backgroundImageId', id, { shouldDirty: true });
      setSlot('background', IDLE);
      void saveNow({ images: { background: null } });
    },
    [saveNow, form, setSlot],
  );

  const remove = useCallback(
    (kind: UploadKind) => {
      form.setValue(ID_FIELD[kind], null, { shouldDirty: true });
      setSlot(kind, IDLE);
      void saveNow({ images: { [kind]: null } });
    },
    [saveNow, form, setSlot],
  );

  const uploadPending = useCallback(async () => {
    const ids = {
      backgroundImageId: form.getValues('backgroundImageId') ?? null,
      portraitImageId: form.getValues('portraitImageId') ?? null,
    };
    for (const kind of ['background', 'portrait'] as const) {
      const image = latest.current.images[kind];
      if (!image) continue;
      ids[ID_FIELD[kind]] = image.uploadedId ?? (await upload(kind, image));
    }
    return ids;
  }, [form, upload]);

  // what waited is sent now (a resumed draft) and whenever the browser comes back online
  useEffect(() => {
    const send = () => void uploadPending().catch(() => undefined);
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [uploadPending]);

  return { slots, images: draft.images, choose, chooseGallery, remove, uploadPending };
}
