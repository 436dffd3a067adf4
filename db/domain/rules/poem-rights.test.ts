import { describe, expect, it } from 'vitest';
import {
  freeFromYear,
  hasRecordedLicence,
  isFreeToUse,
  isUsable,
  licenceText,
  poemAuthorName,
  type PoemRightsFields,
} from './poem-rights';

const poem = (fields: Partial<PoemRightsFields>): PoemRightsFields => ({
  author: 'Autor',
  authorDeathYear: null,
  folk: false,
  licenceGrantor: null,
  licenceGrantedOn: null,
  licenceScope: null,
  ...fields,
});

const licence = {
  licenceGrantor: 'Pärija',
  licenceGrantedOn: '2026-03-01',
  licenceScope: 'Küünla teadetes',
};

describe('poem rights', () => {
  it('frees a work from 1 January of the 71st year after the death', () => {
    expect(freeFromYear(1913)).toBe(1984);
    // died 1955: protected through 2025, free from 1 January 2026
    expect(isFreeToUse(poem({ authorDeathYear: 1955 }), 2025)).toBe(false);
    expect(isFreeToUse(poem({ authorDeathYear: 1955 }), 2026)).toBe(true);
    // died 1956: the 70th year after is 2026, still protected; free in 2027
    expect(isFreeToUse(poem({ authorDeathYear: 1956 }), 2026)).toBe(false);
    expect(isFreeToUse(poem({ authorDeathYear: 1956 }), 2027)).toBe(true);
    expect(isFreeToUse(poem({ authorDeathYear: 1980 }), 2026)).toBe(false);
  });

  it('treats folk poetry as free and an unknown death year as protected', () => {
    expect(isFreeToUse(poem({ author: null, folk: true }), 2026)).toBe(true);
    expect(isFreeToUse(poem({}), 2026)).toBe(false);
  });

  it('offers a protected poem only with a complete recorded licence', () => {
    const protectedPoem = poem({ authorDeathYear: 1980 });
    expect(isUsable(protectedPoem, 2026)).toBe(false);
    expect(isUsable({ ...protectedPoem, ...licence }, 2026)).toBe(true);
    expect(hasRecordedLicence({ ...protectedPoem, ...licence, licenceGrantedOn: ' ' })).toBe(false);
    expect(isUsable({ ...protectedPoem, ...licence, licenceGrantor: null }, 2026)).toBe(false);
    expect(isUsable(poem({ authorDeathYear: 1913 }), 2026)).toBe(true);
  });

  it('writes the licence as one short text, or null', () => {
    expect(licenceText(poem(licence))).toBe('Küünla teadetes (Pärija, 2026-03-01)');
    expect(licenceText(poem({}))).toBeNull();
  });

  it('names folk poetry "rahvaluule" in the attribution', () => {
    expect(poemAuthorName({ author: null, folk: true })).toBe('rahvaluule');
    expect(poemAuthorName({ author: 'Juhan Liiv', folk: false })).toBe('Juhan Liiv');
  });
});
