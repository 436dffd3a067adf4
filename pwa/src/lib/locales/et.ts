/**
 * Estonian UI text of the app shell and the home screen: the default language, always bundled,
 * and the shape every other language follows (en must be complete, ru may be partial and falls
 * back to this). Lazy screens bring their own text (e.g. features/notices/texts).
 */
import { NOTICE_TYPE_NAMES } from '#domain/vocabulary/notice-types';
import { HOME_HERO, PAGE_TITLES } from '#domain/pages/page-titles';

const et = {
  app: {
    name: 'Küünal',
    tagline: HOME_HERO.tagline,
    skipToContent: 'Liigu sisu juurde',
    loading: 'Laadin…',
    homeLink: 'Küünal – avalehele',
    print: 'Prindi',
  },
  nav: {
    label: 'Põhimenüü',
    menu: 'Menüü',
    notices: 'Teated',
    funeral: 'Ärasaatmisteated',
    condolences: 'Kaastundeavaldused',
    memorials: 'Mälestuspäevad',
    directory: 'Matuseteenused',
    articles: 'Artiklid',
    help: 'Kasulikku',
    admin: 'Admin',
    addNotice: 'Lisa teade',
  },
  footer: {
    label: 'Jaluse lingid',
    privacy: 'Privaatsus',
    terms: 'Kasutustingimused',
    contact: 'Kontakt',
    language: 'Keel',
    attribution: 'Allikas: Maa-amet, haldus- ja asustusjaotus (EHAK), 01.09.2018',
    about: 'Küünal aitab teatada lähedase lahkumisest ja jagada mälestust.',
  },
  languages: {
    et: 'Eesti',
    en: 'English',
    ru: 'Русский',
  },
  // the pages' titles: shared with the server's page meta
  titles: PAGE_TITLES,
  date: {
    hint: 'pp.kk.aaaa',
    calendar: 'Vali kuupäev',
    closeCalendar: 'Sulge kalender',
  },
  types: {
    funeral: NOTICE_TYPE_NAMES[0],
    condolence: NOTICE_TYPE_NAMES[1],
    memorial: NOTICE_TYPE_NAMES[2],
  },
  home: {
    heading: HOME_HERO.heading,
    lead: HOME_HERO.lead,
    searchLabel: 'Otsi lahkunut nime järgi',
    searchPlaceholder: 'Ees- või perekonnanimi',
    searchButton: 'Otsi',
    latest: 'Viimati lisatud teated',
    allNotices: 'Kõik teated',
    browse: 'Sirvi teateid',
    howHeading: 'Kuidas teadet avaldada',
    howSteps: {
      type: {
        title: 'Vali teate liik',
        text: 'Ärasaatmisteade, kaastundeavaldus või mälestuspäeva teade.',
      },
      data: {
        title: 'Kirjuta tekst',
        text: 'Lisa lahkunu nimi, kuupäevad, luuletus ja soovi korral foto.',
      },
      pay: {
        title: 'Vaata üle ja maksa',
        text: 'Pärast makse laekumist ilmub teade kohe veebi.',
      },
    },
    cta: 'Lisa teade',
    empty: 'Teateid veel ei ole.',
  },
  list: {
    loading: 'Laadin teateid…',
    loadError: 'Teateid ei õnnestunud laadida.',
    retry: 'Proovi uuesti',
  },
  notice: {
    candles_one: '{{count}} küünal',
    candles_other: '{{count}} küünalt',
    replies_one: '{{count}} järelhüüe',
    replies_other: '{{count}} järelhüüet',
    maiden: '(sünd. {{name}})',
    imageMissing: 'Pilti ei saanud laadida',
    views_one: '{{count}} vaatamine',
    views_other: '{{count}} vaatamist',
    published: 'Avaldatud {{date}}',
    born: 'Sündinud',
    died: 'Surnud',
    portraitAlt: '{{name}} portree',
  },
  errors: {
    generic: 'Midagi läks viltu',
    genericText: 'Lehe kuvamisel tekkis viga. Palun proovi uuesti.',
    retry: 'Proovi uuesti',
    home: 'Avalehele',
    network: 'Ühendus serveriga katkes. Kontrolli internetiühendust.',
    errorHeading: 'Viga',
    errorDefault: 'Tekkis ootamatu viga.',
    goBack: 'Jätka',
    noAccessHeading: 'Ligipääs puudub!',
    noAccessText: 'Sul ei ole selle lehe vaatamiseks õigusi.',
    notFoundHeading: 'Lehte ei leitud',
    notFoundText: 'Otsitud lehte ei ole olemas või see on eemaldatud.',
    shortcuts: 'Kiirlingid',
    toNotices: 'Teated',
    toArticles: 'Artiklid',
    toProviders: 'Matuseteenused',
    contactUs: 'Kui arvad, et siin peaks midagi olema, kirjuta meile:',
  },
};

export default et;
export type Messages = typeof et;
