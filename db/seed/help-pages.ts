/**
 * The help pages under /kasulikku in Estonian, English and Russian, from the seed content
 * (db/seed/content: the guide, the condolence samples, the poem samples' introduction), and the
 * legal pages (/privaatsus, /tingimused, db/seed/content/legal-pages.ts), saved
 * through the help store, so each page's Markdown is stored as the editor's sanitised HTML and its
 * row in the search index is written with it. A page already stored in a language is left as
 * it is (an editor may have changed it): seeding again writes nothing.
 */
import { answeredNow } from '#api/stores/flow';
import { createHelpStore, type HelpPageInput } from '#api/routes/help/store';
import { createSearchIndex } from '#api/routes/search/store';
import type { Database } from '../client';
import {
  CONDOLENCE_SAMPLES_SLUG,
  HELP_GUIDE_SLUG,
  type LegalSlug,
  POEM_SAMPLES_SLUG,
  PRIVACY_SLUG,
  TERMS_SLUG,
} from '#domain/pages/help-pages';
import { LOCALES } from '#domain/vocabulary/locales';
import type { Locale } from '#domain/vocabulary/locales';
import { CONDOLENCE_PAGE } from './content/condolence-samples';
import { HELP_GUIDE } from './content/help-guide';
import { LEGAL_PAGES, LEGAL_REVIEWED_AT } from './content/legal-pages';
import { POEM_SAMPLES_PAGE } from './content/poem-samples-page';
import { markdownToDoc } from './markdown';

/** The day the condolence and poem samples' texts were written and checked */
const SAMPLES_REVIEWED_AT = '2026-11-25';

/** The latest of the steps' checks is the guide's review */
const latest = (days: string[]) => days.reduce((a, b) => (b > a ? b : a));

/** The three pages in one language, as the store saves them */
export function helpPagesIn(language: Locale): HelpPageInput[] {
  const guide = HELP_GUIDE[language];
  const condolence = CONDOLENCE_PAGE[language];
  const poems = POEM_SAMPLES_PAGE[language];
  const fixed = (page: { title: string; lead: string; description: string; reviewedBy: string }) =>
    ({
      language,
      title: page.title,
      lead: page.lead,
      description: page.description,
      reviewedBy: page.reviewedBy,
    }) as const;
  return [
    {
      ...fixed(guide),
      slug: HELP_GUIDE_SLUG,
      reviewedAt: latest(guide.groups.flatMap((g) => g.steps.map((s) => s.checkedAt))),
      content: {
        kind: 'guide',
        groups: guide.groups.map((group) => ({
          heading: group.heading,
          steps: group.steps.map(({ body, ...step }) => ({ ...step, body: markdownToDoc(body) })),
        })),
      },
    },
    {
      ...fixed(poems),
      slug: POEM_SAMPLES_SLUG,
      reviewedAt: SAMPLES_REVIEWED_AT,
      content: { kind: 'poems', body: markdownToDoc(poems.body) },
    },
    {
      ...fixed(condolence),
      slug: CONDOLENCE_SAMPLES_SLUG,
      reviewedAt: SAMPLES_REVIEWED_AT,
      content: { kind: 'condolence', groups: condolence.groups },
    },
  ];
}

/** The privacy policy and the terms of use in one language, as the store saves them */
export function legalPagesIn(language: Locale): HelpPageInput[] {
  return ([PRIVACY_SLUG, TERMS_SLUG] satisfies LegalSlug[]).map((slug) => {
    const { sections, ...page } = LEGAL_PAGES[language][slug];
    return {
      ...page,
      slug,
      language,
      reviewedAt: LEGAL_REVIEWED_AT,
      content: { kind: 'sections', sections },
    };
  });
}

/** The pages, in every language, whose `slug/language` is not in `stored` */
export function helpPagesToSeed(stored: ReadonlySet<string>): HelpPageInput[] {
  return LOCALES.flatMap((language) =>
    [...helpPagesIn(language), ...legalPagesIn(language)].filter(
      (page) => !stored.has(`${page.slug}/${language}`),
    ),
  );
}

/** Saves every page and language not stored yet; returns how many it saved. */
export function seedHelpPages({ sqlite }: Database, now: number): number {
  const help = createHelpStore(sqlite, createSearchIndex(sqlite));
  const stored = sqlite
    .prepare<[], { key: string }>("SELECT slug || '/' || language AS key FROM help_pages")
    .all()
    .map((row) => row.key);
  const pages = helpPagesToSeed(new Set(stored));
  for (const page of pages) answeredNow(help.save(page, now));
  return pages.length;
}

/**
 * The same through the help pages' port, on either database: `stored` is the stored pages'
 * `slug/language` keys
 */
export async function seedHelpPagesThrough(
  help: { save(page: HelpPageInput, now: number): Promise<void> },
  stored: ReadonlySet<string>,
  now: number,
): Promise<number> {
  const pages = helpPagesToSeed(stored);
  for (const page of pages) await help.save(page, now);
  return pages.length;
}
