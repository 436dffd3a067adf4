/**
 * The help pages: GET /api/help/:slug in the reader's language with Estonian as the fallback,
 * 404 for an unknown page, the search index rows a save writes, the yearly review alert (once
 * per page), and the seed content saved through the same store, once: the help pages and the
 * legal pages (/privaatsus, /tingimused) with their key facts.
 */
import { describe, expect, it } from 'vitest';
import { HELP_GUIDE_SLUG, type HelpPage, PRIVACY_SLUG, TERMS_SLUG } from '#domain/pages/help-pages';
import { helpPagesIn, legalPagesIn, seedHelpPagesThrough } from '#db/seed/help-pages';
import { useTestServer } from '#api-test/harness';
import { HELP_STALE_ALERT, createHelpReviewJob } from '../../services/help-review';
import type { HelpPageInput } from './store';

const { server, visitor } = useTestServer();
const store = () => server.stores.help;
const count = async (sql: string) => Number(await server.sql.value(sql));
/** An alert's details: JSON text on SQLite, parsed on PostgreSQL */
const detailsOf = (details: unknown) =>
  (typeof details === 'string' ? JSON.parse(details) : details) as Record<string, string>;
const doc = (text: string) => ({
  type: 'doc' as const,
  content: [
    { type: 'paragraph', content: [{ type: 'text', text }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '<img src=x onerror=alert(1)>' },
        {
          type: 'text',
          text: 'klõps',
          marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
        },
      ],
    },
  ],
});

const guide = (language: 'et' | 'en', title: string, reviewedAt = '2026-06-01'): HelpPageInput => ({
  slug: HELP_GUIDE_SLUG,
  language,
  title,
  lead: `${title}: lead`,
  description: `${title}: description`,
  reviewedAt,
  reviewedBy: 'Toimetus',
  content: {
    kind: 'guide',
    groups: [
      {
        heading: language === 'et' ? 'Esimestel päevadel' : 'In the first days',
        steps: [
          {
            title: language === 'et' ? 'Matusetoetus' : 'Funeral benefit',
            deadline: language === 'et' ? 'Esimestel nädalatel' : 'In the first weeks',
            body: doc(
              language === 'et' ? 'Taotle matusetoetust vallast.' : 'Apply to the municipality.',
            ),
            links: [{ label: 'eesti.ee', href: 'https://www.eesti.ee' }],
            checkedAt: reviewedAt,
          },
        ],
      },
    ],
  },
});

const getPage = async (slug: string, locale: string) => {
  const res = await visitor.get(`/api/help/${slug}?locale=${locale}`);
  return { status: res.status, body: (await res.json()) as HelpPage };
};

