/** Estonian text of the admin's article list (the "adminArticles" namespace). */
const adminArticlesEt = {
  heading: 'Artiklid',
  newArticle: 'Uus artikkel',
  search: 'Otsi pealkirja või aadressi järgi',
  searchButton: 'Otsi',
  status: 'Olek',
  statuses: {
    all: 'Kõik',
    published: 'Avaldatud',
    draft: 'Mustandid',
  },
  list: {
    found: 'Leitud artikleid: {{count}}',
    empty: 'Artikleid ei leitud.',
    loadError: 'Artikleid ei õnnestunud laadida.',
  },
  categories: {
    '1': 'Tavad',
    '2': 'Teekond',
    '3': 'Planeerimine',
    '4': 'Korraldamine',
  },
  item: {
    published: 'Avaldatud',
    draft: 'Mustand',
    publishedOn: 'Esmakordselt avaldatud {{date}}',
    neverPublished: 'Pole kunagi avaldatud',
    reviewedOn: 'Üle vaadatud {{date}}',
    notReviewed: 'Pole üle vaadatud',
    reviewDue: 'Üle vaatamata üle aasta',
    updated: 'Muudetud {{date}}',
    edit: 'Muuda',
    view: 'Vaata',
    publish: 'Avalda',
    unpublish: 'Võta maha',
    delete: 'Kustuta',
    deleteQuestion: 'Kas kustutada artikkel „{{title}}“? Seda ei saa tagasi võtta.',
    deleteYes: 'Jah, kustuta',
    cancel: 'Loobu',
    deleted: 'Artikkel „{{title}}“ on kustutatud.',
    publishedNews: 'Artikkel „{{title}}“ on avaldatud.',
    unpublishedNews: 'Artikkel „{{title}}“ on maha võetud.',
  },
};

export default adminArticlesEt;
export type AdminArticlesTexts = typeof adminArticlesEt;
