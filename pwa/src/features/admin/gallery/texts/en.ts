import type { AdminGalleryTexts } from './et';

/** English text of the admin's background gallery. */
const adminGalleryEn: AdminGalleryTexts = {
  heading: 'Background pictures',
  lead: 'The notice wizard offers the active pictures as backgrounds, in this order. A picture in use cannot be deleted, but it can be hidden.',
  upload: {
    label: 'Add a new background',
    hint: 'JPEG, PNG or WebP, up to {{megabytes}} MB, at least {{width}} × {{height}} pixels. The picture is saved again as JPEG and its metadata is removed.',
    uploading: 'Uploading: {{percent}}%',
    added: 'The new background is in the gallery and active.',
    unsupported: 'This file cannot be used: choose a JPEG, PNG or WebP picture.',
    tooLarge: 'The file is too large: up to {{megabytes}} MB is allowed.',
    browser: 'This browser cannot upload pictures. Please use another browser.',
    failed: 'The upload failed. Please try again.',
    notAdded: 'The picture was uploaded, but adding it to the gallery failed: {{message}}',
    retryAdd: 'Try adding it to the gallery again',
  },
  list: {
    label: 'Background pictures in order',
    count: 'The gallery has {{count}} backgrounds, {{active}} of them active.',
    empty: 'The gallery has no backgrounds yet.',
    loadError: 'The gallery could not be loaded.',
  },
  item: {
    name: 'Background no. {{position}}',
    active: 'Active: offered in the notice wizard',
    hidden: 'Hidden: not offered to new notices',
    used: 'Used in notices: {{count}}',
    up: 'Move up',
    down: 'Move down',
    hide: 'Hide',
    show: 'Activate',
    delete: 'Delete',
    usedNote: 'A background in use cannot be deleted; hide it instead.',
    deleteQuestion: 'Delete background no. {{position}}? This cannot be undone.',
    deleteYes: 'Yes, delete',
    cancel: 'Cancel',
    moved: 'The background is now in place {{position}}.',
    shown: 'Background no. {{position}} is active.',
    hiddenNews: 'Background no. {{position}} is hidden.',
    deleted: 'The background has been deleted.',
  },
};

export default adminGalleryEn;
