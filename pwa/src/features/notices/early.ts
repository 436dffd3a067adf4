/**
 * What a notice page asks for with the document (lib/early-requests.ts): a card its notice and
 * first replies; a list the counties and, when no county slug has to be resolved first, its
 * first page; the home screen the newest notices. Each mirrors what its screen's first queries
 * ask (CardScreen, ListScreen, LatestNotices).
 */
import type { EarlyRequests } from '../../lib/early-requests';
import { countiesRequest } from '../../shared/counties/request';
import {
  filterFromUrl,
  hasErrors,
  kindOfRouteType,
  toListQuery,
  validateFilter,
} from './list/filter';
import { noticeRequests, parseNoticeId } from './requests';

export const earlyCardRequests: EarlyRequests = ({ params, request }) => {
  const id = parseNoticeId(params.id);
  if (id === null) return;
  request(noticeRequests.notice(id));
  request(noticeRequests.replies(id, 0));
};

export const earlyListRequests: EarlyRequests = ({ params, search, meta, request }) => {
  request(countiesRequest());
  const filter = filterFromUrl(kindOfRouteType(meta?.type), params.county, search);
  if (filter.county || hasErrors(validateFilter(filter))) return;
  request(noticeRequests.list(toListQuery(filter, undefined), 0));
};

export const earlyHomeRequests: EarlyRequests = ({ request }) => {
  request(noticeRequests.latest());
};
