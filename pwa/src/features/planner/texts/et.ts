/**
 * Estonian text of "Matuse projektijuht", the funeral planner (the "planner" namespace): the
 * tasks of the help guide and the funeral, by their template keys (db/domain/planner.ts), and
 * the screen's words. Loaded with the planner's chunk.
 */
const plannerEt = {
  lead: 'Kõik, mida lähedase surma järel teha, ühes nimekirjas: sisesta surmakuupäev ja (kui on teada) matuse kuupäev, ja iga ülesanne saab tähtaja. Nimekiri on sinu seadmes ja töötab ka võrguta.',
  guide: 'Loe juhendit „Kuidas käituda lähedase surma korral“',
  dates: 'Kuupäevad',
  deathDate: 'Surmakuupäev',
  funeralDate: 'Matuse kuupäev',
  deathCalendar: 'Vali surmakuupäev kalendrist',
  funeralCalendar: 'Vali matuse kuupäev kalendrist',
  datesOrder: 'Matus ei saa olla enne surmakuupäeva.',
  countdown_one: 'Matusteni {{count}} päev',
  countdown_other: 'Matusteni {{count}} päeva',
  today: 'Matused on täna',
  past: 'Matused on möödas',
  progress: '{{done}} / {{total}} tehtud',
  tasksHeading: 'Ülesanded',
  due: 'Tähtaeg {{day}}',
  afterDeath_one: '{{count}} päev pärast surma',
  afterDeath_other: '{{count}} päeva pärast surma',
  beforeFuneral_one: '{{count}} päev enne matuseid',
  beforeFuneral_other: '{{count}} päeva enne matuseid',
  onFuneralDay: 'matusepäeval',
  needsDeath: 'Tähtaeg selgub, kui sisestad surmakuupäeva.',
  needsFuneral: 'Tähtaeg selgub, kui sisestad matuse kuupäeva.',
  overdue: 'tähtaeg möödas',
  note: 'Märkus',
  changedBy: 'Muutis {{name}}, {{day}} kell {{time}}',
  notSent: 'ootab saatmist',
  deleteTask: 'Kustuta',
  addHeading: 'Lisa oma ülesanne',
  addTitle: 'Ülesanne',
  add: 'Lisa',
  share: {
    heading: 'Jaga lähedastega',
    lead: 'Jagatud nimekirja näevad ja muudavad kõik, kellel on link. Iga muudatuse juures on muutja nimi ja aeg.',
    name: 'Sinu nimi',
    nameHint: 'Näidatakse sinu muudatuste juures, nt „Muutis Mari“.',
    button: 'Jaga lähedastega',
    sharing: 'Loon linki…',
    link: 'Privaatne link',
    linkHint: 'Saada see link ainult neile, kes korraldavad matuseid koos sinuga.',
    copy: 'Kopeeri link',
    copied: 'Link on kopeeritud.',
    offline: 'Jagamiseks on vaja internetiühendust.',
  },
  who: {
    heading: 'Kes sa oled?',
    lead: 'Sind kutsuti koos korraldama. Sinu nimi jääb sellesse seadmesse ja seda näidatakse sinu muudatuste juures.',
    save: 'Jätka',
  },
  sync: {
    synced: 'Kõik muudatused on jagatud.',
    offline: 'Võrguühendus puudub: muudatused on seadmes ja saadetakse, kui ühendus tagasi tuleb.',
    refused: 'Muudatust ei salvestatud: {{message}}',
    firstOpen: 'Jagatud projektijuhi esmakordseks avamiseks on vaja internetiühendust.',
  },
  tasks: {
    'death-registration': {
      title: 'Surmateatis ja surma registreerimine',
      hint: 'Arst vormistab surmateatise ja surm registreeritakse elektrooniliselt (alates 2019. aasta juulist). Küsi arstilt surmateatise number: seda küsib matusebüroo.',
    },
    'tell-family': {
      title: 'Teata lähedastele',
      hint: 'Helista kõige lähematele ise; teistele võib teatada keegi pere nimel.',
    },
    'funeral-home': {
      title: 'Vali matusebüroo',
      hint: 'Matusebüroo aitab hoiustamise, kirstu, transpordi ja tseremooniaga.',
      link: 'Matuseteenused',
    },
    offers: {
      title: 'Küsi matusebüroodelt pakkumisi',
      hint: 'Üks päring, mitu pakkujat: pakkumised tulevad sulle.',
      link: 'Küsi hinnapakkumist',
    },
    'tell-employer': {
      title: 'Teata tööandjale',
      hint: 'Oma tööandjale (vabad päevad) ja lahkunu tööandjale.',
    },
    cemetery: {
      title: 'Broneeri kalmistu või tuhastamine',
      hint: 'Lepi kokku hauaplats ja matmise aeg kalmistu haldajaga või tuhastamise aeg krematooriumiga; seda võib teha ka matusebüroo.',
    },
    notice: {
      title: 'Avalda surmakuulutus',
      hint: 'Matuse aeg ja koht, et lähedased jõuaksid kohale.',
      link: 'Lisa teade',
    },
    music: {
      title: 'Muusika',
      hint: 'Laulud ja lood tseremooniale: elav muusika, organist või salvestis.',
    },
    wake: {
      title: 'Peied',
      hint: 'Koht, toit ja külaliste arv; broneeri varakult.',
    },
    flowers: {
      title: 'Lilled ja pärjad',
      hint: 'Telli pärjad ja lillede lindid tekstiga.',
    },
    'funeral-day': {
      title: 'Matusepäev',
      hint: 'Ajakava, transport, kes räägib; kes toob lilled ja dokumendid.',
    },
    'funeral-benefit': {
      title: 'Taotle matusetoetust',
      hint: 'Matusetoetust maksab lahkunu elukoha omavalitsus; summa ja tähtaeg sõltuvad vallast või linnast.',
    },
    'pension-bank': {
      title: 'Pension, pank ja toetused',
      hint: 'Teata pangale; uuri Sotsiaalkindlustusametist toitjakaotuspensioni ja viimaseid makseid.',
    },
    documents: {
      title: 'Dokumendid ja lepingud',
      hint: 'Lõpeta lepingud (telefon, elekter, tellimused), vaata üle kindlustused ja volitused.',
    },
    estate: {
      title: 'Pärimine ja notar',
      hint: 'Pärimismenetlust alustab notar. Pärandist saab loobuda kolme kuu jooksul pärast seda, kui said pärimisest teada.',
    },
  },
};

export type PlannerTexts = typeof plannerEt;
export default plannerEt;
