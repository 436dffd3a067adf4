import type { AdminTexts } from './et';

const adminEn: AdminTexts = {
  home: {
    heading: 'Administration',
    lead: 'Choose what you want to manage.',
    empty: 'There are no admin sections for your role at the moment.',
  },
  /** The admin sections' names and one line each (sections.ts) */
  sections: {
    kasutajad: {
      title: 'Users',
      text: 'Find users, change their roles and delete accounts.',
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
    paging: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  roles: {
    user: 'User',
    provider: 'Service provider',
    bannerManager: 'Banner manager',
    admin: 'Administrator',
  },
};

export default adminEn;
