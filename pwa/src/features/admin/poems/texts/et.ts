/** Estonian text of the admin's poem bank (the "adminPoems" namespace). */
import { NOTICE_TYPE_NAMES } from '#domain/vocabulary/notice-types';
const adminPoemsEt = {
  heading: 'Luuletused',
  lead: 'Luulepank, millest teate koostaja ja luuletuste näidised pakuvad. Pakutakse ainult aktiivseid luuletusi, mida tohib kasutada.',
  add: 'Lisa luuletus',
  search: 'Otsi pealkirja, autori või teksti järgi',
  searchButton: 'Otsi',
  list: {
    found: 'Leitud luuletusi: {{count}}',
    empty: 'Luuletusi ei leitud.',
    loadError: 'Luuletusi ei õnnestunud laadida.',
  },
  item: {
    folk: 'rahvaluule',
    died: 'surnud {{year}}',
    offered: 'Pakutakse',
    inactive: 'Ei pakuta: luuletus on peidetud',
    protected: 'Ei pakuta: autoriõigus kehtib {{year}}. aasta alguseni ja luba pole kirja pandud',
    noRights: 'Ei pakuta: autori surma-aasta ja luba on märkimata',
    licence: 'Luba: {{text}}',
    used: 'Kasutusel teadetes: {{count}}',
    edit: 'Muuda',
    delete: 'Kustuta',
    deleteQuestion:
      'Kas kustutada luuletus „{{title}}“? Teadetes, mis seda kasutavad ({{count}}), jääb tekst alles, kuid autori ja pealkirja rida kaob.',
    deleteYes: 'Jah, kustuta',
    cancel: 'Loobu',
    deleted: 'Luuletus „{{title}}“ on kustutatud.',
    saved: 'Luuletus „{{title}}“ on salvestatud.',
  },
  form: {
    newHeading: 'Uus luuletus',
    editHeading: 'Muuda luuletust',
    title: 'Pealkiri',
    body: 'Tekst',
    rights: 'Autor ja õigused',
    rule: 'Luuletust tohib pakkuda, kui see on rahvaluule, kui autor suri üle 70 aasta tagasi (luuletus on vaba 71. aasta 1. jaanuarist pärast surma-aastat) või kui luba on kirja pandud: kes selle andis, millal ja mis ulatuses. Kaitstud luuletuse saab ilma loata salvestada ainult peidetuna.',
    folk: 'Rahvaluule (autorit pole)',
    author: 'Autor',
    deathYear: 'Autori surma-aasta',
    deathYearHint: 'Jäta tühjaks, kui autor elab või aasta pole teada.',
    licence: 'Luba',
    licenceHint: 'Kaitstud luuletusele: täida kõik kolm välja või jäta kõik tühjaks.',
    grantor: 'Loa andja',
    grantedOn: 'Loa kuupäev',
    scope: 'Loa ulatus',
    mood: 'Meeleolu',
    moods: {
      comfort: 'Lohutus',
      farewell: 'Hüvastijätt',
      memory: 'Mälestus',
      nature: 'Loodus',
      faith: 'Usk',
    },
    types: 'Sobib teatele',
    typeNames: {
      // the poem bank numbers the notice types 1–3 (db/domain/poem-moods.ts)
      '1': NOTICE_TYPE_NAMES[0],
      '2': NOTICE_TYPE_NAMES[1],
      '3': NOTICE_TYPE_NAMES[2],
    },
    active: 'Aktiivne: pakutakse teate koostajas ja näidistes',
    save: 'Salvesta',
    cancel: 'Loobu',
  },
  validation: {
    required: 'Kohustuslik väli.',
    tooShort: 'Peab olema vähemalt {{minimum}} märki.',
    tooLong: 'Võib olla kuni {{maximum}} märki.',
    invalid: 'Vigane väärtus.',
  },
  fieldValidation: {
    author: { required: 'Märgi autor või vali „Rahvaluule“.' },
    authorDeathYear: { invalid: 'Rahvaluulel pole autori surma-aastat; aasta on 1000–9999.' },
    noticeTypes: { required: 'Vali vähemalt üks teate liik.' },
  },
};

export default adminPoemsEt;
export type AdminPoemsTexts = typeof adminPoemsEt;
