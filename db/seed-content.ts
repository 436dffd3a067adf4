/**
 * Demo content: Estonian names, original mourning verses, notice wording and a generator of
 * whole notices. Pure and deterministic for a given PRNG; cheap enough to make 100,000 rows.
 */
import type { NoticeType } from './domain/notice-types';

// ---------------------------------------------------------------- randomness

export type Rng = () => number;

/** mulberry32: a tiny, fast, seedable PRNG giving floats in [0, 1). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export const randomInt = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)]!;

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const HEX = '0123456789abcdef';
export function randomHex(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += HEX[Math.floor(rng() * 16)];
  return out;
}

// ---------------------------------------------------------------- names

/** A word list written as text: runs once at load, so the lists stay readable. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export type Gender = 'female' | 'male';
/** Words that differ by the deceased's gender, as [female, male]. */
type Gendered = readonly [string, string];
const byGender = (word: Gendered, gender: Gender) => (gender === 'female' ? word[0] : word[1]);

export const FEMALE_NAMES = words(`
  Ülle Õie Tiiu Maie Mall Sirje Aino Helgi Leida Linda Salme Hilja Vaike Laine Maimu Evi Reet
  Tiina Anne Kersti Krista Mare Urve Milvi Elvi Virve Aili Heljo Lehte Valve Ene Eha Aime Asta
  Inge Juta Liivi Maret Pille Riina Silvi Külli Ülvi Õnne Leili Meeli Merike Ilme
`);

export const MALE_NAMES = words(`
  Jüri Tõnu Priit Aare Heino Väino Ülo Endel Arvo Enn Harri Heiki Jaan Jaak Kalju Lembit Mati
  Märt Peeter Raivo Rein Tõnis Toomas Urmas Vello Villu Aivar Andres Ants Eino Elmar Hillar
  Ilmar Juhan Kalev Madis Olev Rudolf Tiit Uno Veljo Tõivo Kaarel
`);

/** Estonian surnames are the same for women and men. */
export const SURNAMES = words(`
  Tamm Saar Sepp Mägi Kask Kukk Rebane Ilves Pärn Koppel Lepik Kõiv Luik Lõhmus Põder Käär
  Rätsep Õunapuu Mänd Kütt Sööt Jürgens Kallas Karu Lill Mets Org Raudsepp Oja Kivi Vaher Laur
  Kuusk Parts Ots Sild Vares Paju Järv Kaasik Nurk Pihlak Uibo Teder Kuusik Toom Laas Liiv
  Kruus Vill Aavik Hein Lepp Käärik Mõttus Must Valk Rand Kangur Tooming Allik Jõgi Põld
  Kärner Sõmer Männik Tõnisson Mölder Lõoke Jõesaar Küttim Väli Põldma Rüütel Tüür Öpik Šmidt
  Orav Ruus Susi
`);

/** Slavic surnames as [female, male]: these change with gender. */
export const SLAVIC_SURNAMES: readonly Gendered[] = [
  ['Žukova', 'Žukov'],
  ['Šafranskaja', 'Šafranski'],
  ['Ivanova', 'Ivanov'],
  ['Smirnova', 'Smirnov'],
  ['Kuznetsova', 'Kuznetsov'],
  ['Petrova', 'Petrov'],
  ['Vassiljeva', 'Vassiljev'],
  ['Orlova', 'Orlov'],
  ['Sokolova', 'Sokolov'],
  ['Volkova', 'Volkov'],
];

const SLAVIC_FEMALE_NAMES = words(`
  Tatjana Galina Ljudmila Valentina Svetlana Nina Olga Zinaida Jelena
`);
const SLAVIC_MALE_NAMES = words(`
  Nikolai Sergei Vladimir Aleksandr Viktor Juri Mihhail Pjotr Boriss Jevgeni
`);

// ---------------------------------------------------------------- verses

