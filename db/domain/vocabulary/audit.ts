/**
 * The audit log's vocabulary (table audit_log, api/src/stores/audit.ts): every admin or
 * moderation action the server records, named `<entity kind>.<verb>`. A section adds its
 * actions here; the log screen's filter and its words (et) follow this list.
 */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.delete',
  'claim.verify',
  'claim.reject',
  'article.create',
  'article.update',
  'article.delete',
  'banner.create',
  'banner.update',
  'banner.delete',
  'notice.hide',
  'notice.unhide',
  'order.refund',
  'order.resend_mail',
  'reply.approve',
  'reply.hide',
  'reply.restore',
  'reply.escalate',
  'review.approve',
  'review.hide',
  'review.restore',
  'review.escalate',
  'service.create',
  'service.update',
  'service.reorder',
  'service.delete',
  'company.create',
  'company.update',
  'company.delete',
  'article.publish',
  'article.unpublish',
  'image.add',
  'image.activate',
  'image.deactivate',
  'image.move',
  'image.delete',
  'poem.create',
  'poem.update',
  'poem.delete',
  'alert.acknowledge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kind of record an action is about: the action's first part */
export type AuditEntityKind = AuditAction extends `${infer K}.${string}` ? K : never;

export const auditEntityKind = (action: AuditAction) =>
  action.slice(0, action.indexOf('.')) as AuditEntityKind;

/** The kinds of record the log names, in the actions' order (the log screen's filter) */
export const AUDIT_ENTITY_KINDS = [...new Set(AUDIT_ACTIONS.map(auditEntityKind))];

/** The log's "kind" filter: a whole kind of record (`notice`) or one action (`notice.hide`) */
export type AuditKindFilter = AuditEntityKind | AuditAction;
export const isAuditKindFilter = (value: string): value is AuditKindFilter =>
  (AUDIT_ACTIONS as readonly string[]).includes(value) ||
  (AUDIT_ENTITY_KINDS as readonly string[]).includes(value);

/** One page of the log screen */
export const AUDIT_PAGE_SIZE = 50;
