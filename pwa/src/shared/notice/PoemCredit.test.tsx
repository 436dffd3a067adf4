import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NoticePaper, type NoticePaperData } from './NoticePaper';
import { PoemCredit, poemCreditLine } from './PoemCredit';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'et', resources: {}, initAsync: false });

const notice: NoticePaperData = {
  type: 0,
  prefix: '',
  deceasedName: 'Ants Tamm',
  maidenName: null,
  birthDate: null,
  deathDate: null,
  poem: 'Vaikne on su uni.',
  suffix: 'Mälestame',
  funeralInfo: '',
  signature: 'Lapsed',
  portraitUrl: null,
  counties: [],
  place: null,
};

/** The paper as the card renders it: the poem's attribution right under the poem. */
const card = (credit: { author: string; title: string } | null) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <NoticePaper {...notice} afterPoem={<PoemCredit credit={credit} />} />
    </I18nextProvider>,
  );

describe('PoemCredit', () => {
  it('writes "— Author, Title" right under a poem from the poem bank', () => {
    expect(card({ author: 'rahvaluule', title: 'Kiigelaul' })).toContain(
      '<p class="notice-paper__poem">Vaikne on su uni.</p><p class="notice-paper__poem-credit">— rahvaluule, Kiigelaul</p><p class="notice-paper__suffix">',
    );
  });

  it('writes nothing under a hand-typed poem', () => {
    expect(card(null)).not.toContain('notice-paper__poem-credit');
  });

  it('leaves out an empty part', () => {
    expect(poemCreditLine({ author: 'Juhan Liiv', title: 'Sinuga ja sinuta' })).toBe(
      '— Juhan Liiv, Sinuga ja sinuta',
    );
    expect(poemCreditLine({ author: 'rahvaluule', title: '' })).toBe('— rahvaluule');
  });
});
