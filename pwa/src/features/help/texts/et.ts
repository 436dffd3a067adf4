/**
 * Estonian text of the help pages' frame (the "help" namespace): the pages' own words come from
 * the API (GET /api/help/:slug); these are the labels around them. Loaded with the help chunk.
 */
import { NOTICE_TYPE_NAMES } from '#domain/vocabulary/notice-types';
const helpEt = {
  loadError: 'Lehte ei õnnestunud laadida.',
  notSaved: 'Seda lehte pole sellesse seadmesse salvestatud. Ava see uuesti, kui oled võrgus.',
  reviewed: 'Viimati üle vaadatud {{date}}, {{who}}',
  checked: 'Viimati kontrollitud {{date}}',
  deadline: 'Tähtaeg',
  newTab: '(avaneb uues aknas)',
  more: 'Vaata ka',
  links: {
    poems: 'Luuletuste näidised',
    condolences: 'Kaastundeavalduse näidised',
    planner: 'Matuse projektijuht',
    directory: 'Matuseteenused',
  },
  poems: {
    heading: 'Luuletused',
    filters: 'Vali luuletusi',
    mood: 'Meeleolu',
    type: 'Teate liik',
    any: 'Kõik',
    moods: {
      comfort: 'Lohutus',
      farewell: 'Hüvastijätt',
      memory: 'Mälestus',
      nature: 'Loodus',
      faith: 'Usk',
    },
    types: {
      // the poem bank numbers the notice types 1–3 (db/domain/poem-moods.ts)
      '1': NOTICE_TYPE_NAMES[0],
      '2': NOTICE_TYPE_NAMES[1],
      '3': NOTICE_TYPE_NAMES[2],
    },
    found_one: '{{count}} luuletus',
    found_other: '{{count}} luuletust',
    empty: 'Nende valikutega luuletusi ei leitud. Proovi teist meeleolu või teate liiki.',
    loadError: 'Luuletusi ei õnnestunud laadida.',
    free: 'Vabalt kasutatav',
    licensed: 'Kasutusluba: {{licence}}',
    folk: 'rahvaluule',
    died: 'surnud {{year}}',
    use: 'Kasuta teates',
    useLabel: 'Kasuta teates: „{{title}}“',
  },
  condolences: {
    samples: 'Näidistekstid',
    use: 'Sõnad, mis sobivad',
    avoid: 'Mida vältida',
    useThis: 'Kasuta seda',
    useThisLabel: 'Kasuta seda näidist kaastundeavalduses: {{start}}',
  },
};

export default helpEt;
export type HelpTexts = typeof helpEt;
