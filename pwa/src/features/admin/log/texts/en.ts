import type { AdminLogTexts } from './et';

const adminLogEn: AdminLogTexts = {
  heading: 'Log',
  lead: 'Every admin action, newest first. Entries cannot be changed or deleted.',
  person: 'Who (e-mail or user number)',
  kind: 'Action',
  found_one: '{{count}} entry found',
  found_other: '{{count}} entries found',
  empty: 'No entries found.',
  loadError: 'The log could not be loaded.',
  record: '{{kind}} no. {{id}}',
  reason: 'Reason: {{reason}}',
  change: 'Change',
  none: '–',
  kinds: {
    user: 'Users',
    claim: 'Company claims',
    article: 'Articles',
    notice: 'Notices',
    banner: 'Banners',
  },
  kindOne: {
    user: 'User',
    claim: 'Claim',
    article: 'Article',
    notice: 'Notice',
    banner: 'Banner',
  },
  actions: {
    'user.role': 'changed the role of a user',
    'user.delete': 'deleted a user',
    'claim.verify': 'confirmed a claim of a company page',
    'claim.reject': 'rejected a claim of a company page',
    'article.create': 'created an article',
    'article.update': 'edited an article',
    'article.delete': 'deleted an article',
    'notice.hide': 'hid a notice',
    'notice.unhide': 'restored a notice',
    'banner.create': 'added a banner',
    'banner.update': 'changed a banner',
    'banner.delete': 'deleted a banner',
  },
};

export default adminLogEn;
