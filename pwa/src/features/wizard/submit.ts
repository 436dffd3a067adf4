/**
 * Turning the draft into a notice on the server: images uploaded first, the values checked by
 * the shared schema, then the notice written (new, a server draft completed, or replaced while
 * it waits for payment). The draft remembers the server notice and its edit token.
 */
import { type NoticeInput, noticeInput } from '#domain/inputs/notice-input';
import type { DraftServerLink } from '../../lib/offline-db';
import { createNotice, updateNotice } from './api';
import { getDraft, updateDraftMeta } from './drafts/store';
import type { WizardForm } from './fields';
import type { DraftImages } from './use-draft-images';

/** The form's values with the uploaded images' ids, or null when the data is incomplete. */
export async function completeNotice(
  form: WizardForm,
  images: Pick<DraftImages, 'uploadPending'>,
): Promise<NoticeInput | null> {
  const ids = await images.uploadPending();
  const parsed = noticeInput.safeParse({ ...form.getValues(), ...ids });
  return parsed.success ? parsed.data : null;
}

/** The server notice of the draft, written as it is now, waiting for payment. */
export async function saveForPayment(
  draftId: string,
  notice: NoticeInput,
): Promise<DraftServerLink> {
  // the stored record, not the one rendered a moment ago: a second tab may have linked it
  const server = (await getDraft(draftId))?.server ?? null;
  if (server?.status === 'awaiting_payment') {
    await updateNotice(server.noticeId, server.editToken, notice);
    return server;
  }
  const created = await createNotice(
    notice,
    server ? { id: server.noticeId, editToken: server.editToken } : null,
  );
  const link: DraftServerLink = {
    noticeId: created.id,
    editToken: created.editToken,
    status: 'awaiting_payment',
  };
  await updateDraftMeta(draftId, { server: link });
  return link;
}
