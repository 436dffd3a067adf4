import type { AdminTexts } from './et';

const adminEn: AdminTexts = {
  home: {
    heading: 'Administration',
    lead: 'Choose what you want to manage.',
    empty: 'There are no admin sections for your role at the moment.',
  },
  /** The admin home's alerts from the site's jobs (role 10) */
  alerts: {
    heading: 'Alerts',
    none: 'There are no open alerts.',
    open_one: '{{count}} open alert',
    open_other: '{{count}} open alerts',
    loadError: 'The alerts could not be loaded.',
    seen: 'Mark as seen',
    seenLabel: 'Mark as seen: {{message}}',
  },
  /** The sections' navigation on every section page */
  nav: {
    label: 'Admin sections',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  /** The sections' filter forms */
  filter: {
    from: 'From',
    to: 'To',
    calendar: 'Choose a date from the calendar',
    submit: 'Search',
    all: 'All',
  },
  hideReasons: {
    scam: 'Scam (e.g. a copied notice)',
    duplicate: 'Duplicate notice',
    offensive: 'Offensive content',
    private_data: 'Private information',
    family_request: "The family's request",
    refunded: 'Refunded',
  },
  /** The admin sections' names and one line each (sections.ts) */
  sections: {
    ulevaade: {
      title: 'Overview',
      text: 'Sales, notices, candles and replies over 7, 30 or 365 days, compared with the period before, and a CSV file.',
    },
    moderatsioon: {
      title: 'Moderation',
      text: 'Reported and held tributes and reviews: approve, hide, restore or escalate.',
    },
    kasutajad: {
      title: 'Users',
      text: 'Find users, change their roles and delete accounts.',
    },
    banner: {
      title: 'Banners',
      text: 'Advertising banners on the home page, lists, articles and directory: schedule, weight, views and clicks.',
    },
    teated: {
      title: 'Notices',
      text: 'Search all notices, hide a notice with a reason and restore it.',
    },
    logi: {
      title: 'Log',
      text: 'Who did what and when: every admin action.',
    },
    orders: {
      title: 'Orders',
      text: 'Find orders, see their payments, refund them and resend confirmation mails.',
    },
    teenused: {
      title: 'Services',
      text: 'The directory’s service categories: name, description, icon and order.',
    },
    ettevote: {
      title: 'Companies',
      text: 'Find, add, edit and delete the directory’s companies; owners’ claims.',
    },
    pildid: {
      title: 'Pictures',
      text: 'Notice backgrounds: upload, order, activate and delete.',
    },
    artikild: {
      title: 'Articles',
      text: 'Every article, drafts too: publishing, review dates and the editor.',
    },
    luuletused: {
      title: 'Poems',
      text: 'The poem bank with authors and rights: add, edit and delete.',
    },
  },
  users: {
    heading: 'Users',
    search: 'Search by name or e-mail',
    searchButton: 'Search',
    found_one: '{{count}} user found',
    found_other: '{{count}} users found',
    empty: 'No users found.',
    loadError: 'The users could not be loaded.',
    role: 'Role',
    saveRole: 'Change role',
    roleSaved: 'The role of {{name}} is now “{{role}}”.',
    created: 'Account created {{date}}',
    notices_one: '{{count}} notice',
    notices_other: '{{count}} notices',
    you: '(you)',
    selfNote: 'Your own role and account cannot be changed here; your details are on',
    selfLink: 'My account',
    delete: 'Delete',
    deleteQuestion: 'Delete the user {{name}} ({{email}})? This cannot be undone.',
    deleteYes: 'Yes, delete',
    cancel: 'Cancel',
    deleted: 'The user {{name}} has been deleted.',
  },
  roles: {
    user: 'User',
    provider: 'Service provider',
    bannerManager: 'Banner manager',
    admin: 'Administrator',
  },
};

export default adminEn;