describe('GET /api/help/:slug', () => {
  it('answers a page in the reader’s language, its rich text stored sanitised', async () => {
    await store().save(guide('et', 'Kuidas käituda'), server.now());
    await store().save(guide('en', 'What to do'), server.now());
    const { status, body } = await getPage(HELP_GUIDE_SLUG, 'en');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: HELP_GUIDE_SLUG,
      language: 'en',
      title: 'What to do',
      lead: 'What to do: lead',
      description: 'What to do: description',
      reviewedAt: '2026-06-01',
      reviewedBy: 'Toimetus',
    });
    if (body.content.kind !== 'guide') throw new Error('not the guide');
    const step = body.content.groups[0]!.steps[0]!;
    expect(step).toMatchObject({ title: 'Funeral benefit', deadline: 'In the first weeks' });
    expect(step.links).toEqual([{ label: 'eesti.ee', href: 'https://www.eesti.ee' }]);
    expect(step.html).toContain('<p>Apply to the municipality.</p>');
    expect(step.html).toContain('&lt;img src=x onerror=alert(1)&gt;klõps');
    expect(step.html).not.toMatch(/<img|javascript:/);
  });

  it('falls back to Estonian when the language has no copy', async () => {
    const { status, body } = await getPage(HELP_GUIDE_SLUG, 'ru');
    expect(status).toBe(200);
    expect(body).toMatchObject({ language: 'et', title: 'Kuidas käituda' });
  });

  it('answers 404 for an unknown page and for a known one not stored', async () => {
    expect((await getPage('kuidas-hoida-lilli', 'et')).status).toBe(404);
    expect((await getPage('luuletuste-naidised', 'et')).status).toBe(404);
  });

  it('keeps one search row per page and language, replaced on every save', async () => {
    await store().save(guide('et', 'Kuidas käituda lähedase surma korral'), server.now());
    const rows = await server.sql.all(
      "SELECT ref, language, title FROM site_search WHERE kind = 'help' ORDER BY language",
    );
    expect(rows).toEqual([
      { ref: `/kasulikku/${HELP_GUIDE_SLUG}`, language: 'en', title: 'What to do' },
      {
        ref: `/kasulikku/${HELP_GUIDE_SLUG}`,
        language: 'et',
        title: 'Kuidas käituda lähedase surma korral',
      },
    ]);
    const res = await visitor.get('/api/search?q=matusetoetus&locale=et');
    const { items } = (await res.json()) as { items: { kind: string; path: string }[] };
    expect(items).toEqual([
      expect.objectContaining({ kind: 'help', path: `/kasulikku/${HELP_GUIDE_SLUG}` }),
    ]);
    expect(await count('SELECT count(*) FROM help_pages')).toBe(2);
  });
});

describe('the help review reminder', () => {
  const alerts = async () =>
    (
      await server.sql.all<{ details: unknown }>(
        'SELECT details FROM admin_alerts WHERE kind = ? ORDER BY id',
        HELP_STALE_ALERT,
      )
    ).map((row) => detailsOf(row.details));
  const job = () => createHelpReviewJob({ help: store(), now: server.now });

  it('alerts once per page whose review is more than a year old', async () => {
    // the clock is 15 June 2026: the English copy was last reviewed on 1 June 2025
    await store().save(guide('en', 'What to do', '2025-06-01'), server.now());
    expect(await job().check()).toBe(1);
    expect(await alerts()).toEqual([
      { slug: HELP_GUIDE_SLUG, language: 'en', reviewedAt: '2025-06-01' },
    ]);
    // the next day: the same stale page raises nothing new
    server.advance(24 * 3600_000);
    expect(await job().check()).toBe(0);
    // reviewed again, and stale a year after that: a new alert
    await store().save(guide('en', 'What to do', '2026-06-16'), server.now());
    expect(await job().check()).toBe(0);
    server.advance(366 * 24 * 3600_000);
    expect(await job().check()).toBe(2);
    expect((await alerts()).map((a) => `${a.language} ${a.reviewedAt}`)).toEqual([
      'en 2025-06-01',
      'en 2026-06-16',
      'et 2026-06-01',
    ]);
  });
});

describe('the help review reminder run twice at once (two app instances)', () => {
  it('raises each stale page’s alert once', async () => {
    const before = Number(await server.sql.value('SELECT count(*) FROM admin_alerts'));
    await server.stores.help.save(guide('et', 'Kuidas käituda', '2024-01-02'), server.now());
    const job = () => createHelpReviewJob({ help: server.stores.help, now: server.now });
    const raised = await Promise.all([job().check(), job().check(), job().check()]);
    expect(raised.reduce((a, b) => a + b, 0)).toBe(1);
    expect(Number(await server.sql.value('SELECT count(*) FROM admin_alerts'))).toBe(before + 1);
  });
});

