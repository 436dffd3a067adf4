/**
 * Long texts of the static pages (i18next namespace "pages", loaded with this lazy chunk).
 * The contact details themselves come from lib/site.ts.
 */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface StaticPageText {
  heading: string;
  lead: string;
  updated?: string;
  sections: PageSection[];
}

const pagesEt = {
  privacy: {
    heading: 'Privaatsuspoliitika',
    lead: 'Küünal kogub ainult neid andmeid, mida on vaja teate avaldamiseks, maksmiseks ja mälestamiseks. Me ei müü andmeid edasi ega kasuta reklaamijälgimist.',
    updated: 'Viimati uuendatud 25. novembril 2026',
    sections: [
      {
        heading: 'Kes andmeid töötleb',
        paragraphs: [
          'Andmete vastutav töötleja on Küünal OÜ, Narva mnt 5, 10117 Tallinn. Andmekaitse küsimustes kirjuta aadressil info@kyynal.ee.',
        ],
      },
      {
        heading: 'Milliseid andmeid me hoiame',
        paragraphs: ['Teate avaldamisel ja külastamisel salvestame järgmised andmed:'],
        items: [
          'Teate lisaja nimi ja e-posti aadress – et saata kinnitus, arve ja muutmislink ning vajadusel teatega seoses ühendust võtta.',
          'Maksja andmed – eraisiku nimi või ettevõtte nimi, aadress, registrikood ja arve e-posti aadress, mida raamatupidamise seadus nõuab arve koostamiseks ja säilitamiseks.',
          'Teate sisu – lahkunu nimi, kuupäevad, tekstid ja pildid, mille lisaja on avaldamiseks esitanud.',
          'Järelhüüded – kirjutaja nimi ja tekst, mis avaldatakse teate juures.',
          'Külastaja küpsis – juhuslik tunnus, mis võimaldab piirata küünalde süütamist (üks küünal teate kohta tunnis) ja kaitsta vorme võltsitud päringute eest. Küpsis ei sisalda isikuandmeid ega seo sind sinu nimega.',
          'Hinnapäringud – soovitud teenused, asula, kuupäev, eelarve ja sõnum ning saatja nimi, e-post ja telefon. Teenusepakkujad näevad nime, e-posti ja telefoni alles siis, kui oled nende pakkumise vastu võtnud, ning asukohast ainult asulat.',
          'Konto – nimi, e-posti aadress ja parooli räsi (parooli ennast me ei hoia). Konto saab kustutada konto lehelt.',
          'Arvustused – sotsiaalkontoga sisselogimisel saadud nimi, hinne ja tekst, mis avaldatakse ettevõtte lehel.',
          'Teavitused – kui jälgid teadet, hoiame sinu brauseri teavituste aadressi ja jälgitavate teadete loetelu. Jälgimise lõpetamisel kustutame need.',
          'Kontaktivorm – nimi, e-posti aadress ja sõnum saadetakse e-kirjaga meie postkasti. Pärast saatmist kustutame sõnumi teksti oma saatmisjärjekorrast.',
          'Matuse projektijuht – kuupäevad, ülesanded ja märkmed jäävad sinu seadmesse. Kui jagad projektijuhti lähedastega, hoiame selle koopiat koos muutjate nimedega serveris; ilma lingita ei näe seda keegi.',
        ],
      },
      {
        heading: 'Mida me ei tee',
        paragraphs: [
          'Me ei kasuta reklaamiküpsiseid ega kolmandate osapoolte jälgimisskripte ning ei müü ega anna andmeid turunduseks edasi. Jagamisnupud on tavalised lingid, mis ei laadi sotsiaalvõrgustike skripte enne, kui neile vajutad.',
        ],
      },
      {
        heading: 'Kui kaua andmeid säilitame',
        paragraphs: [
          'Avaldatud teade on nähtav seni, kuni lisaja palub selle eemaldada. Maksete ja arvete andmeid säilitame raamatupidamise seaduses nõutud seitse aastat. Külastaja küpsise kehtivus on üks aasta. Hinnapäringud koos kontaktandmetega kustutame 90 päeva pärast päringu sulgemist (kinnitamata päringud 90 päeva pärast saatmist). Jagatud projektijuhi koopia kustutame, kui seda pole aasta jooksul muudetud.',
        ],
      },
      {
        heading: 'Sinu õigused',
        paragraphs: [
          'Sul on õigus küsida, milliseid andmeid me sinu kohta hoiame, ning nõuda nende parandamist või kustutamist, kui seadus ei nõua nende säilitamist. Kirjuta info@kyynal.ee. Kui leiad, et oleme sinu andmeid töödelnud valesti, võid pöörduda Andmekaitse Inspektsiooni poole.',
        ],
      },
    ],
  },
  terms: {
    heading: 'Kasutustingimused',
    lead: 'Need tingimused kehtivad teadete avaldamisel ja Küünla kasutamisel. Teate avaldamisega kinnitad, et oled tingimustega tutvunud ja nõustud nendega.',
    updated: 'Viimati uuendatud 25. novembril 2026',
    sections: [
      {
        heading: 'Teate avaldamine',
        paragraphs: [
          'Küünlas saab avaldada ärasaatmisteateid, kaastundeavaldusi ja mälestuspäeva teateid. Teate lisaja kinnitab, et:',
        ],
        items: [
          'tal on õigus teadet avaldada ning lahkunu lähedased ei ole sellele vastu;',
          'teates esitatud andmed on õiged ning pildid tohib avaldada;',
          'teade ei sisalda solvavat, reklaamivat ega seadusevastast sisu.',
        ],
      },
      {
        heading: 'Modereerimine',
        paragraphs: [
          'Jätame endale õiguse peita või eemaldada teateid ja järelhüüdeid, mis rikuvad neid tingimusi, head tava või kellegi õigusi. Järelhüüded ilmuvad kohe, kuid vaatame need üle ning eemaldame sobimatud. Kui märkad sobimatut sisu, kirjuta info@kyynal.ee.',
        ],
      },
      {
        heading: 'Hinnad ja maksmine',
        paragraphs: [
          'Teate avaldamine on tasuline; hind sõltub sellest, kas maksja on eraisik või ettevõte, ning sisaldab käibemaksu. Hind on näha enne maksmist. Teade avaldatakse automaatselt kohe pärast makse õnnestumist ja arve saadetakse maksja e-posti aadressile. Küünla süütamine, järelhüüete kirjutamine ja teadete jagamine on tasuta.',
        ],
      },
      {
        heading: 'Muutmine ja tagasimaksed',
        paragraphs: [
          'Avaldatud teate teksti saab parandada e-kirjaga saadetud muutmislingi kaudu. Kui makse on tehtud, kuid teadet ei ole tehnilise vea tõttu avaldatud, tagastame summa täielikult. Juba avaldatud teate eest raha üldjuhul ei tagastata; kui teade eemaldatakse lisaja soovil 24 tunni jooksul pärast avaldamist, tagastame poole hinnast. Tagasimakse tehakse 14 päeva jooksul samale kontole, millelt makse tehti.',
        ],
      },
      {
        heading: 'Vastutus',
        paragraphs: [
          'Teate sisu eest vastutab selle lisaja. Küünal teeb kõik, et teenus oleks pidevalt kättesaadav, kuid ei vastuta hooldustöödest või kolmandate osapoolte riketest tingitud katkestuste eest.',
        ],
      },
    ],
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
