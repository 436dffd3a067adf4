/**
 * What a shared link or a search engine says of each page, in Estonian (the server's page meta,
 * api/src/pages/meta.ts). Apart from page-meta.ts's titles so the app's bundle does not carry it.
 */
import type { PageKey } from './pages';

export const SITE_DESCRIPTION =
  'Surmakuulutused, ärasaatmisteated, kaastundeavaldused ja mälestuspäevad. Süüta virtuaalne küünal ja jäta järelhüüe.';

/** A notice list's description: "Ärasaatmisteated Küünlas: otsi nime, …" */
export function listDescription(what: string): string {
  return `${what} Küünlas: otsi nime, maakonna ja kuupäeva järgi, süüta küünal ja jäta järelhüüe.`;
}

const DIRECTORY_DESCRIPTION =
  'Matusebürood ja matuseteenused üle Eesti: lähim pakkuja, lahtiolekuajad, hinnad ja arvustused.';

/** The pages search engines should find, with their own descriptions; the rest are noindex. */
export const PAGE_DESCRIPTIONS: Partial<Record<PageKey, string>> = {
  home: SITE_DESCRIPTION,
  homeEt: SITE_DESCRIPTION,
  homeEn: SITE_DESCRIPTION,
  notices: listDescription('Kõik surmakuulutused'),
  noticesAlias: listDescription('Kõik surmakuulutused'),
  funeralNotices: listDescription('Ärasaatmisteated'),
  condolences: listDescription('Kaastundeavaldused'),
  memorials: listDescription('Mälestuspäevade teated'),
  privacy: 'Milliseid andmeid Küünal kogub ja miks.',
  terms: 'Küünla kasutamise ja teadete avaldamise tingimused.',
  contact: 'Küünla kontaktandmed: kirjuta või helista meile.',
  helpGuide:
    'Mida teha lähedase surma korral: surma registreerimine, matusebüroo, hauaplats, surmateade, matusetoetus, pärimine. Samm-sammult, tähtaegade ja linkidega.',
  poemSamples:
    'Luuletuste näidised surmakuulutusse, kaastundeavaldusse ja mälestuspäeva teatesse: meeleolu ja teate liigi järgi, autori ja kasutusõigusega.',
  condolenceSamples:
    'Kaastundeavalduse näidised perele, sõbrale, kolleegi lähedastele ja naabrile ning sõnad, mida kasutada ja mida vältida.',
  directory: DIRECTORY_DESCRIPTION,
  directoryAlias: DIRECTORY_DESCRIPTION,
  articles:
    'Artiklid matusekommetest, teekonnast pärast surma, matuse planeerimisest ja korraldamisest.',
  serviceRequest:
    'Küsi hinnapakkumist mitmelt matusebüroolt korraga: kirjelda, mida vajad, ja lähimad pakkujad saadavad pakkumise. Tasuta.',
  planner:
    'Matuse projektijuht: kõik, mida lähedase surma järel teha, tähtaegadega surma- ja matusekuupäevast. Töötab ka võrguta ja seda saab jagada lähedastega.',
};
