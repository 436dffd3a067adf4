import { describe, expect, it } from 'vitest';
import { estonianSortKey, nameSortKey } from './estonian-sort';

/** The names in the order their keys give. */
const ordered = (names: string[]) =>
  [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));

describe('nameSortKey (a deceased person’s name, #21)', () => {
  it('orders by surname first, then by the first names', () => {
    expect(ordered(['Mari Tamm', 'Ülle Aas', 'Anna Tamm', 'Jaan Kask', 'Aino Tamme'])).toEqual([
      'Ülle Aas',
      'Jaan Kask',
      'Anna Tamm',
      'Mari Tamm',
      'Aino Tamme',
    ]);
  });

  it('uses the Estonian alphabet for the surname (… s š z ž t … w õ ä ö ü)', () => {
    expect(
      ordered(['Tiit Ümarik', 'Zoja Saar', 'Šura Zimmer', 'Mari-Liis Tamm', 'Õie Õunapuu']),
    ).toEqual(['Zoja Saar', 'Šura Zimmer', 'Mari-Liis Tamm', 'Õie Õunapuu', 'Tiit Ümarik']);
  });

  it('takes the last word as the surname; a hyphenated double surname is one word', () => {
    expect(nameSortKey('Anna Maria Kask-Tamm')).toBe(
      `${estonianSortKey('KaskTamm')} ${estonianSortKey('Anna Maria')}`,
    );
    expect(nameSortKey('Madonna')).toBe(estonianSortKey('Madonna'));
  });

  it('sorts a name particle (van, von, de …) under the main part of the surname', () => {
    expect(ordered(['Ludwig van Beethoven', 'Anna Bach', 'Carl Czerny'])).toEqual([
      'Anna Bach',
      'Ludwig van Beethoven',
      'Carl Czerny',
    ]);
    expect(nameSortKey('Maria de la Cruz')).toBe(
      `${estonianSortKey('Cruz')} ${estonianSortKey('Maria')} ${estonianSortKey('de la')}`,
    );
  });

  it('reads "Surname, First names" as written', () => {
    expect(nameSortKey('Tamm, Mari')).toBe(nameSortKey('Mari Tamm'));
    expect(nameSortKey('van Beethoven, Ludwig')).toBe(nameSortKey('Ludwig van Beethoven'));
  });

  it('ignores case, extra spaces and punctuation', () => {
    expect(nameSortKey('  MARI   tamm ')).toBe(nameSortKey('Mari Tamm'));
    expect(nameSortKey('')).toBe('');
  });
});

describe('estonianSortKey (places, counties, any word)', () => {
  const sorted = (words: string[]) =>
    [...words].sort((a, b) => (estonianSortKey(a) < estonianSortKey(b) ? -1 : 1));

  it.each([
    [
      'puts š and ž after s and z, and z, ž before t',
      ['Tartu', 'Zürich', 'Šveits', 'Saue', 'Žanna'],
      ['Saue', 'Šveits', 'Zürich', 'Žanna', 'Tartu'],
    ],
    [
      'puts õ ä ö ü after w, and x y last',
      ['Yxi', 'Ülo', 'Õie', 'Äli', 'Öie', 'Wõro', 'Valga'],
      ['Valga', 'Wõro', 'Õie', 'Äli', 'Öie', 'Ülo', 'Yxi'],
    ],
    [
      'sorts a shorter word before a longer one that starts with it',
      ['Annabel', 'Anna Tamm', 'Anna'],
      ['Anna', 'Anna Tamm', 'Annabel'],
    ],
  ])('%s', (_title, words, expected) => {
    expect(sorted(words)).toEqual(expected);
  });

  it('ignores case and punctuation', () => {
    expect(estonianSortKey('Lääne-Viru')).toBe(estonianSortKey('LääneViru'));
    expect(estonianSortKey('ÕUNAPUU')).toBe(estonianSortKey('õunapuu'));
    expect(estonianSortKey('ЁЛКИН')).toBe(estonianSortKey('ёлкин'));
  });

  it('keeps digits before letters and folds runs of spaces', () => {
    expect(estonianSortKey('Tallinn  2')).toBe(estonianSortKey('Tallinn 2'));
    expect(sorted(['Tallinn a', 'Tallinn 2', 'Tallinn'])).toEqual([
      'Tallinn',
      'Tallinn 2',
      'Tallinn a',
    ]);
  });
});

