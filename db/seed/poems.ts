/**
 * Original short verses written for this demo (no real poet's work), offered on notices, and
 * their rights. No verse is a real poet's, so none has a year of death or is folk poetry: they
 * are Küünal's own, offered under the licence Küünal records for them (see
 * db/domain/poem-rights.ts). Protected poems by real poets (Marie Under, d. 1980, and the like)
 * are left out: Küünal holds no licence for them.
 */
import type { PoemMood, PoemNoticeType } from '#domain/vocabulary/poem-moods';
import type { PoemRightsFields } from '#domain/rules/poem-rights';

/** The rights every demo verse has: written for Küünal (added 21.11.2026) and used by it. */
export const DEMO_POEM_RIGHTS = {
  author: 'Küünal',
  authorDeathYear: null,
  folk: false,
  licenceGrantor: 'Küünal',
  licenceGrantedOn: '2026-11-21',
  licenceScope: 'Kirjutatud Küünla näidiseks, kasutamiseks Küünla teadetes',
} as const satisfies PoemRightsFields;

/** An untitled verse goes by its first line, without the punctuation that ends it. */
export const poemTitle = (body: string) => body.split('\n')[0]!.replace(/[\s,.;:!?]+$/u, '');

interface DemoPoem {
  body: string;
  mood: PoemMood;
  noticeTypes: PoemNoticeType[];
}

/**
 * Original short verses written for this demo (no real poet's work), each with how it sounds and
 * the notices it suits (1 funeral notice, 2 condolence, 3 memorial day): a verse that speaks to
 * the dead suits a funeral notice, one that comforts the living a condolence, one about the
 * yearly candle a memorial day. None is a prayer, so none has the mood "faith".
 */
export const DEMO_POEMS: readonly DemoPoem[] = [
  {
    mood: 'memory',
    noticeTypes: [1, 2, 3],
    body: `Süütan küünla aknalauale,
väike leek on vaikne ja soe.
Ta räägib sinust ilma sõnadeta
ja hoiab kodu ukse lahti.`,
  },
  {
    mood: 'nature',
    noticeTypes: [1, 3],
    body: `Langevad lehed vaikselt maha,
kuldsed ja punased, ükshaaval.
Nii läksid sinagi, tasa,
nagu sügis oma viimsel päeval.`,
  },
  {
    mood: 'nature',
    noticeTypes: [1, 3],
    body: `Meri hingab õhtuvalgel,
laine silitab liiva.
Paat on randa tõmmatud,
võrgud kuivavad aia peal.
Kus taevas ja vesi saavad üheks,
seal näen ma sind ikka.`,
  },
  {
    mood: 'memory',
    noticeTypes: [1, 3],
    body: `Kask su kodu värava ees
sosistab tuules su nime.
Ta mäletab su samme rajal
ja su kätt oma koorel.`,
  },
  {
    mood: 'memory',
    noticeTypes: [1, 2, 3],
    body: `Mälestus on nagu tuli ahjus,
ta soojendab ka siis, kui õues on külm.
Me istume õhtuti ta ümber
ja meenutame sind ikka ja jälle.`,
  },
  {
    mood: 'comfort',
    noticeTypes: [1, 2],
    body: `Kui päike vajub metsa taha,
jääb taevaserva kauaks kuma.
Nii jäi ka sinust meile maha
see vaikne valgus, soe ja hea.`,
  },
  {
    mood: 'memory',
    noticeTypes: [3],
    body: `Kodu aknas põleb tuli,
laual seisab sinu tass.
Aed on täis su istutatud lilli,
mis igal kevadel õitsevad taas.`,
  },
  {
    mood: 'farewell',
    noticeTypes: [1],
    body: `Lumi katab vaikselt välja,
valge ja puhas on kõik.
Puhka rahus, meie kallis,
su päevatöö on tehtud.`,
  },
  {
    mood: 'farewell',
    noticeTypes: [1, 2],
    body: `Rändlinnud lendavad lõunasse,
taevast kostab nende hüüd.
Ka sina läksid pikale teele,
kuid kevadel toob tuul su tervituse.`,
  },
  {
    mood: 'memory',
    noticeTypes: [1, 3],
    body: `Su käed, mis küpsetasid leiba
ja silitasid meie pead,
nüüd puhkavad. Me hoiame
su õpetusi, kõike head.`,
  },
  {
    mood: 'nature',
    noticeTypes: [1],
    body: `Sa tundsid metsas iga rada,
iga allikat ja kivi.
Nüüd käid radu, mida me ei näe,
kuid tuules kuuleme su samme.`,
  },
  {
    mood: 'comfort',
    noticeTypes: [1, 2, 3],
    body: `Öö on selge, tähed põlevad,
üks neist särab eredamalt.
Ma tean, et see oled sina,
kes vaatab meid ülevalt.`,
  },
  {
    mood: 'comfort',
    noticeTypes: [2, 3],
    body: `Aeg voolab nagu jõgi,
viib kaasa päevad ja aastad.
Vaid mälestus sinust on kivi,
mida vool ei vii.`,
  },
  {
    mood: 'memory',
    noticeTypes: [3],
    body: `Igal aastal sel päeval
süütame küünla su pildi ees.
Leek väriseb, aga ei kustu,
nagu armastus meie sees.`,
  },
  {
    mood: 'farewell',
    noticeTypes: [1, 3],
    body: `Jäid vaikseks kodutee kased,
jäi tühjaks pink värava all.
Veel lõhnab aias sinu sirel,
veel kostab köögist su samm.
Me teame, et sa ei tule,
kuid ootame ikkagi sind,
sest kõik, mida sa meile andsid,
jääb meiega igaveseks.`,
  },
];

/** The verses' texts (the demo notices pick their poems from these) */
export const POEMS: readonly string[] = DEMO_POEMS.map((poem) => poem.body);
