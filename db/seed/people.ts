/**
 * Estonian and Slavic first names and surnames, and the people made from them.
 */
import { chance, pick, type Rng } from './random';

/** A word list written as text: runs once at load, so the lists stay readable. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export type Gender = 'female' | 'male';
/** Words that differ by the deceased's gender, as [female, male]. */
export type Gendered = readonly [string, string];
export const byGender = (word: Gendered, gender: Gender) =>
  gender === 'female' ? word[0] : word[1];

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
export function maidenName(rng: Rng, { gender, surname }: Person): string | null {
  if (gender === 'male' || !chance(rng, 0.35)) return null;
  const slavic = SLAVIC_SURNAMES.some((pair) => pair[0] === surname);
  for (;;) {
    const name = slavic ? pick(rng, SLAVIC_SURNAMES)[0] : pick(rng, SURNAMES);
    if (name !== surname) return name;
  }
}
