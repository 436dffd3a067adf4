/**
 * Texts of the static pages (i18next namespace "pages", loaded with this lazy chunk): the contact
 * page's, and the frame of the privacy and terms pages, whose texts are pages of the help API.
 * The contact details themselves come from lib/site.ts.
 */

const pagesEt = {
  legal: {
    updated: 'Viimati uuendatud {{date}}',
    loadError: 'Lehte ei õnnestunud laadida.',
    notSaved: 'Seda lehte pole sellesse seadmesse salvestatud. Ava see uuesti, kui oled võrgus.',
  },
  contact: {
    heading: 'Kontakt',
    lead: 'Aitame teate lisamisel, parandamisel ja eemaldamisel ning vastame küsimustele tööpäevadel ühe päeva jooksul.',
    sections: [
      {
        heading: 'Teate lisamine ja muutmine',
        paragraphs: [
          'Kui teate lisamine ei õnnestu või soovid avaldatud teadet parandada, kirjuta meile ja lisa teate link või lahkunu nimi. Kiireloomulistes küsimustes (näiteks ärasaatmise aeg on muutunud) helista.',
        ],
      },
      {
        heading: 'Matusebürood ja koostöö',
        paragraphs: [
          'Matusebürood ja teised teenusepakkujad saavad oma ettevõtte Küünla teenuste kataloogi lisada. Koostööettepanekud saada e-postiga.',
        ],
      },
    ],
  },
  contactForm: {
    heading: 'Kirjuta meile',
    lead: 'Vastame tööpäevadel tavaliselt ühe päeva jooksul.',
    name: 'Sinu nimi',
    email: 'Sinu e-post',
    emailHint: 'Vastame sellele aadressile.',
    message: 'Sõnum',
    website: 'Veebileht (jäta tühjaks)',
    counter: '{{count}}/{{max}}',
    counterLabel: 'Kasutatud {{count}} märki {{max}}-st',
    submit: 'Saada',
    sent: 'Aitäh! Vastame sulle e-posti teel esimesel võimalusel, tavaliselt ühe tööpäeva jooksul.',
  },
  validation: {
    required: 'Kohustuslik väli.',
    tooLong: 'Võib olla kuni {{maximum}} märki.',
    email: 'Sisesta korrektne e-posti aadress.',
    invalid: 'Vigane väärtus.',
  },
  contactLabels: {
    email: 'E-post',
    phone: 'Telefon',
    address: 'Aadress',
    hours: 'Tööaeg',
    hoursValue: 'E–R 9.00–17.00',
    company: 'Küünal OÜ',
    details: 'Kontaktandmed',
  },
  updatedLabel: 'Uuendatud',
};

export default pagesEt;
export type PageTexts = typeof pagesEt;
