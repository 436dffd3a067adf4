/**
 * Writing notices (docs/publishing.md): server drafts to finish on another device, complete notices
 * that wait for payment, and edits. Visitors can do all of it; what they create is theirs through
 * its edit token (or, when signed in, their session). Mounted beside the read routes at
 * /api/notices; none of these paths collide with theirs.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { noticeDraftInput, noticeInput, type NoticeDraftInput } from '#domain/inputs/notice-input';
import { noticePath } from '#domain/vocabulary/notice-types';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps, AppEnv } from '../../context';
import { ApiError, fieldMessages } from '../../lib/errors';
import { spendAllowance, spendMailAllowance, type Allowance } from '../../middleware/allowance';
import { bearerToken, noticeCredentials, optionalUser } from '../../middleware/auth';
import { issueEditToken, type EditableNotice } from './access';
import type { DraftLinkMail, StatusChange } from './editing';
import { normaliseEmail } from '../auth/store';
import { hourly } from '../../stores/throttle';
import { createRouter, validate, type InvalidInput } from '../../lib/router';
import type { Stores } from '../../stores';

/** New notices (drafts and complete ones): 30 an hour per visitor. */
export const NOTICE_ALLOWANCE: Allowance = {
  rule: hourly('notice-create', 30),
  code: 'notice_throttled',
  messageKey: 'notices.throttled',
};
type Translate = AppEnv['Variables']['t'];

/**
 * Like the default validation error, but field names are the form's (`deceasedName`), not
 * prefixed with the envelope the body wraps them in (`notice.deceasedName`).
 */
const formFields =
  (envelope: string): InvalidInput =>
  (error, c) =>
    invalid(c.get('t'), error, envelope);

function invalid(t: Translate, error: z.core.$ZodError, envelope?: string): ApiError {
  const fields = Object.fromEntries(
    Object.entries(fieldMessages(error, t)).map(([field, message]) => [
      envelope && field.startsWith(`${envelope}.`) ? field.slice(envelope.length + 1) : field,
      message,
    ]),
  );
  return new ApiError(422, 'validation', t('errors.validation'), fields);
}

const draftBody = z.object({ draft: noticeDraftInput });
const noticeBody = z.object({
  notice: noticeInput,
  draftId: z.number({ error: 'invalid' }).int().positive().nullish(),
});

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === b[i]);

