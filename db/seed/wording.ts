/**
 * How notices are worded: who speaks (family, colleagues, friends), lead-ins, closing lines and
 * signatures for death notices, condolences and memorial days.
 */
import { byGender, type Gender, type Gendered } from './people';
import { pick, randomInt, type Rng } from './random';

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
export const FAMILY_VOICES: readonly FamilyVoice[] = [
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

export const FAMILY_LEAD_INS = [
  'Lahkus meie armas',
  'Lahkus meie kallis',
  'Igavesse puhkusesse suundus meie armas',
  'Jäi igavesse unne meie kallis',
] as const;

/** Notices by colleagues, friends or neighbours rather than the family. */
export const OTHER_VOICES: readonly {
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

export const DEATH_SUFFIXES = [
  '',
  '',
  '',
  'Igavesti meie südametes.',
  'Sinu armastus jääb meiega.',
  'Mälestame kallist inimest.',
  'Puhka rahus.',
] as const;

export const CONDOLENCE_PREFIXES = [
  'Sügav kaastunne',
  'Avaldame sügavat kaastunnet',
  'Siiras kaastunne lähedastele',
  'Jagame teie leina',
  'Mälestame',
] as const;
export const CONDOLENCE_SUFFIXES = [
  'Kaastunne lastele ja lastelastele.',
  'Avaldame kaastunnet abikaasale ja lastele.',
  'Mälestame head kolleegi ja avaldame kaastunnet lähedastele.',
  'Oleme mõtetes teiega.',
  'Kaastunne kogu perele raskel ajal.',
  'Jõudu lähedastele leinas.',
] as const;
export const CONDOLENCE_SIGNATURES = [
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
export const ANNIVERSARY_YEARS = [1, 1, 2, 3, 5, 5, 10, 10, 15, 20, 25, 30] as const;
export const MEMORIAL_SUFFIXES = [
  '',
  'Sinu soojus ja headus jäävad meiega.',
  'Igavesti meie mõtetes.',
  'Aeg ei kustuta mälestust.',
  'Mälestus sinust elab meie südametes.',
  'Igatseme sind iga päev.',
] as const;
export const MEMORIAL_SIGNATURES = [
  'Mälestavad lapsed perega',
  'Mälestavad abikaasa ja lapsed',
  'Mälestavad lähedased',
  'Mälestavad lapsed ja lapselapsed',
  'Igatsevad omaksed',
] as const;
/** Genitive forms ("kalli ema lahkumisest"); for these words they equal the nominative. */
const MEMORIAL_RELATIONS: readonly Gendered[] = [MOTHER, GRANDMOTHER, SPOUSE];

export function anniversaryPrefix(rng: Rng, years: number, gender: Gender, age: number): string {
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
export function joinEt(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ja ${items[items.length - 1]}`;
}