/** Original short verses written for this demo (no real poet's work), author unknown. */
export const POEMS: readonly string[] = [
  `Süütan küünla aknalauale,
väike leek on vaikne ja soe.
Ta räägib sinust ilma sõnadeta
ja hoiab kodu ukse lahti.`,
  `Langevad lehed vaikselt maha,
kuldsed ja punased, ükshaaval.
Nii läksid sinagi, tasa,
nagu sügis oma viimsel päeval.`,
  `Meri hingab õhtuvalgel,
laine silitab liiva.
Paat on randa tõmmatud,
võrgud kuivavad aia peal.
Kus taevas ja vesi saavad üheks,
seal näen ma sind ikka.`,
  `Kask su kodu värava ees
sosistab tuules su nime.
Ta mäletab su samme rajal
ja su kätt oma koorel.`,
  `Mälestus on nagu tuli ahjus,
ta soojendab ka siis, kui õues on külm.
Me istume õhtuti ta ümber
ja meenutame sind ikka ja jälle.`,
  `Kui päike vajub metsa taha,
jääb taevaserva kauaks kuma.
Nii jäi ka sinust meile maha
see vaikne valgus, soe ja hea.`,
  `Kodu aknas põleb tuli,
laual seisab sinu tass.
Aed on täis su istutatud lilli,
mis igal kevadel õitsevad taas.`,
  `Lumi katab vaikselt välja,
valge ja puhas on kõik.
Puhka rahus, meie kallis,
su päevatöö on tehtud.`,
  `Rändlinnud lendavad lõunasse,
taevast kostab nende hüüd.
Ka sina läksid pikale teele,
kuid kevadel toob tuul su tervituse.`,
  `Su käed, mis küpsetasid leiba
ja silitasid meie pead,
nüüd puhkavad. Me hoiame
su õpetusi, kõike head.`,
  `Sa tundsid metsas iga rada,
iga allikat ja kivi.
Nüüd käid radu, mida me ei näe,
kuid tuules kuuleme su samme.`,
  `Öö on selge, tähed põlevad,
üks neist särab eredamalt.
Ma tean, et see oled sina,
kes vaatab meid ülevalt.`,
  `Aeg voolab nagu jõgi,
viib kaasa päevad ja aastad.
Vaid mälestus sinust on kivi,
mida vool ei vii.`,
  `Igal aastal sel päeval
süütame küünla su pildi ees.
Leek väriseb, aga ei kustu,
nagu armastus meie sees.`,
  `Jäid vaikseks kodutee kased,
jäi tühjaks pink värava all.
Veel lõhnab aias sinu sirel,
veel kostab köögist su samm.
Me teame, et sa ei tule,
kuid ootame ikkagi sind,
sest kõik, mida sa meile andsid,
jääb meiega igaveseks.`,
];

// ---------------------------------------------------------------- wording

interface FamilyVoice {
  minAge: number;
  maxAge: number;
  relations: readonly Gendered[];
  signatures: readonly string[];
}

const MOTHER: Gendered = ['ema', 'isa'];
const GRANDMOTHER: Gendered = ['vanaema', 'vanaisa'];
const SPOUSE: Gendered = ['abikaasa', 'abikaasa'];

/** Who a family notice speaks for; the signature has to fit the relations in the prefix. */
const FAMILY_VOICES: readonly FamilyVoice[] = [
  {
    minAge: 60,
    maxAge: 120,
    relations: [MOTHER, GRANDMOTHER],
    signatures: ['Leinavad lapsed perega', 'Leinavad lapsed ja lapselapsed', 'Leinavad lähedased'],
  },
  {
    minAge: 82,
    maxAge: 120,
    relations: [MOTHER, GRANDMOTHER, ['vanavanaema', 'vanavanaisa']],
    signatures: ['Leinavad lapsed, lapselapsed ja lapselapselapsed', 'Leinajad'],
  },
  {
    minAge: 55,
    maxAge: 95,
    relations: [SPOUSE, MOTHER, GRANDMOTHER],
    signatures: ['Leinavad abikaasa, lapsed ja lapselapsed', 'Leinab pere'],
  },
  {
    minAge: 18,
    maxAge: 70,
    relations: [SPOUSE, MOTHER],
    signatures: ['Leinavad abikaasa ja lapsed', 'Leinab pere'],
  },
  {
    minAge: 18,
    maxAge: 120,
    relations: [
      ['õde', 'vend'],
      ['tädi', 'onu'],
    ],
    signatures: ['Leinavad õed ja vennad peredega', 'Leinavad lähedased', 'Leinajad'],
  },
];

const FAMILY_LEAD_INS = [
  'Lahkus meie armas',
  'Lahkus meie kallis',
  'Igavesse puhkusesse suundus meie armas',
  'Jäi igavesse unne meie kallis',
] as const;

