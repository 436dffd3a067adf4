/** Estonian text of the site search (the "search" namespace): the box and the results page. */
const searchEt = {
  label: 'Otsi artiklitest ja abilehtedest',
  placeholder: 'Näiteks matusetoetus',
  submit: 'Otsi',
  tooShort: 'Sisesta vähemalt 2 tähte.',
  loading: 'Otsin…',
  found_one: 'Leitud {{count}} vaste',
  found_other: 'Leitud {{count}} vastet',
  none: 'Midagi ei leitud. Proovi teiste sõnadega.',
  failed: 'Otsing ei õnnestunud.',
  notSaved: 'Seda otsingut pole sellesse seadmesse salvestatud. Proovi uuesti, kui oled võrgus.',
  retry: 'Proovi uuesti',
  kinds: {
    article: 'Artikkel',
    help: 'Abileht',
  },
};

export default searchEt;
export type SearchTexts = typeof searchEt;
