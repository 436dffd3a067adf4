/**
 * The company owner's screens (claiming a company, confirming the claim, editing the page),
 * namespace "owner". English and Russian are typed by this shape.
 */
import { PRICE_GROUPS, type PriceGroup } from '#domain/rules/prices';

/** The same message for a wrong amount in every price group's field. */
export function pricesInvalid(message: string): Record<PriceGroup, { invalid: string }> {
  return Object.fromEntries(PRICE_GROUPS.map((group) => [group, { invalid: message }])) as Record<
    PriceGroup,
    { invalid: string }
  >;
}

const ownerEt = {
  validation: {
    required: 'Kohustuslik väli.',
    tooLong: 'Võib olla kuni {{maximum}} märki.',
    email: 'Sisesta korrektne e-posti aadress.',
    regCode: 'Registrikood on 8 numbrit ja selle kontrollnumber peab klappima.',
    invalid: 'Vigane väärtus.',
  },
  fieldValidation: {
    companyId: { required: 'Vali ettevõte nimekirjast.', invalid: 'Vali ettevõte nimekirjast.' },
    website: { invalid: 'Sisesta veebiaadress, nt https://näide.ee.' },
    registryCode: { invalid: 'Registrikoodi kontrollnumber ei klapi.' },
    prices: pricesInvalid('Sisesta summa eurodes, nt 450 või 450,50.'),
  },
  loading: 'Laadin…',
  loadError: 'Ettevõtte andmeid ei õnnestunud laadida.',
  retry: 'Proovi uuesti',
  claim: {
    lead: 'Kas oled matusebüroo omanik või esindaja? Leia oma ettevõte kataloogist ja kinnita, et see on sinu oma. Kinnituslink saadetakse ettevõtte kataloogis olevale e-posti aadressile.',
    search: 'Ettevõtte nimi',
    searchHint: 'Kirjuta vähemalt 2 tähte.',
    results: 'Leitud ettevõtted',
    noResults: 'Sellise nimega ettevõtet ei leitud.',
    claimed: 'juba kinnitatud',
    chosen: 'Valitud: {{name}}',
    registryCode: 'Registrikood',
    registryCodeHint: 'Äriregistri 8-kohaline kood.',
    submit: 'Saada kinnituslink',
    sent: 'Kinnituslink saadeti aadressile {{email}}. Ava e-kirjas olev link, kui oled sisse logitud.',
    pending: 'Ootab kinnitust: {{name}}',
    validUntil: 'Link kehtib kuni {{date}}.',
    resend: 'Saada uuesti',
    resent: 'Uus kinnituslink on saadetud, eelmine enam ei kehti.',
    another: 'Taotle mõnda teist ettevõtet',
  },
  confirm: {
    working: 'Kinnitan…',
    done: 'Ettevõte on kinnitatud',
    doneLead: '{{name}} leht on nüüd sinu hallata.',
    edit: 'Muuda ettevõtte andmeid',
    noToken: 'Lingis puudub kinnituskood. Ava e-kirjas olev link uuesti.',
    failed: 'Ettevõtet ei õnnestunud kinnitada',
    failedLead: 'Link võib olla juba kasutatud, aegunud või mõeldud teisele kasutajale.',
    again: 'Taotle uut linki',
  },
  edit: {
    name: 'Ettevõtte nimi',
    verified: 'Kinnitatud',
    updatedAt: 'Viimati uuendatud {{date}}',
    neverUpdated: 'Andmeid pole veel uuendatud',
    view: 'Vaata ettevõtte lehte',
    basics: 'Ettevõttest',
    description: 'Tutvustus',
    contacts: 'Kontaktid',
    phone: 'Telefon',
    email: 'E-post',
    website: 'Koduleht',
    address: 'Aadress',
    transportPhone: 'Surnuveo telefon (24/7)',
    transportPhoneHint: 'Number, mis vastab ööpäev läbi. Jäta tühjaks, kui sellist pole.',
    services: 'Teenused',
    prices: 'Hinnad',
    pricesHint: 'Madalaim hind eurodes koos käibemaksuga. Jäta tühjaks, kui teenust ei paku.',
    confirmedOn: 'Kinnitatud {{date}}',
    unconfirmed: 'Kinnitamata (üle 12 kuu vana)',
    confirmPrices: 'Kinnitan hinnad',
    pricesConfirmed: 'Hinnad on kinnitatud',
    hours: 'Lahtiolekuajad',
    closedUntil: 'Ajutiselt suletud kuni',
    closedUntilHint: 'Jäta tühjaks, kui oled avatud.',
    place: 'Asukoht',
    noPlace: 'Asukohta pole määratud.',
    pinHint: 'Vali koht otsingust või puuduta kaardil kohta, kus ettevõte asub.',
    pinMap: 'Ettevõtte asukoht kaardil',
    save: 'Salvesta',
    saved: 'Salvestatud',
  },
  logo: {
    legend: 'Logo',
    hint: 'JPEG, PNG või WebP, vähemalt 300 × 300 pikslit.',
    alt: 'Ettevõtte logo',
    choose: 'Vali logo',
    replace: 'Vaheta logo',
    remove: 'Eemalda logo',
    uploading: 'Laadin logo üles… {{percent}}%',
    failed: 'Logo üleslaadimine ebaõnnestus.',
    browser: 'See brauser ei saa pilte üles laadida.',
    unsupported: 'See fail ei ole JPEG-, PNG- ega WebP-pilt.',
    tooLarge: 'Fail on suurem kui {{megabytes}} MB.',
  },
  day: {
    holidays: 'Riigipühad',
  },
  dayKind: {
    unknown: 'Teadmata',
    closed: 'Suletud',
    allDay: 'Ööpäev läbi',
    intervals: 'Kellaajad',
    asWeekday: 'Nagu tavalisel nädalapäeval',
  },
  interval: {
    from: 'Algus',
    to: 'Lõpp',
    add: 'Lisa vahemik',
    remove: 'Eemalda vahemik {{n}}',
  },
  place: {
    searching: 'Otsin…',
    results: 'Leitud kohti: {{count}}',
    noResults: 'Sellist kohta ei leitud.',
    clear: 'Eemalda koht',
  },
  hoursProblem: {
    time: 'Kellaaeg peab olema vahemikus 00:00–24:00.',
    endNotAfterStart: 'Lõpp peab olema hiljem kui algus.',
    overlap: 'Vahemikud ei tohi kattuda ega olla vales järjekorras.',
    noIntervals: 'Lisa vähemalt üks vahemik.',
    date: 'Vigane kuupäev.',
  },
};

export type OwnerTexts = typeof ownerEt;
export default ownerEt;
