/** Reporting a reply or a review (POST /api/replies/:id/report, /api/reviews/:id/report). */
import type { ModerationKind, ReportReason } from '#domain/vocabulary/moderation';
import { client, unwrap } from '../../lib/api';

export function reportItem(kind: ModerationKind, id: number, reason: ReportReason) {
  const target = kind === 'reply' ? client.api.replies : client.api.reviews;
  return unwrap(target[':id'].report.$post({ param: { id: String(id) }, json: { reason } }));
}
