import type { NoticeHideReason } from '#domain/vocabulary/statuses';

/** Estonian text of the admin screens (the "admin" namespace). */
const adminEt = {
  home: {
    heading: 'Haldus',
    lead: 'Vali, mida soovid hallata.',
    empty: 'Sinu rollile ei ole praegu ühtegi haldusjaotist.',
  },
  /** The admin home's alerts from the site's jobs (role 10) */
  alerts: {
    heading: 'Teavitused',
    none: 'Avatud teavitusi ei ole.',
    open_one: '{{count}} avatud teavitus',
    open_other: '{{count}} avatud teavitust',
    loadError: 'Teavitusi ei õnnestunud laadida.',
    seen: 'Märgi loetuks',
    seenLabel: 'Märgi loetuks: {{message}}',
  },
  /** The sections' navigation on every section page */
  nav: {
    label: 'Haldusjaotised',
  },
  pager: {
    label: 'Lehekülgedel liikumine',
    previous: 'Eelmine',
    next: 'Järgmine',
    pageOf: 'Lehekülg {{page}} / {{pages}}',
  },
  /** The sections' filter forms */
  filter: {
    from: 'Alates',
    to: 'Kuni',
    calendar: 'Vali kuupäev kalendrist',
    submit: 'Otsi',
    all: 'Kõik',
  },
  /** Why a notice was hidden (NOTICE_HIDE_REASONS): the notices section and the log */
  hideReasons: {
    scam: 'Pettus (nt teate koopia)',
    duplicate: 'Topeltteade',
    offensive: 'Solvav sisu',
    private_data: 'Privaatsed andmed',
    family_request: 'Lähedaste palve',
    refunded: 'Raha tagastatud',
  } satisfies Record<NoticeHideReason, string>,
  /** The admin sections' names and one line each (sections.ts) */
  sections: {
    ulevaade: {
      title: 'Ülevaade',
      text: 'Müük, teated, küünlad ja kaastundeavaldused 7, 30 või 365 päeva kaupa, võrdlus eelmise perioodiga ja CSV-fail.',
    },
    moderatsioon: {
      title: 'Moderatsioon',
      text: 'Teatatud ja kinni hoitud järelhüüded ning arvustused: kinnita, peida, taasta või saada edasi.',
    },
    kasutajad: {
      title: 'Kasutajad',
      text: 'Kasutajate otsimine, rollide muutmine ja kontode kustutamine.',
    },
    banner: {
      title: 'Bännerid',
      text: 'Reklaambännerid avalehel, nimekirjades, artiklites ja kataloogis: ajakava, kaal, vaatamised ja klikid.',
    },
    teated: {
      title: 'Teated',
      text: 'Kõigi teadete otsimine, teate peitmine põhjusega ja taastamine.',
    },
    logi: {
      title: 'Logi',
      text: 'Kes mida millal tegi: kõik haldustoimingud.',
    },
    orders: {
      title: 'Tellimused',
      text: 'Tellimuste otsing, makse üksikasjad, tagastused ja kinnituskirjad.',
    },
    teenused: {
      title: 'Teenused',
      text: 'Kataloogi teenusekategooriad: nimi, kirjeldus, ikoon ja järjekord.',
    },
    ettevote: {
      title: 'Ettevõtted',
      text: 'Kataloogi ettevõtete otsimine, lisamine, muutmine, omaniku taotlused ja kustutamine.',
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