describe('estonianSortKey gives every letter a place (#26)', () => {
  const sorted = (words: string[]) =>
    [...words].sort((a, b) => (estonianSortKey(a) < estonianSortKey(b) ? -1 : 1));

  it('keys a name in another script, not an empty key', () => {
    for (const name of ['Иван Петров', 'Ωμέγα', 'Արամ', '李']) {
      expect(estonianSortKey(name)).not.toBe('');
    }
    expect(estonianSortKey('Иван')).not.toBe(estonianSortKey('Пётр'));
    expect(estonianSortKey('Ωμέγα')).not.toBe(estonianSortKey('Αλφα'));
  });

  it('keeps letters with diacritics the alphabet lacks, beside their base letter', () => {
    expect(sorted(['Czerny', 'Čapek', 'Capek', 'Dvořák', 'Ćosić'])).toEqual([
      'Capek',
      'Čapek',
      'Ćosić',
      'Czerny',
      'Dvořák',
    ]);
    expect(sorted(['Renef', 'Renée', 'Renee'])).toEqual(['Renee', 'Renée', 'Renef']);
    expect(sorted(['Łukasz', 'Lukas', 'Luz', 'Ludwig', 'Lukasy'])).toEqual([
      'Ludwig',
      'Lukas',
      'Łukasz',
      'Lukasy',
      'Luz',
    ]);
    expect(sorted(['Aąb', 'Aab', 'Aac'])).toEqual(['Aab', 'Aąb', 'Aac']);
    expect(sorted(['Örsted', 'Ørsted', 'Örstedt'])).toEqual(['Örsted', 'Ørsted', 'Örstedt']);
  });

  it('reads ß as ss, æ as ae, and keeps them apart from the plain letters', () => {
    expect(sorted(['Strauß', 'Straust', 'Strauss', 'Straub'])).toEqual([
      'Straub',
      'Strauss',
      'Strauß',
      'Straust',
    ]);
    expect(sorted(['Aeg', 'Æble', 'Aebe'])).toEqual(['Aebe', 'Æble', 'Aeg']);
  });

  it('puts Cyrillic after every Latin letter, in Russian order, ё beside е and й after и', () => {
    expect(
      sorted(['Яков', 'Ёлкин', 'Иван', 'Йосиф', 'Елена', 'Жанна', 'Борис', 'Yxi', 'Üllar', 'Ёж']),
    ).toEqual(['Üllar', 'Yxi', 'Борис', 'Ёж', 'Елена', 'Ёлкин', 'Жанна', 'Иван', 'Йосиф', 'Яков']);
    expect(sorted(['Ёлки', 'Елкин', 'Елки'])).toEqual(['Елки', 'Ёлки', 'Елкин']);
  });

  it('puts other scripts after Cyrillic, by code point', () => {
    expect(sorted(['Ωμέγα', 'Яков', 'Αλφα', 'Zoe', 'Արամ'])).toEqual([
      'Zoe',
      'Яков',
      'Αλφα',
      'Ωμέγα',
      'Արամ',
    ]);
  });

  it('orders people with foreign names by surname too', () => {
    expect(
      ordered(['Иван Петров', 'Anna Tamm', 'Karel Čapek', 'Jan Capek', 'Пётр Иванов']),
    ).toEqual(['Jan Capek', 'Karel Čapek', 'Anna Tamm', 'Пётр Иванов', 'Иван Петров']);
  });
});
