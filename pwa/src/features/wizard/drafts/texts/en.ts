import type { DraftsTexts } from './et';

const draftsEn: DraftsTexts = {
  screen: {
    heading: 'My drafts',
    lead: 'Unfinished notices saved in this browser. They are here offline too: continue where you left off.',
    count_one: '{{count}} draft',
    count_other: '{{count}} drafts',
    emptyTitle: 'No drafts',
    emptyText: 'When you start adding a notice, every change is saved here.',
    add: 'Add a notice',
    loadError:
      'The drafts could not be read. The browser does not allow storing data in this window.',
  },
  draft: {
    untitled: 'Untitled draft',
    noType: 'Type not chosen',
    changed: 'Changed {{time}}',
    step: 'Step: {{step}}',
    steps: {
      type: 'type of notice',
      data: 'details',
      preview: 'preview',
      payment: 'payment',
      confirm: 'confirmation',
    },
    status: {
      local: 'On this device only',
      draft: 'Saved on the server',
      unsent: 'Saved on the server; newer changes on this device only',
      awaiting_payment: 'Awaiting payment',
      published: 'Published',
      hidden: 'Hidden',
    },
    continue: 'Continue',
    continueLabel: 'Continue the draft: {{name}}',
    delete: 'Delete',
    deleteLabel: 'Delete the draft: {{name}}',
    deleteQuestion: 'Delete the draft “{{name}}” from this device? This cannot be undone.',
    deleteQuestionSent:
      'Delete the draft “{{name}}” from this device? The copy on the server stays and opens with the link we e-mailed.',
    deleteYes: 'Yes, delete',
    cancel: 'Cancel',
    deleted: 'The draft “{{name}}” has been deleted.',
    deleteFailed: 'The draft could not be deleted.',
  },
  autosave: {
    saving: 'Saving…',
    saved: 'Draft saved',
    error: 'The draft could not be saved. It will be tried again with the next change.',
    missing: 'This draft no longer exists: it was deleted in another window.',
    quota:
      'The storage on this device is full: the last saved version is kept, but new changes cannot be saved. Free some space (e.g. delete old drafts) and continue.',
    conflict: 'This draft was changed in another window or tab.',
    loadTheirs: 'Open the other window’s version',
    keepMine: 'Keep this version',
  },
  sync: {
    send: 'Save on the server',
    sending: 'Sending to the server…',
    sent: 'The draft is on the server. If you gave an e-mail address, we sent you a link to continue on another device.',
    offline: 'It can be sent to the server once you are back online.',
    typeMissing: 'Choose the type of notice first.',
  },
};

export default draftsEn;
