import { describe, expect, it } from 'vitest';
import { helpLanguages, helpPageUrls } from './help-cache';

describe('the help pages saved at install', () => {
  it('are in Estonian and the browser’s first language the site speaks', () => {
    expect(helpLanguages(['ru-RU', 'et'])).toEqual(['et', 'ru']);
    expect(helpLanguages(['fi', 'en-GB'])).toEqual(['et', 'en']);
    expect(helpLanguages(['et-EE', 'en'])).toEqual(['et']);
    expect(helpLanguages([])).toEqual(['et']);
  });

  it('are the three help pages’ and the two legal pages’ answers as the app asks for them', () => {
    expect(helpPageUrls(['et', 'en'])).toEqual([
      '/api/help/kuidas-kaituda-lahedase-surma-korral?locale=et',
      '/api/help/luuletuste-naidised?locale=et',
      '/api/help/kaastundeavalduse-naidis?locale=et',
      '/api/help/privaatsus?locale=et',
      '/api/help/tingimused?locale=et',
      '/api/help/kuidas-kaituda-lahedase-surma-korral?locale=en',
      '/api/help/luuletuste-naidised?locale=en',
      '/api/help/kaastundeavalduse-naidis?locale=en',
      '/api/help/privaatsus?locale=en',
      '/api/help/tingimused?locale=en',
    ]);
  });
});