/** Notices by colleagues, friends or neighbours rather than the family. */
const OTHER_VOICES: readonly {
  maxAge: number;
  prefixes: readonly string[];
  signatures: readonly string[];
}[] = [
  {
    maxAge: 80,
    prefixes: [
      'Lahkus meie kauaaegne kolleeg',
      'Mälestame endist kolleegi',
      'Lahkus meie hea töökaaslane',
    ],
    signatures: [
      'Mälestavad endised kolleegid',
      'Mälestavad töökaaslased',
      'Mälestavad endised õpilased ja kolleegid',
    ],
  },
  {
    maxAge: 120,
    prefixes: ['Lahkus meie hea sõber', 'Mälestame', 'Igavesse puhkusesse suundus'],
    signatures: [
      'Mälestavad sõbrad',
      'Mälestavad klassikaaslased',
      'Mälestavad naabrid',
      'Mälestavad lauluseltsi sõbrad',
    ],
  },
];

const DEATH_SUFFIXES = [
  '',
  '',
  '',
  'Igavesti meie südametes.',
  'Sinu armastus jääb meiega.',
  'Mälestame kallist inimest.',
  'Puhka rahus.',
] as const;

const CONDOLENCE_PREFIXES = [
  'Sügav kaastunne',
  'Avaldame sügavat kaastunnet',
  'Siiras kaastunne lähedastele',
  'Jagame teie leina',
  'Mälestame',
] as const;
const CONDOLENCE_SUFFIXES = [
  'Kaastunne lastele ja lastelastele.',
  'Avaldame kaastunnet abikaasale ja lastele.',
  'Mälestame head kolleegi ja avaldame kaastunnet lähedastele.',
  'Oleme mõtetes teiega.',
  'Kaastunne kogu perele raskel ajal.',
  'Jõudu lähedastele leinas.',
] as const;
const CONDOLENCE_SIGNATURES = [
  'Endised kolleegid',
  'Klassikaaslased',
  'Naabrid',
  'Kolleegid raamatukogust',
  'Lauluseltsi liikmed',
  'Jahiseltsi mehed',
  'Korteriühistu elanikud',
  'Sõbrad',
  'Endised õpilased',
  'Kooli vilistlased',
] as const;

/** Anniversary notices count years: 1, 5, 10 and 25 come up more often than the rest. */
const ANNIVERSARY_YEARS = [1, 1, 2, 3, 5, 5, 10, 10, 15, 20, 25, 30] as const;
const MEMORIAL_SUFFIXES = [
  '',
  'Sinu soojus ja headus jäävad meiega.',
  'Igavesti meie mõtetes.',
  'Aeg ei kustuta mälestust.',
  'Mälestus sinust elab meie südametes.',
  'Igatseme sind iga päev.',
] as const;
const MEMORIAL_SIGNATURES = [
  'Mälestavad lapsed perega',
  'Mälestavad abikaasa ja lapsed',
  'Mälestavad lähedased',
  'Mälestavad lapsed ja lapselapsed',
  'Igatsevad omaksed',
] as const;
/** Genitive forms ("kalli ema lahkumisest"); for these words they equal the nominative. */
const MEMORIAL_RELATIONS: readonly Gendered[] = [MOTHER, GRANDMOTHER, SPOUSE];

function anniversaryPrefix(rng: Rng, years: number, gender: Gender, age: number): string {
  // grandparents only among those who died old
  const relations =
    age < 55 ? MEMORIAL_RELATIONS.filter((r) => r !== GRANDMOTHER) : MEMORIAL_RELATIONS;
  const relation = byGender(pick(rng, relations), gender);
  switch (randomInt(rng, 0, 2)) {
    case 0:
      return 'Mälestame';
    case 1:
      return `${years} ${years === 1 ? 'aasta' : 'aastat'} igavikus`;
    default:
      return `Möödub ${years === 1 ? 'aasta' : `${years} aastat`} kalli ${relation} lahkumisest`;
  }
}

