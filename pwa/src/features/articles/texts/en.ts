import type { ArticlesTexts } from './et';

/** English text of the articles: complete (a missing key fails the typecheck). */
const articlesEn: ArticlesTexts = {
  categories: {
    '1': 'Customs',
    '2': 'The journey',
    '3': 'Planning',
    '4': 'Arranging',
  },
  list: {
    lead: 'Customs, the last journey, planning and arranging a funeral: read at your own pace.',
    categoriesLabel: 'Categories',
    allCategories: 'All',
    searchingFor: 'Search: “{{text}}”',
    clearSearch: 'Clear the search',
    results: 'Articles',
    loading: 'Loading…',
    found_one: '{{count}} article found',
    found_other: '{{count}} articles found',
    loadError: 'The articles could not be loaded.',
    notSaved: 'This list is not saved on this device. Open it again when you are online.',
    retry: 'Try again',
    emptyTitle: 'No articles found',
    emptyText: 'There are no articles in this selection yet.',
    resetFilters: 'Show all articles',
    loadMore: 'Show the next {{count}}',
    newArticle: 'New article',
  },
  item: {
    readingTime: '{{count}} min read',
    coverFallback: 'The picture could not be loaded',
  },
  article: {
    back: 'All articles',
    loading: 'Loading the article…',
    failed: 'The article could not be loaded.',
    notSaved: 'This article is not saved on this device. Open it again when you are online.',
    retry: 'Try again',
    author: 'Author: {{name}}',
    published: 'Published {{date}}',
    reviewed: 'Last reviewed {{date}}',
    contents: 'Contents',
    related: 'Read also',
    edit: 'Edit',
    draft: 'Draft: the article is not published.',
  },
};

export default articlesEn;
