/**
 * A binary-comparable sort key for names (places, counties; a person's name through
 * nameSortKey below) in Estonian alphabetical order, which SQLite's built-in collations cannot
 * do. Every letter keeps a place (decision record 0060):
 *  - the Estonian alphabet first: a b c d e f g h i j k l m n o p q r s š z ž t u v w õ ä ö ü x y;
 *  - then the Russian alphabet, а … я (й its own letter after и);
 *  - then any other letter (Greek, Armenian …) by its code point;
 *  - a letter with a diacritic the alphabets lack (č, é, ą, ł, ё …) takes its base letter's place
 *    (ł, ø, đ … by the table below; ß, æ, œ, þ as two letters) and its diacritics are a second,
 *    weaker key: "Capek" < "Čapek" < "Czerny", "Renee" < "Renée" < "Renef".
 * Digits come before letters and a space before both, so "Anna Tamm" comes before "Annabel";
 * punctuation does not count. The key is the letters' places, then (after \u0001, which sorts
 * before everything) the diacritics, so SQLite's BINARY and PostgreSQL's "C" order on the key
 * are this order, and so is JavaScript's `<` (every character of a key is below U+D800).
 */
const LATIN = 'abcdefghijklmnopqrsšzžtuvwõäöüxy';
const CYRILLIC = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';
/** Letters Unicode does not decompose, as their base letters (the last one carrying the mark) */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'ö',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
  ŀ: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
/** Before everything: ends a word's letters, and its diacritics follow */
const DIACRITICS = '\u0001';
/** A letter's end in the diacritics: below every diacritic, above a space */
const LETTER_END = '!';
const char = (code: number) => String.fromCharCode(code);
/** A diacritic (or an undecomposed letter) as a character of the key: above LETTER_END, below U+D800 */
const diacritic = (mark: string) => char(0x100 + Math.min(mark.codePointAt(0)!, 0xd6ff));

/** A letter's place: one or (another script's letter, by code point) two characters */
function place(letter: string): string {
  const latin = LATIN.indexOf(letter);
  if (latin >= 0) return char(0x41 + latin);
  const cyrillic = CYRILLIC.indexOf(letter);
  if (cyrillic >= 0) return char(0x41 + LATIN.length + cyrillic);
  const code = letter.codePointAt(0)!;
  return char(0x100 + (code >> 8)) + char(0x100 + (code & 0xff));
}

const inAlphabet = (letter: string) => LATIN.includes(letter) || CYRILLIC.includes(letter);

/** A character's letters: each as its base letter (in an alphabet when it can be) and its diacritics */
function letters(ch: string): { base: string; marks: string }[] {
  if (inAlphabet(ch)) return [{ base: ch, marks: '' }];
  const undecomposed = UNDECOMPOSED[ch];
  if (undecomposed) {
    return [...undecomposed].map((base, at, all) => ({
      base,
      marks: at === all.length - 1 ? diacritic(ch) : '',
    }));
  }
  const found: { base: string; marks: string[] }[] = [];
  for (const part of ch.normalize('NFKD')) {
    if (/\p{M}/u.test(part)) found.at(-1)?.marks.push(part);
    else if (/[\p{L}0-9]/u.test(part)) found.push({ base: part, marks: [] });
  }
  return found.map(({ base, marks }) => {
    // a diacritic that makes an alphabet's letter (ǘ is ü with an acute) is part of the letter
    for (let take = marks.length; take > 0; take--) {
      const composed = (base + marks.slice(0, take).join('')).normalize('NFC');
      if (inAlphabet(composed))
        return { base: composed, marks: marks.slice(take).map(diacritic).join('') };
    }
    return { base, marks: marks.map(diacritic).join('') };
  });
}

export function estonianSortKey(name: string): string {
  let places = '';
  let marks = '';
  for (const ch of name.toLocaleLowerCase('et').normalize('NFC')) {
    if (/\s/.test(ch)) {
      places += ' ';
      continue;
    }
    for (const { base, marks: its } of letters(ch)) {
      places += /[0-9]/.test(base) ? base : place(base);
      marks += its + LETTER_END;
    }
  }
  places = places.replace(/ +/g, ' ').trim();
  if (!places) return '';
  // letters without diacritics at the end add nothing to the order: left out, keys stay short
  return places + DIACRITICS + marks.replace(/!+$/, '');
}

/** A lower-case word before the last one: a particle of the surname ("van", "von", "de la"). */
const PARTICLE = /^\p{Ll}+$/u;

/**
 * The sort key of a person's name (a notice's deceased): surname, then first names, in
 * Estonian order — notices are looked up by surname. The rule (decision record 0060):
 *  - "Surname, First names" is read as written;
 *  - otherwise the last word is the surname (a hyphenated double surname, "Kask-Tamm", is one
 *    word; an unhyphenated "Anna Kask Tamm" sorts under Tamm);
 *  - lower-case words just before it are particles ("Ludwig van Beethoven", "Maria de la
 *    Cruz"): the name sorts under the main part (Beethoven, Cruz), the particles last.
 * A space sorts before every letter, so "Tamm Mari" comes before "Tamme Anna".
 */
export function nameSortKey(name: string): string {
  const comma = name.indexOf(',');
  const surnameWords = (comma >= 0 ? name.slice(0, comma) : name).trim().split(/\s+/);
  const given =
    comma >= 0
      ? name
          .slice(comma + 1)
          .trim()
          .split(/\s+/)
      : [];
  const main = surnameWords.pop() ?? '';
  // without a comma, the words before the surname are first names, except trailing particles
  let particles: string[] = [];
  if (comma >= 0) particles = surnameWords;
  else {
    let at = surnameWords.length;
    while (at > 1 && PARTICLE.test(surnameWords[at - 1]!)) at--;
    particles = surnameWords.slice(at);
    given.push(...surnameWords.slice(0, at));
  }
  return [main, given.join(' '), particles.join(' ')]
    .map(estonianSortKey)
    .filter(Boolean)
    .join(' ');
}

/**
 * The version of the rule nameSortKey and estonianSortKey follow: stored with the data (settings
 * `nameSortKeyVersion`; the PWA's offline places, `placesSortKeyVersion`), so a start after a
 * rule change recomputes the stored keys once.
 */
export const NAME_SORT_KEY_VERSION = 3;