/** "a", "a ja b", "a, b ja c" */
function joinEt(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ja ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------- places of farewell

export interface CountyFunerals {
  /** The county's name without "maakond", in the order of counties.csv (county id = index + 1) */
  county: string;
  /** Share of notices with Slavic names (Ida-Viru and Tallinn have large Russian-speaking communities) */
  slavicShare: number;
  /** Where the farewell is held ("… kirikus", inessive) and the burial ("… kalmistule", allative) */
  farewells: readonly (readonly [venue: string, cemetery: string])[];
}

export const COUNTY_FUNERALS: readonly CountyFunerals[] = [
  {
    county: 'Harju',
    slavicShare: 0.15,
    farewells: [
      ['Tallinna Kaarli kirikus', 'Tallinna Metsakalmistule'],
      ['Tallinna Metsakalmistu kabelis', 'Tallinna Metsakalmistule'],
      ['Tallinna Krematooriumi suures saalis', 'Pärnamäe kalmistule'],
      ['Rahumäe kalmistu kabelis', 'Rahumäe kalmistule'],
      ['Keila Miikaeli kirikus', 'Keila kalmistule'],
      ['Tallinna Aleksander Nevski katedraalis', 'Aleksander Nevski kalmistule'],
    ],
  },
  {
    county: 'Hiiu',
    slavicShare: 0.02,
    farewells: [
      ['Kärdla kirikus', 'Kärdla kalmistule'],
      ['Pühalepa Laurentsiuse kirikus', 'Pühalepa kalmistule'],
      ['Emmaste kirikus', 'Emmaste kalmistule'],
    ],
  },
  {
    county: 'Ida-Viru',
    slavicShare: 0.6,
    farewells: [
      ['Jõhvi Mihkli kirikus', 'Jõhvi kalmistule'],
      ['Iisaku kirikus', 'Iisaku kalmistule'],
      ['Narva Aleksandri kirikus', 'Narva Siivertsi kalmistule'],
      ['Narva Kristuse Ülestõusmise peakirikus', 'Narva Siivertsi kalmistule'],
      ['Kohtla-Järve kalmistu kabelis', 'Kohtla-Järve kalmistule'],
    ],
  },
  {
    county: 'Järva',
    slavicShare: 0.03,
    farewells: [
      ['Paide Püha Risti kirikus', 'Paide kalmistule'],
      ['Türi Martini kirikus', 'Türi kalmistule'],
      ['Ambla Maarja kirikus', 'Ambla kalmistule'],
    ],
  },
  {
    county: 'Jõgeva',
    slavicShare: 0.05,
    farewells: [
      ['Palamuse Laurentsiuse kirikus', 'Palamuse kalmistule'],
      ['Põltsamaa Niguliste kirikus', 'Põltsamaa kalmistule'],
      ['Torma kirikus', 'Torma kalmistule'],
    ],
  },
  {
    county: 'Lääne',
    slavicShare: 0.03,
    farewells: [
      ['Haapsalu Jaani kirikus', 'Haapsalu kalmistule'],
      ['Ridala kirikus', 'Ridala kalmistule'],
      ['Martna kirikus', 'Martna kalmistule'],
    ],
  },
  {
    county: 'Lääne-Viru',
    slavicShare: 0.05,
    farewells: [
      ['Rakvere Kolmainu kirikus', 'Rakvere kalmistule'],
      ['Väike-Maarja kirikus', 'Väike-Maarja kalmistule'],
      ['Kadrina Katariina kirikus', 'Kadrina kalmistule'],
      ['Haljala kirikus', 'Haljala kalmistule'],
    ],
  },
  {
    county: 'Pärnu',
    slavicShare: 0.04,
    farewells: [
      ['Pärnu Eliisabeti kirikus', 'Pärnu Alevi kalmistule'],
      ['Pärnu Metsakalmistu kabelis', 'Pärnu Metsakalmistule'],
      ['Tori Jüri kirikus', 'Tori kalmistule'],
      ['Audru kirikus', 'Audru kalmistule'],
    ],
  },
  {
    county: 'Põlva',
    slavicShare: 0.03,
    farewells: [
      ['Põlva Maarja kirikus', 'Põlva kalmistule'],
      ['Räpina Miikaeli kirikus', 'Räpina kalmistule'],
      ['Kanepi kirikus', 'Kanepi kalmistule'],
    ],
  },
  {
    county: 'Rapla',
    slavicShare: 0.02,
    farewells: [
      ['Rapla Maarja-Magdaleena kirikus', 'Rapla kalmistule'],
      ['Juuru Mihkli kirikus', 'Juuru kalmistule'],
      ['Märjamaa kirikus', 'Märjamaa kalmistule'],
    ],
  },
  {
    county: 'Saare',
    slavicShare: 0.02,
    farewells: [
      ['Kuressaare Laurentiuse kirikus', 'Kuressaare kalmistule'],
      ['Kihelkonna Mihkli kirikus', 'Kihelkonna kalmistule'],
      ['Muhu Katariina kirikus', 'Muhu kalmistule'],
    ],
  },
  {
    county: 'Tartu',
    slavicShare: 0.06,
    farewells: [
      ['Tartu Pauluse kirikus', 'Tartu Pauluse kalmistule'],
      ['Tartu Jaani kirikus', 'Raadi kalmistule'],
      ['Raadi kalmistu kabelis', 'Raadi kalmistule'],
      ['Nõo kirikus', 'Nõo kalmistule'],
    ],
  },
  {
    county: 'Valga',
    slavicShare: 0.05,
    farewells: [
      ['Valga Jaani kirikus', 'Valga kalmistule'],
      ['Otepää Maarja kirikus', 'Otepää kalmistule'],
      ['Helme kirikus', 'Helme kalmistule'],
    ],
  },
  {
    county: 'Viljandi',
    slavicShare: 0.03,
    farewells: [
      ['Viljandi Jaani kirikus', 'Viljandi Metsakalmistule'],
      ['Viljandi Pauluse kirikus', 'Viljandi Metsakalmistule'],
      ['Suure-Jaani kirikus', 'Suure-Jaani kalmistule'],
      ['Karksi kirikus', 'Karksi kalmistule'],
    ],
  },
  {
    county: 'Võru',
    slavicShare: 0.03,
    farewells: [
      ['Võru Katariina kirikus', 'Võru kalmistule'],
      ['Rõuge Maarja kirikus', 'Rõuge kalmistule'],
      ['Urvaste kirikus', 'Urvaste kalmistule'],
    ],
  },
];

/** Month names in the adessive ("14. märtsil"). */
const MONTHS_ADESSIVE = [
  'jaanuaril',
  'veebruaril',
  'märtsil',
  'aprillil',
  'mail',
  'juunil',
  'juulil',
  'augustil',
  'septembril',
  'oktoobril',
  'novembril',
  'detsembril',
] as const;
/** Weekdays in the adessive, Sunday first as in Date#getUTCDay. */
const WEEKDAYS_ADESSIVE = [
  'pühapäeval',
  'esmaspäeval',
  'teisipäeval',
  'kolmapäeval',
  'neljapäeval',
  'reedel',
  'laupäeval',
] as const;

// ---------------------------------------------------------------- payers and visitors

export interface Business {
  name: string;
  address: string;
  regCode: string;
  invoiceEmail: string;
}

/** Fictional companies and organisations. */
export const BUSINESSES: readonly Business[] = [
  {
    name: 'Kaasiku Ehitus OÜ',
    address: 'Tööstuse 14, 80010 Pärnu',
    regCode: '12468037',
    invoiceEmail: 'kaasiku.arved@example.ee',
  },
  {
    name: 'Saare Kalatööstus AS',
    address: 'Sadama 3, 93813 Kuressaare',
    regCode: '10587342',
    invoiceEmail: 'saarekala.raamatupidamine@example.ee',
  },
  {
    name: 'Metsapiiri Talu OÜ',
    address: 'Metsapiiri, Kanepi alevik, 63101 Põlva maakond',
    regCode: '14820915',
    invoiceEmail: 'metsapiiri@example.ee',
  },
  {
    name: 'Virumaa Energia AS',
    address: 'Jaama 7, 41533 Jõhvi',
    regCode: '11025874',
    invoiceEmail: 'virumaaenergia.arved@example.ee',
  },
  {
    name: 'Kodumaja Kinnisvara OÜ',
    address: 'Narva mnt 31, 10120 Tallinn',
    regCode: '16102987',
    invoiceEmail: 'kodumaja.arved@example.ee',
  },
  {
    name: 'Emajõe Laulu Selts MTÜ',
    address: 'Rüütli 8, 51007 Tartu',
    regCode: '80123456',
    invoiceEmail: 'emajoelaul@example.ee',
  },
];

export const REPLY_TEXTS = [
  'Puhka rahus, kallis {name}. Sinu soojus jääb meiega.',
  'Sügav kaastunne kogu perele. Mälestame.',
  'Jõudu ja rahu lähedastele nendel rasketel päevadel.',
  'Mäletan sind alati naeratava ja abivalmis naabrina. Puhka rahus.',
  'Süütasin küünla. Mõtetes olen teiega.',
  'Kallis {name}, sinu aed õitseb ka sel kevadel. Me ei unusta.',
  'Head teekonda, vana sõber. Kohtume kord jälle.',
  'Kaastunne lastele ja lastelastele. Ta oli väga hea inimene.',
  'Nii kurb uudis. Mälestan soojusega meie ühiseid tööaastaid.',
  'Hoian teid oma mõtetes. Kallistused kogu perele.',
  'Aitäh kõigi ilusate aastate eest, mis saime koos olla.',
  'Sinu lood ja laulud jäävad meiega, {name}.',
  'Igavene rahu sulle. Kaastunne omastele.',
  'Mälestame sind alati, kallis klassikaaslane.',
  'Aitäh, et olid. Sinu headus jääb meiega.',
  'Aeg ei kustuta mälestust. Mõtleme sulle täna eriti.',
  'Olid meie küla süda, {name}. Sind jääb väga puudu.',
  'Sinu õpetused on meiega iga päev. Aitäh.',
] as const;
const REPLY_GROUPS = [
  'Naabrid',
  'Endised kolleegid',
  'Klassiõed ja -vennad',
  'Lauluseltsi sõbrad',
  'Jahiseltsi mehed',
] as const;

// ---------------------------------------------------------------- dates

const DAY_MS = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]!);
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