export function noticeWriteRoutes(deps: AppDeps, stores: Stores) {
  const { users, throttle, noticeEditing: editing, noticeAccess } = stores;
  const authorise = (c: Context<AppEnv>, id: number) =>
    noticeAccess.authorise(id, noticeCredentials(c));

  const notEditable = (t: Translate) => new ApiError(409, 'not_editable', t('notices.notEditable'));

  const countCreation = (c: Context<AppEnv>) =>
    spendAllowance(c, throttle, NOTICE_ALLOWANCE, deps.now());

  /**
   * Referenced images must exist with the right kind and be this visitor's or user's uploads,
   * gallery images or already on the notice; the place must exist and lie in one of the
   * notice's counties (else 422 with the field's message).
   */
  const assertReferences = async (
    c: Context<AppEnv>,
    values: NoticeDraftInput,
    by: { noticeId: number | null; userId: number | null },
  ) => {
    const t = c.get('t');
    const owner = { ...by, visitorHash: c.get('visitorHash') };
    const fields: Record<string, string> = {};
    const image = async (
      field: 'backgroundImageId' | 'portraitImageId',
      kind: 'background' | 'portrait',
    ) => {
      const id = values[field];
      if (id != null && !(await editing.imageUsable(id, kind, owner))) {
        fields[field] = t('notices.imageNotFound');
      }
    };
    await image('backgroundImageId', 'background');
    await image('portraitImageId', 'portrait');
    if (values.placeId != null) {
      const place = await editing.place(values.placeId);
      if (!place) fields.placeId = t('notices.placeNotFound');
      // the map and the county lists must agree: the place lies in a county the notice is in
      // (a draft without counties yet is checked once it has them)
      else if (values.counties?.length && !values.counties.includes(place.countyId)) {
        fields.placeId = t('notices.placeOutsideCounties', {
          place: place.name,
          county: place.county,
        });
      }
    }
    if (Object.keys(fields).length > 0) {
      throw new ApiError(422, 'validation', t('errors.validation'), fields);
    }
  };

  /**
   * Who becomes the owner of an existing notice that has none yet (a visitor's draft finished
   * signed in). The edit was already authorised, so a stale session just adopts nothing.
   */
  const adopter = async (c: Context<AppEnv>): Promise<number | null> => {
    const session = bearerToken(c);
    return (session && (await users.authenticate(session, deps.now()))?.id) || null;
  };

  const assertUnpublished = (t: Translate, notice: EditableNotice) => {
    if (notice.status !== 'draft' && notice.status !== 'awaiting_payment') throw notEditable(t);
  };

  /** The private link to finish the draft elsewhere (the store queues it with the draft) */
  const draftLinkMail = (c: Context<AppEnv>, token: string, to: string): DraftLinkMail => {
    const t = c.get('t');
    return {
      to: normaliseEmail(to),
      message: (id) => {
        const link = `${deps.publicUrl}/muuda/${id}?token=${token}`;
        return {
          to,
          subject: t('notices.draftMailSubject'),
          text: `${t('notices.draftMailBody', { link })}\n\n${t('mail.signOff')}`,
        };
      },
    };
  };

  /** A write of a notice whose status changed since it was authorised: not editable now */
  const written = (t: Translate, done: boolean) => {
    if (!done) throw notEditable(t);
  };

  return createRouter()
    .post('/drafts', validate('json', draftBody, formFields('draft')), async (c) => {
      const { draft } = c.req.valid('json');
      const user = await optionalUser(c, users, deps.now());
      await assertReferences(c, draft, { noticeId: null, userId: user?.id ?? null });
      await countCreation(c);
      const mailTo = draft.adderEmail;
      if (mailTo) await spendMailAllowance(c, deps, throttle);
      const { token, hash } = issueEditToken();
      const linkMail = mailTo ? draftLinkMail(c, token, mailTo) : null;
      const userId = user?.id ?? null;
      const id = await editing.create(draft, 'draft', userId, hash, deps.now(), linkMail);
      return c.json({ id, editToken: token }, 201);
    })
    .put(
      '/:id/draft',
      validate('param', idParam),
      validate('json', draftBody, formFields('draft')),
      async (c) => {
        const t = c.get('t');
        const { notice } = await authorise(c, c.req.valid('param').id);
        const { draft } = c.req.valid('json');
        assertUnpublished(t, notice);
        // A notice awaiting payment may have a live order that publishes it once paid: it
        // stays complete, so a draft save of it must be a whole notice.
        let values: NoticeDraftInput = draft;
        if (notice.status === 'awaiting_payment') {
          const parsed = noticeInput.safeParse(draft);
          if (!parsed.success) throw invalid(t, parsed.error);
          values = parsed.data;
        }
        const owner = await adopter(c);
        await assertReferences(c, values, { noticeId: notice.id, userId: owner });
        const status = notice.status === 'awaiting_payment' ? notice.status : 'draft';
        const change: StatusChange = { from: notice.status, to: status };
        written(t, await editing.replace(notice.id, values, change, owner, deps.now()));
        return c.json({ id: notice.id, status });
      },
    )
    .post('/', validate('json', noticeBody, formFields('notice')), async (c) => {
      const t = c.get('t');
      const { notice: values, draftId } = c.req.valid('json');
      if (draftId == null) {
        const user = await optionalUser(c, users, deps.now());
        const userId = user?.id ?? null;
        await assertReferences(c, values, { noticeId: null, userId });
        await countCreation(c);
        const { token, hash } = issueEditToken();
        const id = await editing.create(values, 'awaiting_payment', userId, hash, deps.now());
        return c.json({ id, editToken: token }, 201);
      }
      const { notice, token } = await authorise(c, draftId);
      assertUnpublished(t, notice);
      const owner = await adopter(c);
      await assertReferences(c, values, { noticeId: notice.id, userId: owner });
      // the owner came with a session, not the token: the token can only be handed out anew
      const fresh = token === null ? issueEditToken() : { token, hash: null };
      const change = { from: notice.status, to: 'awaiting_payment' } as const;
      written(t, await editing.replace(notice.id, values, change, owner, deps.now(), fresh.hash));
      return c.json({ id: notice.id, editToken: fresh.token }, 201);
    })
    .get('/:id/edit', validate('param', idParam), async (c) => {
      const { notice } = await authorise(c, c.req.valid('param').id);
      const stored = (await editing.forEdit(notice.id))!;
      const path = notice.status === 'published' ? noticePath(notice.type, notice.id) : null;
      return c.json({ ...stored, path });
    })
    .put(
      '/:id',
      validate('param', idParam),
      validate('json', z.object({ notice: noticeInput }), formFields('notice')),
      async (c) => {
        const t = c.get('t');
        const { notice } = await authorise(c, c.req.valid('param').id);
        const values = c.req.valid('json').notice;
        if (notice.status === 'hidden') throw notEditable(t);
        const owner = await adopter(c);
        if (notice.status === 'published') {
          // type and counties decide where it is listed and what it cost: they stay as paid
          if (
            values.type !== notice.type ||
            !sameSet(values.counties, await editing.counties(notice.id))
          ) {
            throw new ApiError(409, 'paid_fields_locked', t('notices.paidFieldsLocked'));
          }
          await assertReferences(c, values, { noticeId: notice.id, userId: owner });
          written(t, await editing.editPublished(notice.id, values, deps.now()));
          return c.json({
            id: notice.id,
            status: notice.status,
            path: noticePath(notice.type, notice.id) as string | null,
          });
        }
        await assertReferences(c, values, { noticeId: notice.id, userId: owner });
        const change = { from: notice.status, to: 'awaiting_payment' } as const;
        written(t, await editing.replace(notice.id, values, change, owner, deps.now()));
        return c.json({ id: notice.id, status: 'awaiting_payment' as const, path: null });
      },
    );
}
