/** Estonian text of the admin screens (the "admin" namespace). */
const adminEt = {
  home: {
    heading: 'Haldus',
    lead: 'Vali, mida soovid hallata.',
    empty: 'Sinu rollile ei ole praegu ühtegi haldusjaotist.',
  },
  /** The admin sections' names and one line each (sections.ts) */
  sections: {
    kasutajad: {
      title: 'Kasutajad',
      text: 'Kasutajate otsimine, rollide muutmine ja kontode kustutamine.',
    },
    pildid: {
      title: 'Pildid',
      text: 'Teadete taustapildid: üleslaadimine, järjekord, aktiveerimine ja kustutamine.',
    },
    artikild: {
      title: 'Artiklid',
      text: 'Kõik artiklid koos mustanditega: avaldamine, ülevaatuse tähtaeg ja toimetaja.',
    },
    luuletused: {
      title: 'Luuletused',
      text: 'Luulepank koos autori ja õigustega: lisamine, muutmine ja kustutamine.',
    },
  },
  users: {
    heading: 'Kasutajad',
    search: 'Otsi nime või e-posti järgi',
    searchButton: 'Otsi',
    found_one: 'Leitud {{count}} kasutaja',
    found_other: 'Leitud {{count}} kasutajat',
    empty: 'Kasutajaid ei leitud.',
    loadError: 'Kasutajaid ei õnnestunud laadida.',
    role: 'Roll',
    saveRole: 'Muuda rolli',
    roleSaved: 'Kasutaja {{name}} roll on nüüd „{{role}}“.',
    created: 'Konto loodud {{date}}',
    notices_one: '{{count}} teade',
    notices_other: '{{count}} teadet',
    you: '(sina)',
    selfNote: 'Oma rolli ja kontot siin muuta ei saa; oma andmed on lehel',
    selfLink: 'Minu konto',
    delete: 'Kustuta',
    deleteQuestion: 'Kas kustutada kasutaja {{name}} ({{email}})? Seda ei saa tagasi võtta.',
    deleteYes: 'Jah, kustuta',
    cancel: 'Loobu',
    deleted: 'Kasutaja {{name}} on kustutatud.',
    paging: 'Lehekülgedel liikumine',
    previous: 'Eelmine',
    next: 'Järgmine',
    pageOf: 'Lehekülg {{page}} / {{pages}}',
  },
  /** Paging of the admin's lists */
  pager: {
    label: 'Lehekülgedel liikumine',
    previous: 'Eelmine',
    next: 'Järgmine',
    pageOf: 'Lehekülg {{page}} / {{pages}}',
  },
  roles: {
    user: 'Kasutaja',
    provider: 'Teenusepakkuja',
    bannerManager: 'Bännerihaldur',
    admin: 'Administraator',
  },
};

export default adminEt;
export type AdminTexts = typeof adminEt;