describe('the seeded help pages', () => {
  it('saves the three help pages and the two legal pages in et, en and ru through the store, once', async () => {
    await server.sql.run('DELETE FROM help_pages');
    await server.sql.run("DELETE FROM site_search WHERE kind = 'help'");
    const seed = async () => {
      const stored = await server.sql.all<{ key: string }>(
        "SELECT slug || '/' || language AS key FROM help_pages",
      );
      return seedHelpPagesThrough(store(), new Set(stored.map((row) => row.key)), server.now());
    };
    expect(await seed()).toBe(15);
    expect(await seed()).toBe(0);
    expect(await count('SELECT count(*) FROM help_pages')).toBe(15);
    expect(await count("SELECT count(*) FROM site_search WHERE kind = 'help'")).toBe(15);
    for (const page of [...helpPagesIn('ru'), ...legalPagesIn('ru')]) {
      expect(await store().read(page.slug, 'ru')).toMatchObject({
        language: 'ru',
        title: page.title,
      });
    }
  });

  it('answers the legal pages in the reader’s language, found by search at their own paths', async () => {
    const privacy = await getPage(PRIVACY_SLUG, 'ru');
    expect(privacy.status).toBe(200);
    expect(privacy.body).toMatchObject({
      slug: PRIVACY_SLUG,
      language: 'ru',
      title: 'Политика конфиденциальности',
      reviewedAt: '2026-11-25',
    });
    if (privacy.body.content.kind !== 'sections') throw new Error('not a sections page');
    expect(privacy.body.content.sections.map((s) => s.heading)).toContain('Ваши права');

    const rows = await server.sql.all<{ ref: string }>(
      "SELECT ref FROM site_search WHERE kind = 'help' AND language = 'et' AND ref NOT LIKE '/kasulikku/%' ORDER BY ref",
    );
    expect(rows.map((row) => row.ref)).toEqual(['/privaatsus', '/tingimused']);
    const res = await visitor.get('/api/search?q=tagasimakse&locale=et');
    const { items } = (await res.json()) as { items: { kind: string; path: string }[] };
    expect(items).toContainEqual(expect.objectContaining({ kind: 'help', path: '/tingimused' }));
  });

  it('are in the yearly review: a stale one alerts with its own path', async () => {
    const [privacy] = legalPagesIn('en');
    await store().save({ ...privacy!, reviewedAt: '2025-01-10' }, server.now());
    const job = createHelpReviewJob({ help: store(), now: server.now });
    expect(await job.check()).toBe(1);
    const raised = await server.sql.all<{ message: string; details: unknown }>(
      'SELECT message, details FROM admin_alerts WHERE kind = ?',
      HELP_STALE_ALERT,
    );
    const message = raised.find((row) => detailsOf(row.details).slug === PRIVACY_SLUG)?.message;
    expect(message).toMatch(/^Abileht \/privaatsus \(en\) on viimati üle vaadatud 2025-01-10/);
    await store().save(privacy!, server.now());
  });

  it('keep the texts’ key facts: retention, refunds, the controller', async () => {
    const textOf = async (slug: string, locale: string) => {
      const { body } = await getPage(slug, locale);
      if (body.content.kind !== 'sections') throw new Error('not a sections page');
      return body.content.sections
        .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])
        .join('\n');
    };
    const privacy = await textOf(PRIVACY_SLUG, 'et');
    expect(privacy).toContain('raamatupidamise seaduses nõutud seitse aastat');
    expect(privacy).toContain('kustutame 90 päeva pärast päringu sulgemist');
    expect(privacy).toContain('Küünal OÜ, Narva mnt 5, 10117 Tallinn');
    expect(privacy).toContain('Andmekaitse Inspektsiooni');
    const terms = await textOf(TERMS_SLUG, 'et');
    expect(terms).toContain('24 tunni jooksul pärast avaldamist, tagastame poole hinnast');
    expect(terms).toContain('Tagasimakse tehakse 14 päeva jooksul');
    expect(await textOf(PRIVACY_SLUG, 'en')).toContain('seven years');
    expect(await textOf(TERMS_SLUG, 'ru')).toContain('14 дней');
  });
});
