import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '#pwa/lib/api-error';
import { checkPickedImage } from '#pwa/shared/uploads/check';
import { type UploadedImage, uploadImage } from '#pwa/shared/uploads/upload';

export type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; progress: number }
  | { status: 'error'; message: string };

/**
 * A picture for an article (the cover, a picture in the text): checked here, sent at once as
 * `POST /api/uploads?kind=article` with progress. `send` answers the stored image, or null
 * (the problem is in `state`).
 */
export function useArticleUpload() {
  const { t } = useTranslation('articleEditor');
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function send(file: File): Promise<UploadedImage | null> {
    const problem = await checkPickedImage(file);
    if (problem) {
      setState({ status: 'error', message: t(`upload.${problem}`) });
      return null;
    }
    setState({ status: 'sending', progress: 0 });
    try {
      const uploaded = await uploadImage('article', file, file.name, {
        onProgress: (progress) => setState({ status: 'sending', progress }),
        failedMessage: t('upload.failed'),
      });
      setState({ status: 'idle' });
      return uploaded;
    } catch (err) {
      setState({ status: 'error', message: (err as ApiError).message });
      return null;
    }
  }

  return { state, send, reset: () => setState({ status: 'idle' }) };
}
