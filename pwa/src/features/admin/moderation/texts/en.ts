import type { Translation } from '#pwa/lib/types';
import type { AdminModerationTexts } from './et';

const adminModerationEn: Translation<AdminModerationTexts> = {
  heading: 'Moderation',
  lead: "Reported and held tributes and reviews. Nobody's words are changed: an item can be approved, hidden, restored or escalated.",
  filters: 'Filters',
  kind: 'Kind',
  kinds: { all: 'All', reply: 'Tributes', review: 'Reviews' },
  state: 'State',
  states: { waiting: 'Waiting for a decision', escalated: 'Escalated', hidden: 'Hidden' },
  sort: 'Order',
  sorts: { newest: 'Newest first', reports: 'Most reported first' },
  found_one: '{{count}} item',
  found_other: '{{count}} items',
  empty: 'Nothing here at the moment.',
  loadError: 'The queue could not be loaded.',
  itemKind: { reply: 'Tribute', review: 'Review' },
  replyOn: 'Tribute on the notice',
  reviewOn: 'Review of the company',
  by: '{{author}}, {{date}}',
  rating: 'Rating {{rating}} / 5',
  text: 'Text',
  status: { visible: 'Visible', held: 'Awaiting approval', hidden: 'Hidden' },
  escalated: 'Escalated',
  reports_one: '{{count}} report',
  reports_other: '{{count}} reports',
  noReports: 'No reports',
  hiddenBecause: 'Hidden: {{reason}}',
  actions: {
    approve: 'Approve',
    hide: 'Hide',
    restore: 'Restore',
    escalate: 'Escalate',
  },
  done: {
    approve: 'Approved.',
    hide: 'Hidden.',
    restore: 'Restored.',
    escalate: 'Escalated.',
  },
};

export default adminModerationEn;
