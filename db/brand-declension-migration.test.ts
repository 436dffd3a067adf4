/**
 * Migrations 0040_brand_declension (SQLite) and 0006_brand_declension (PostgreSQL): a database
 * seeded before the brand was declined as küünal is (Küünali, Küünalis... in its help pages,
 * articles, poems' rights and site search) says Küünla, Küünlas... once migrated; a word that
 * only begins like it ("Küünalijalg") and text without it stay as they were.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePgFolder } from 'drizzle-orm/node-postgres/migrator';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase } from './client';
import { migratePostgres, openPostgres, pgMigrationsFolder } from './pg/client';
import { createTestDatabase, describePg } from './pg/test/server';
import { migrationsBefore } from './test/migrations-before';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-brand-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Old seeded text, one for each ending, and what it must read once migrated */
const OLD = {
  title: 'Küünali abi',
  lead: 'Küünalis saad teate koostada.',
  content: JSON.stringify({
    intro: 'Küünali näidiste hulgas on luuletused, mille kasutamiseks on Küünalil luba.',
    steps: ['Küünalijalg ja Küünalid jäävad.', 'Vaata Küünalist\n[kataloog](/x), mine Küünalisse'],
  }),
  text: 'Küünaliga ja KüünaliX ei muutu',
  reviewedBy: 'Küünali toimetus',
  html: '<p>Küünali <a href="/hinnaparing">hinnapäring</a></p>',
  licenceScope: 'Kirjutatud Küünali näidiseks, kasutamiseks Küünali teadetes',
};
const NEW = {
  title: 'Küünla abi',
  lead: 'Küünlas saad teate koostada.',
  content: {
    intro: 'Küünla näidiste hulgas on luuletused, mille kasutamiseks on Küünlal luba.',
    steps: ['Küünalijalg ja Küünalid jäävad.', 'Vaata Küünlast\n[kataloog](/x), mine Küünlasse'],
  },
  text: 'Küünlaga ja KüünaliX ei muutu',
  reviewedBy: 'Küünla toimetus',
  html: '<p>Küünla <a href="/hinnaparing">hinnapäring</a></p>',
  licenceScope: 'Kirjutatud Küünla näidiseks, kasutamiseks Küünla teadetes',
};
const UNTOUCHED = 'Küünal – küünla süütamine';

const insertHelpPage = `INSERT INTO help_pages (slug, language, title, lead, description, content, text, reviewed_at, reviewed_by)
  VALUES ('juhend', 'et', $1, $2, $3, $4, $5, '2026-11-01', $6)`;
const insertArticle = `INSERT INTO articles (title, slug, lead, body, doc, text, meta_description, category)
  VALUES ($1, 'artikkel', $2, $3, $4, $5, $6, 1)`;
const insertPoem = `INSERT INTO poems (body, title, licence_scope) VALUES ($1, $2, $3)`;
const insertSearch = `INSERT INTO site_search (title, body, kind, ref, language) VALUES ($1, $2, 'help', 'juhend', 'et')`;
const articleDoc = JSON.stringify({ type: 'doc', content: [{ type: 'text', text: OLD.title }] });
const values = {
  helpPage: [OLD.title, OLD.lead, UNTOUCHED, OLD.content, OLD.text, OLD.reviewedBy],
  article: [OLD.title, OLD.lead, OLD.html, articleDoc, OLD.text, UNTOUCHED],
  poem: [UNTOUCHED, OLD.title, OLD.licenceScope],
  search: [OLD.title, OLD.text],
};

/** What each store holds once migrated, the JSON documents parsed */
const migrated = {
  helpPage: {
    title: NEW.title,
    lead: NEW.lead,
    description: UNTOUCHED,
    content: NEW.content,
    text: NEW.text,
    reviewed_by: NEW.reviewedBy,
  },
  article: {
    title: NEW.title,
    lead: NEW.lead,
    body: NEW.html,
    doc: { type: 'doc', content: [{ type: 'text', text: NEW.title }] },
    text: NEW.text,
    meta_description: UNTOUCHED,
  },
  poem: { body: UNTOUCHED, title: NEW.title, licence_scope: NEW.licenceScope },
  search: { title: NEW.title, body: NEW.text },
};

const HELP = 'SELECT title, lead, description, content, text, reviewed_by FROM help_pages';
const ARTICLE = 'SELECT title, lead, body, doc, text, meta_description FROM articles';
const POEM = 'SELECT body, title, licence_scope FROM poems';
const SEARCH = 'SELECT title, body FROM site_search';

describe('the brand declension migration on SQLite', () => {
  it('rewrites Küünali, Küünalis... to Küünla, Küünlas... in stored content', () => {
    const database = openDatabase(path.join(dir, 'kyynal.db'));
    migrate(database.db, {
      migrationsFolder: migrationsBefore(
        migrationsFolder,
        '0040_brand_declension',
        path.join(dir, 'migrations'),
      ),
    });
    const { sqlite } = database;
    const run = (statement: string, params: string[]) =>
      sqlite.prepare(statement.replace(/\$\d/g, '?')).run(...params);
    run(insertHelpPage, values.helpPage);
    run(insertArticle, values.article);
    run(insertPoem, values.poem);
    run(insertSearch, values.search);

    migrateDatabase(database);
    const help = sqlite.prepare(HELP).get() as { content: string };
    expect({ ...help, content: JSON.parse(help.content) as unknown }).toEqual(migrated.helpPage);
    const article = sqlite.prepare(ARTICLE).get() as { doc: string };
    expect({ ...article, doc: JSON.parse(article.doc) as unknown }).toEqual(migrated.article);
    expect(sqlite.prepare(POEM).get()).toEqual(migrated.poem);
    expect(sqlite.prepare(SEARCH).get()).toEqual(migrated.search);
    // the search index was rewritten, not only the stored copy
    expect(
      sqlite.prepare("SELECT ref FROM site_search WHERE site_search MATCH 'Küünlaga'").all(),
    ).toEqual([{ ref: 'juhend' }]);
    sqlite.close();
  });
});

describePg('the brand declension migration on PostgreSQL', () => {
  it('rewrites Küünali, Küünalis... to Küünla, Küünlas... in stored content', async () => {
    const created = await createTestDatabase();
    const database = await openPostgres(created.url);
    try {
      const client = await database.pool.connect();
      try {
        await migratePgFolder(drizzle(client), {
          migrationsFolder: migrationsBefore(
            pgMigrationsFolder,
            '0006_brand_declension',
            path.join(dir, 'pg-migrations'),
          ),
        });
      } finally {
        client.release();
      }
      const { pool } = database;
      await pool.query(insertHelpPage, values.helpPage);
      await pool.query(insertArticle, values.article);
      await pool.query(insertPoem, values.poem);
      await pool.query(insertSearch, values.search);

      await migratePostgres(database);
      const one = async (statement: string) => (await pool.query(statement)).rows[0] as unknown;
      expect(await one(HELP)).toEqual(migrated.helpPage);
      expect(await one(ARTICLE)).toEqual(migrated.article);
      expect(await one(POEM)).toEqual(migrated.poem);
      expect(await one(SEARCH)).toEqual(migrated.search);
      expect(
        await one("SELECT ref FROM site_search WHERE search @@ to_tsquery('folded', 'Küünlaga')"),
      ).toEqual({ ref: 'juhend' });
    } finally {
      await database.pool.end();
      await created.drop();
    }
  });
});
