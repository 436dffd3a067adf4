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
    teenused: {
      title: 'Teenused',
      text: 'Kataloogi teenusekategooriad: nimi, kirjeldus, ikoon ja järjekord.',
    },
    ettevote: {
      title: 'Ettevõtted',
      text: 'Kataloogi ettevõtete otsimine, lisamine, muutmine, omaniku taotlused ja kustutamine.',
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
  roles: {
    user: 'Kasutaja',
    provider: 'Teenusepakkuja',
    bannerManager: 'Bännerihaldur',
    admin: 'Administraator',
  },
};

export default adminEt;
export type AdminTexts = typeof adminEt;
