/**
 * A binary-comparable sort key for names in Estonian alphabetical order
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
