import type { AdminNoticesTexts } from './et';

const adminNoticesEn: AdminNoticesTexts = {
  heading: 'Notices',
  lead: 'Search all notices. A hidden notice disappears from lists, search, the sitemap and feeds, and its page says “removed”.',
  name: 'Name',
  status: 'Status',
  found_one: '{{count}} notice found',
  found_other: '{{count}} notices found',
  empty: 'No notices found.',
  loadError: 'The notices could not be loaded.',
  created: 'Added {{date}}',
  published: 'published {{date}}',
  hiddenBecause: 'Hidden {{date}}: {{reason}}',
  open: 'Open the notice',
  hide: 'Hide',
  reason: 'Reason for hiding',
  hideQuestion: 'Hide the notice “{{name}}”? Its page will say “removed” until you restore it.',
  hideYes: 'Yes, hide',
  cancel: 'Cancel',
  hidden: 'The notice “{{name}}” has been hidden.',
  unhide: 'Restore',
  unhidden: 'The notice “{{name}}” is published again.',
  statuses: {
    draft: 'Draft',
    awaiting_payment: 'Awaiting payment',
    published: 'Published',
    hidden: 'Hidden',
  },
};

export default adminNoticesEn;
