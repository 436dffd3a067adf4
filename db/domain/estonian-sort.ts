/**
 * A binary-comparable sort key for names (places, counties; a person's name through
 * nameSortKey below) in Estonian alphabetical order
 * (… s š z ž t u v w õ ä ö ü x y), which SQLite's built-in collations cannot do.
 * Each letter maps to one character by its rank, so SQLite's BINARY order on the key is Estonian order;
 * a space sorts before every letter, so "Anna Tamm" comes before "Annabel".
 */
const ALPHABET = 'abcdefghijklmnopqrsšzžtuvwõäöüxy';
const EQUIVALENTS: Record<string, string> = {
  é: 'e',
  è: 'e',
  á: 'a',
  à: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  ñ: 'n',
  ç: 'c',
  ø: 'ö',
  å: 'a',
};

export function estonianSortKey(name: string): string {
  let key = '';
  for (const raw of name.toLocaleLowerCase('et').normalize('NFC')) {
    const ch = EQUIVALENTS[raw] ?? raw;
    const rank = ALPHABET.indexOf(ch);
    if (rank >= 0) key += String.fromCharCode(0x41 + rank);
    else if (/\s/.test(ch)) key += ' ';
    else if (/[0-9]/.test(ch)) key += ch;
    // punctuation (hyphens, apostrophes) does not affect the order
  }
  return key.replace(/ +/g, ' ').trim();
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
 * The version of the rule nameSortKey follows: stored with the data (settings
 * `nameSortKeyVersion`), so a start after a rule change recomputes the stored keys once.
 */
export const NAME_SORT_KEY_VERSION = 2;
