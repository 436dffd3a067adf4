import type { AdminPoemsTexts } from './et';

/** English text of the admin's poem bank. */
const adminPoemsEn: AdminPoemsTexts = {
  heading: 'Poems',
  lead: 'The poem bank the notice wizard and the poem samples offer from. Only active poems that may be used are offered.',
  add: 'Add a poem',
  search: 'Search by title, author or text',
  searchButton: 'Search',
  list: {
    found: 'Poems found: {{count}}',
    empty: 'No poems found.',
    loadError: 'The poems could not be loaded.',
  },
  item: {
    folk: 'folk poetry',
    died: 'died {{year}}',
    offered: 'Offered',
    inactive: 'Not offered: the poem is hidden',
    protected:
      'Not offered: protected by copyright until the start of {{year}} and no licence is recorded',
    noRights: 'Not offered: the author’s year of death and a licence are missing',
    licence: 'Licence: {{text}}',
    used: 'Used in notices: {{count}}',
    edit: 'Edit',
    delete: 'Delete',
    deleteQuestion:
      'Delete the poem “{{title}}”? The notices that use it ({{count}}) keep its text, but lose the author and title line.',
    deleteYes: 'Yes, delete',
    cancel: 'Cancel',
    deleted: 'The poem “{{title}}” has been deleted.',
    saved: 'The poem “{{title}}” has been saved.',
  },
  form: {
    newHeading: 'New poem',
    editHeading: 'Edit the poem',
    title: 'Title',
    body: 'Text',
    rights: 'Author and rights',
    rule: 'A poem may be offered when it is folk poetry, when its author died more than 70 years ago (it is free from 1 January of the 71st year after the year of death), or when a licence is recorded: who granted it, when and its scope. A protected poem without a licence can only be saved hidden.',
    folk: 'Folk poetry (no author)',
    author: 'Author',
    deathYear: 'Author’s year of death',
    deathYearHint: 'Leave empty when the author is alive or the year is unknown.',
    licence: 'Licence',
    licenceHint: 'For a protected poem: fill in all three fields or leave them all empty.',
    grantor: 'Granted by',
    grantedOn: 'Date of the licence',
    scope: 'Scope of the licence',
    mood: 'Mood',
    moods: {
      comfort: 'Comfort',
      farewell: 'Farewell',
      memory: 'Memory',
      nature: 'Nature',
      faith: 'Faith',
    },
    types: 'Suits the notice',
    typeNames: {
      '1': 'Death notice',
      '2': 'Condolence',
      '3': 'Memorial day',
    },
    active: 'Active: offered in the notice wizard and the samples',
    save: 'Save',
    cancel: 'Cancel',
  },
  validation: {
    required: 'This field is required.',
    tooShort: 'Must be at least {{minimum}} characters.',
    tooLong: 'May be up to {{maximum}} characters.',
    invalid: 'Invalid value.',
  },
  fieldValidation: {
    author: { required: 'Enter the author or choose “Folk poetry”.' },
    authorDeathYear: { invalid: 'Folk poetry has no year of death; a year is 1000–9999.' },
    noticeTypes: { required: 'Choose at least one kind of notice.' },
  },
};

export default adminPoemsEn;
