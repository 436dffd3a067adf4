import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NoticePaper, type NoticePaperData } from './NoticePaper';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'et', resources: {}, initAsync: false });

const notice = (over: Partial<NoticePaperData>): NoticePaperData => ({
  type: 0,
  prefix: '',
  deceasedName: 'Ants Tamm',
  maidenName: null,
  birthDate: null,
  deathDate: null,
  poem: 'Vaikne on su uni.',
  poemCredit: null,
  suffix: '',
  funeralInfo: '',
  signature: 'Lapsed',
  portraitUrl: null,
  counties: [],
  place: null,
  ...over,
});

const render = (data: NoticePaperData) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <NoticePaper {...data} />
    </I18nextProvider>,
  );

describe('NoticePaper', () => {
  it('writes "— Author, Title" under a poem from the poem bank', () => {
    const html = render(notice({ poemCredit: { author: 'rahvaluule', title: 'Kiigelaul' } }));
    expect(html).toContain(
      '<p class="notice-paper__poem">Vaikne on su uni.</p><p class="notice-paper__poem-credit">— rahvaluule, Kiigelaul</p>',
    );
  });

  it('writes no attribution under a hand-typed poem, nor without a poem', () => {
    expect(render(notice({}))).not.toContain('notice-paper__poem-credit');
    const noPoem = render(notice({ poem: '', poemCredit: { author: 'A', title: 'T' } }));
    expect(noPoem).not.toContain('notice-paper__poem');
  });
});
