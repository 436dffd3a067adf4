/**
 * Input schemas of the admin's audit log and notices sections (GET /api/admin/audit,
 * /api/admin/notices, POST /api/admin/notices/:id/hide). Dates are Tallinn days, DD.MM.YYYY.
 */
import { z } from 'zod';
import { isAuditKindFilter } from '../vocabulary/audit';
import { dayNumber } from '../calendar/dates';
import { NOTICE_HIDE_REASONS, NOTICE_STATUSES } from '../vocabulary/statuses';
import { LIST_LIMITS, dayParam, intParam, optionalText } from './validation';

/** The longest person filter: an e-mail address */
export const AUDIT_PERSON_MAX = 254;

const dayRange = <T extends { from?: string; to?: string }>(q: T) =>
  !q.from || !q.to || dayNumber(q.from) <= dayNumber(q.to);

/** GET /api/admin/audit: who (an actor's id or part of their e-mail), kind, from–to day, page */
export const auditListQuery = z
  .object({
    person: optionalText.pipe(z.string().max(AUDIT_PERSON_MAX, { error: 'tooLong' }).optional()),
    kind: optionalText.pipe(
      z
        .string()
        .refine((v) => isAuditKindFilter(v), { error: 'invalid' })
        .optional(),
    ),
    from: dayParam,
    to: dayParam,
    page: intParam(0, LIST_LIMITS.pageMax, 0),
  })
  .refine(dayRange, { error: 'dateRange', path: ['to'] });
export type AuditListQuery = z.output<typeof auditListQuery>;

/** GET /api/admin/notices: name (full-text, diacritics folded), status, created from–to, page */
export const adminNoticeQuery = z
  .object({
    q: optionalText.pipe(z.string().max(LIST_LIMITS.nameMax, { error: 'tooLong' }).optional()),
    status: optionalText.pipe(z.enum(NOTICE_STATUSES, { error: 'invalid' }).optional()),
    from: dayParam,
    to: dayParam,
    page: intParam(0, LIST_LIMITS.pageMax, 0),
  })
  .refine(dayRange, { error: 'dateRange', path: ['to'] });
export type AdminNoticeQuery = z.output<typeof adminNoticeQuery>;

/** POST /api/admin/notices/:id/hide */
export const noticeHideInput = z.object({
  reason: z.enum(NOTICE_HIDE_REASONS, { error: 'required' }),
});
