/** The moderation inputs' zod schemas (constants in moderation.ts). */
import { z } from 'zod';
import {
  HIDE_REASONS,
  MODERATION_KINDS,
  MODERATION_NOTE_MAX,
  QUEUE_SORTS,
  QUEUE_STATES,
  REPORT_REASONS,
} from '../vocabulary/moderation';
import { idParam, intParam } from './validation';
import { LIST_LIMITS } from './limits';

/** POST /api/replies/:id/report and /api/reviews/:id/report */
export const reportInput = z.object({ reason: z.enum(REPORT_REASONS, { error: 'invalid' }) });

/** GET /api/admin/moderation */
export const moderationQuery = z.object({
  kind: z.enum(MODERATION_KINDS, { error: 'invalid' }).optional(),
  state: z.enum(QUEUE_STATES, { error: 'invalid' }).default('waiting'),
  sort: z.enum(QUEUE_SORTS, { error: 'invalid' }).default('newest'),
  page: intParam(0, LIST_LIMITS.pageMax, 0),
});
export type ModerationQuery = z.output<typeof moderationQuery>;

export const moderationParam = idParam.extend({
  kind: z.enum(MODERATION_KINDS, { error: 'invalid' }),
});

const note = z
  .string()
  .trim()
  .max(MODERATION_NOTE_MAX, { error: 'tooLong' })
  .optional()
  .transform((v) => v || null);

/** POST /api/admin/moderation/:kind/:id: a hide names its reason from the list */
export const moderationInput = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('hide'),
      reason: z.enum(HIDE_REASONS, { error: 'required' }),
    }),
    z.object({ action: z.enum(['approve', 'restore', 'escalate']), reason: note }),
  ],
  { error: 'invalid' },
);
export type ModerationInput = z.output<typeof moderationInput>;

/** PUT /api/notices/:id/reply-review: the family's choice */
export const replyReviewInput = z.object({ holdReplies: z.boolean({ error: 'invalid' }) });

/** POST /api/notices/:id/held-replies/:replyId: the family approves or hides a held reply */
export const familyReplyParam = idParam.extend({
  replyId: idParam.shape.id,
});
export const familyReplyInput = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({ action: z.literal('hide'), reason: z.enum(HIDE_REASONS, { error: 'required' }) }),
  ],
  { error: 'invalid' },
);

export const heldRepliesQuery = z.object({ page: intParam(0, LIST_LIMITS.pageMax, 0) });