interface Day {
  year: number;
  month: number;
  day: number;
}

/** Day number (days since 1970-01-01) to a calendar day. */
function calendarDay(dayNumber: number): Day {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** As typed on a notice and its sort key, matching parseNoticeDate in db/domain/dates.ts. */
function noticeDate({ year, month, day }: Day, yearOnly = false): { text: string; sort: string } {
  if (yearOnly) return { text: `${year}`, sort: `${year}-00-00` };
  return {
    text: `${pad2(day)}.${pad2(month)}.${year}`,
    sort: `${year}-${pad2(month)}-${pad2(day)}`,
  };
}

/**
 * A publishing instant in [from, to] during Estonian waking hours: 06:00–19:59 UTC is
 * 08:00–22:59 in Tallinn all year, so the UTC and the Estonian calendar day agree.
 */
function publishingInstant(rng: Rng, from: number, to: number): number {
  const instant = from + rng() * (to - from);
  let at = Math.floor(instant / DAY_MS) * DAY_MS + randomInt(rng, 6 * 60, 20 * 60 - 1) * 60_000;
  if (at > to) at -= DAY_MS;
  if (at < from) at += DAY_MS;
  return Math.min(Math.max(at, from), to);
}

function funeralInfo(rng: Rng, deathDayNumber: number, county: CountyFunerals): string {
  const [venue, cemetery] = pick(rng, county.farewells);
  const roll = rng();
  if (roll < 0.07) return 'Ärasaatmine toimub lähedaste ringis.';
  if (roll < 0.14) return `Urn sängitatakse hiljem ${cemetery}.`;
  const dayNumber = deathDayNumber + randomInt(rng, 4, 10);
  const { month, day } = calendarDay(dayNumber);
  const weekday = chance(rng, 0.5)
    ? `${WEEKDAYS_ADESSIVE[new Date(dayNumber * DAY_MS).getUTCDay()]}, `
    : '';
  const time = `kell ${randomInt(rng, 11, 14)}${chance(rng, 0.25) ? '.30' : ''}`;
  const farewell = `Ärasaatmine ${weekday}${day}. ${MONTHS_ADESSIVE[month - 1]} ${time} ${venue}.`;
  return chance(rng, 0.6) ? `${farewell} Sängitamine ${cemetery}.` : farewell;
}

// ---------------------------------------------------------------- people

const EMAIL_FOLD: Record<string, string> = { õ: 'o', ä: 'a', ö: 'o', ü: 'u', š: 's', ž: 'z' };
/** Names repeat, so each is folded to ASCII only once. */
const foldedNames = new Map<string, string>();
function asciiName(name: string): string {
  let folded = foldedNames.get(name);
  if (folded === undefined) {
    folded = '';
    for (const ch of name.toLowerCase()) folded += EMAIL_FOLD[ch] ?? ch;
    foldedNames.set(name, folded);
  }
  return folded;
}

/** "Õie Sööt" → "oie.soot@example.ee" */
export function exampleEmail(firstName: string, surname: string, suffix = ''): string {
  return `${asciiName(firstName)}.${asciiName(surname)}${suffix}@example.ee`;
}

export interface Person {
  firstName: string;
  surname: string;
  gender: Gender;
}

/** A person; Slavic names with the given probability; `surname` forces the family (any gender form). */
export function makePerson(rng: Rng, slavicShare = 0, surname?: string): Person {
  const gender: Gender = chance(rng, 0.52) ? 'female' : 'male';
  const slavic = surname
    ? SLAVIC_SURNAMES.find((pair) => pair.includes(surname))
    : chance(rng, slavicShare)
      ? pick(rng, SLAVIC_SURNAMES)
      : undefined;
  const names = slavic
    ? gender === 'female'
      ? SLAVIC_FEMALE_NAMES
      : SLAVIC_MALE_NAMES
    : gender === 'female'
      ? FEMALE_NAMES
      : MALE_NAMES;
  return {
    firstName: pick(rng, names),
    surname: slavic ? byGender(slavic, gender) : (surname ?? pick(rng, SURNAMES)),
    gender,
  };
}

/** Some women's surname at birth: a different one, of the same origin. */
function maidenName(rng: Rng, { gender, surname }: Person): string | null {
  if (gender === 'male' || !chance(rng, 0.35)) return null;
  const slavic = SLAVIC_SURNAMES.some((pair) => pair[0] === surname);
  for (;;) {
    const name = slavic ? pick(rng, SLAVIC_SURNAMES)[0] : pick(rng, SURNAMES);
    if (name !== surname) return name;
  }
}

function replyAuthor(rng: Rng): string {
  const person = makePerson(rng, 0.05);
  const roll = rng();
  if (roll < 0.6) return `${person.firstName} ${person.surname}`;
  if (roll < 0.75) return person.firstName;
  if (roll < 0.87) return `${person.firstName} perega`;
  return pick(rng, REPLY_GROUPS);
}

/** Up to REPLY_TEXTS.length replies to one notice, no two with the same text. */
export function makeReplies(
  rng: Rng,
  deceasedFirstName: string,
  count: number,
): { author: string; body: string }[] {
  return shuffle(rng, REPLY_TEXTS)
    .slice(0, count)
    .map((text) => ({ author: replyAuthor(rng), body: text.replace('{name}', deceasedFirstName) }));
}

// ---------------------------------------------------------------- notices

export interface NoticeOptions {
  /** Publishing instants are drawn from [publishedFrom, publishedTo] (Unix ms). */
  publishedFrom: number;
  publishedTo: number;
  type?: NoticeType;
  /** The first county (1..15); a second one is added now and then. */
  countyId?: number;
  /** Forces the deceased's surname (a Slavic one in either gender form). */
  surname?: string;
}

/** Everything a `notices` row needs apart from ids, status and counters, plus its counties. */
export interface SeedNotice {
  type: NoticeType;
  prefix: string;
  deceasedName: string;
  firstName: string;
  gender: Gender;
  maidenName: string | null;
  birthDate: string;
  birthDateSort: string;
  deathDate: string;
  deathDateSort: string;
  suffix: string;
  funeralInfo: string;
  signature: string;
  poem: string;
  adderName: string;
  adderEmail: string;
  payerType: 'private' | 'business';
  businessName: string | null;
  businessAddress: string | null;
  businessRegCode: string | null;
  invoiceEmail: string | null;
  counties: number[];
  publishedAt: number;
}

/** Mostly people in their late sixties to nineties; a few die young. */
function ageAtDeath(rng: Rng): number {
  const roll = rng();
  if (roll < 0.05) return randomInt(rng, 18, 44);
  if (roll < 0.2) return randomInt(rng, 45, 64);
  return randomInt(rng, 65, 98);
}

function wording(
  rng: Rng,
  type: NoticeType,
  gender: Gender,
  age: number,
  years: number,
): { prefix: string; suffix: string; signature: string } {
  if (type === 1) {
    return {
      prefix: pick(rng, CONDOLENCE_PREFIXES),
      suffix: pick(rng, CONDOLENCE_SUFFIXES),
      signature: pick(rng, CONDOLENCE_SIGNATURES),
    };
  }
  if (type === 2) {
    return {
      prefix: anniversaryPrefix(rng, years, gender, age),
      suffix: pick(rng, MEMORIAL_SUFFIXES),
      signature: pick(rng, MEMORIAL_SIGNATURES),
    };
  }
  const suffix = pick(rng, DEATH_SUFFIXES);
  if (chance(rng, 0.25)) {
    const voice = pick(
      rng,
      OTHER_VOICES.filter((v) => age <= v.maxAge),
    );
    return { prefix: pick(rng, voice.prefixes), suffix, signature: pick(rng, voice.signatures) };
  }
  const fitting = FAMILY_VOICES.filter((v) => age >= v.minAge && age <= v.maxAge);
  const voice = pick(rng, fitting);
  const relations = voice.relations.map((r) => byGender(r, gender));
  return {
    prefix: `${pick(rng, FAMILY_LEAD_INS)} ${joinEt(relations)}`,
    suffix,
    signature: pick(rng, voice.signatures),
  };
}

const POEM_CHANCE: Record<NoticeType, number> = { 0: 0.6, 1: 0.25, 2: 0.7 };

/** One plausible published notice. Cheap: no regular expressions, a handful of small objects. */
export function makeNotice(rng: Rng, options: NoticeOptions): SeedNotice {
  const roll = rng();
  const type: NoticeType = options.type ?? (roll < 0.6 ? 0 : roll < 0.8 ? 1 : 2);
  const countyId = options.countyId ?? randomInt(rng, 1, COUNTY_FUNERALS.length);
  const county = COUNTY_FUNERALS[countyId - 1];
  if (!county) throw new RangeError(`makeNotice: no county ${countyId}`);
  const counties = [countyId];
  if (chance(rng, 0.2)) {
    const other = randomInt(rng, 1, COUNTY_FUNERALS.length - 1);
    counties.push(other >= countyId ? other + 1 : other);
  }

  const publishedAt = publishingInstant(rng, options.publishedFrom, options.publishedTo);
  const publishedDay = Math.floor(publishedAt / DAY_MS);
  let deathDayNumber = publishedDay - randomInt(rng, 0, 2);
  let years = 0;
  if (type === 2) {
    // a memorial day falls on the anniversary of the death
    years = pick(rng, ANNIVERSARY_YEARS);
    const today = calendarDay(publishedDay);
    const year = today.year - years;
    const day = Math.min(today.day, daysInMonth(year, today.month));
    deathDayNumber = Date.UTC(year, today.month - 1, day) / DAY_MS;
  }
  const death = calendarDay(deathDayNumber);

  const age = ageAtDeath(rng);
  const latestBirthYear = Math.min(2000, death.year - 18);
  const birthYear = Math.max(
    Math.min(death.year - age, latestBirthYear),
    Math.min(1925, latestBirthYear),
  );
  const birthMonth = randomInt(rng, 1, 12);
  const birth = noticeDate(
    {
      year: birthYear,
      month: birthMonth,
      day: randomInt(rng, 1, daysInMonth(birthYear, birthMonth)),
    },
    chance(rng, 0.1),
  );
  const deathDate = noticeDate(death);

  const person = makePerson(rng, county.slavicShare, options.surname);
  const { prefix, suffix, signature } = wording(
    rng,
    type,
    person.gender,
    death.year - birthYear,
    years,
  );

  // half the time a child or spouse with the same surname adds the notice
  const adder = makePerson(rng, county.slavicShare, chance(rng, 0.5) ? person.surname : undefined);
  const business = chance(rng, 0.15) ? pick(rng, BUSINESSES) : null;

  return {
    type,
    prefix,
    deceasedName: `${person.firstName} ${person.surname}`,
    firstName: person.firstName,
    gender: person.gender,
    maidenName: maidenName(rng, person),
    birthDate: birth.text,
    birthDateSort: birth.sort,
    deathDate: deathDate.text,
    deathDateSort: deathDate.sort,
    suffix,
    funeralInfo: type === 0 && chance(rng, 0.85) ? funeralInfo(rng, deathDayNumber, county) : '',
    signature,
    poem: chance(rng, POEM_CHANCE[type]) ? pick(rng, POEMS) : '',
    adderName: `${adder.firstName} ${adder.surname}`,
    adderEmail: exampleEmail(
      adder.firstName,
      adder.surname,
      chance(rng, 0.2) ? `${randomInt(rng, 1, 99)}` : '',
    ),
    payerType: business ? 'business' : 'private',
    businessName: business?.name ?? null,
    businessAddress: business?.address ?? null,
    businessRegCode: business?.regCode ?? null,
    invoiceEmail: business?.invoiceEmail ?? null,
    counties,
    publishedAt,
  };
}
