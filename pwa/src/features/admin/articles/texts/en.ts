import type { AdminArticlesTexts } from './et';

/** English text of the admin's article list. */
const adminArticlesEn: AdminArticlesTexts = {
  heading: 'Articles',
  newArticle: 'New article',
  search: 'Search by title or address',
  searchButton: 'Search',
  status: 'Status',
  statuses: {
    all: 'All',
    published: 'Published',
    draft: 'Drafts',
  },
  list: {
    found: 'Articles found: {{count}}',
    empty: 'No articles found.',
    loadError: 'The articles could not be loaded.',
  },
  categories: {
    '1': 'Customs',
    '2': 'The journey',
    '3': 'Planning',
    '4': 'Arranging',
  },
  item: {
    published: 'Published',
    draft: 'Draft',
    publishedOn: 'First published {{date}}',
    neverPublished: 'Never published',
    reviewedOn: 'Reviewed {{date}}',
    notReviewed: 'Not reviewed',
    reviewDue: 'Not reviewed for over a year',
    updated: 'Changed {{date}}',
    edit: 'Edit',
    view: 'View',
    publish: 'Publish',
    unpublish: 'Unpublish',
    delete: 'Delete',
    deleteQuestion: 'Delete the article “{{title}}”? This cannot be undone.',
    deleteYes: 'Yes, delete',
    cancel: 'Cancel',
    deleted: 'The article “{{title}}” has been deleted.',
    publishedNews: 'The article “{{title}}” has been published.',
    unpublishedNews: 'The article “{{title}}” has been unpublished.',
  },
};

export default adminArticlesEn;
