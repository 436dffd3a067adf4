/**
 * A notice family's review of replies (their edit token or the owner's session): whether new
 * replies wait for their approval, the replies waiting, and approving or hiding one of them.
 * GET /api/notices/:id/held-replies, PUT /api/notices/:id/reply-review,
 * POST /api/notices/:id/held-replies/:replyId.
 */
import {
  familyReplyInput,
  familyReplyParam,
  heldRepliesQuery,
  replyReviewInput,
} from '#domain/inputs/moderation-input';
import { idParam } from '#domain/inputs/validation';
import type { AppDeps } from '../../context';
import { createRouter, validate } from '../../lib/router';
import { noticeCredentials } from '../../middleware/auth';
import type { Stores } from '../../stores';

export function heldReplyRoutes(deps: AppDeps, { noticeAccess, moderation }: Stores) {
  return createRouter()
    .get(
      '/:id/held-replies',
      validate('param', idParam),
      validate('query', heldRepliesQuery),
      async (c) => {
        const { notice } = await noticeAccess.authorise(
          c.req.valid('param').id,
          noticeCredentials(c),
        );
        return c.json(await moderation.held(notice.id, c.req.valid('query').page));
      },
    )
    .put(
      '/:id/reply-review',
      validate('param', idParam),
      validate('json', replyReviewInput),
      async (c) => {
        const { notice } = await noticeAccess.authorise(
          c.req.valid('param').id,
          noticeCredentials(c),
        );
        const { holdReplies } = c.req.valid('json');
        await moderation.setHoldReplies(notice.id, holdReplies);
        return c.json({ holdReplies });
      },
    )
    .post(
      '/:id/held-replies/:replyId',
      validate('param', familyReplyParam),
      validate('json', familyReplyInput),
      async (c) => {
        const { id, replyId } = c.req.valid('param');
        const { notice } = await noticeAccess.authorise(id, noticeCredentials(c));
        const input = c.req.valid('json');
        await moderation.decideHeld(notice.id, replyId, input, deps.now());
        return c.json({ id: replyId, status: input.action === 'approve' ? 'visible' : 'hidden' });
      },
    );
}
