import type { SearchTexts } from './et';

/** English text of the site search: complete (a missing key fails the typecheck). */
const searchEn: SearchTexts = {
  label: 'Search the articles and help pages',
  placeholder: 'For example funeral benefit',
  submit: 'Search',
  tooShort: 'Type at least 2 letters.',
  loading: 'Searching…',
  found_one: '{{count}} result',
  found_other: '{{count}} results',
  none: 'Nothing found. Try other words.',
  failed: 'The search failed.',
  notSaved: 'This search is not saved on this device. Try again when you are online.',
  retry: 'Try again',
  kinds: {
    article: 'Article',
    help: 'Help page',
  },
};

export default searchEn;
