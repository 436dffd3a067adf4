/**
 * Estonian text of the articles: the list, a post and the editor (the "articles" namespace).
 * Loaded with the articles' chunks.
 */
const articlesEt = {
  categories: {
    '1': 'Tavad',
    '2': 'Teekond',
    '3': 'Planeerimine',
    '4': 'Korraldamine',
  },
  list: {
    lead: 'Kombed, ärasaatmise teekond, matuste planeerimine ja korraldamine: loe rahulikult, kui aega on.',
    categoriesLabel: 'Kategooriad',
    allCategories: 'Kõik',
    searchingFor: 'Otsing: „{{text}}”',
    clearSearch: 'Tühista otsing',
    results: 'Artiklid',
    loading: 'Laadin…',
    found_one: 'Leitud {{count}} artikkel',
    found_other: 'Leitud {{count}} artiklit',
    loadError: 'Artikleid ei õnnestunud laadida.',
    notSaved:
      'Seda nimekirja pole sellesse seadmesse salvestatud. Ava see uuesti, kui oled võrgus.',
    retry: 'Proovi uuesti',
    emptyTitle: 'Artikleid ei leitud',
    emptyText: 'Selles valikus artikleid veel ei ole.',
    resetFilters: 'Näita kõiki artikleid',
    loadMore: 'Näita järgmised {{count}}',
    newArticle: 'Uus artikkel',
  },
  item: {
    readingTime: '{{count}} min lugemist',
    coverFallback: 'Pilti ei saanud laadida',
  },
  article: {
    back: 'Kõik artiklid',
    loading: 'Laadin artiklit…',
    failed: 'Artiklit ei õnnestunud laadida.',
    notSaved: 'Seda artiklit pole sellesse seadmesse salvestatud. Ava see uuesti, kui oled võrgus.',
    retry: 'Proovi uuesti',
    author: 'Autor: {{name}}',
    published: 'Avaldatud {{date}}',
    reviewed: 'Viimati üle vaadatud {{date}}',
    contents: 'Sisukord',
    related: 'Loe ka',
    edit: 'Muuda',
    draft: 'Mustand: artikkel pole avaldatud.',
  },
};

export default articlesEt;
export type ArticlesTexts = typeof articlesEt;
