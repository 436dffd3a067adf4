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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kind of record an action is about: the action's first part */
export type AuditEntityKind = AuditAction extends `${infer K}.${string}` ? K : never;

export const auditEntityKind = (action: AuditAction) =>
  action.slice(0, action.indexOf('.')) as AuditEntityKind;

/** One page of the log screen */
export const AUDIT_PAGE_SIZE = 50;
