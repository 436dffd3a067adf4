/** The seed articles: saved through the articles store, published on their dates, once. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../client';
import { readingMinutes } from '#domain/rules/reading-time';
import { seedArticles } from './articles';
import { SEED_ARTICLES } from './content/articles';

let dir: string;
let database: Database;
let authorId: number;
let backgrounds: number[];

const all = <T>(sql: string, ...params: unknown[]) =>
  database.sqlite.prepare(sql).all(...params) as T[];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kyynal-seed-articles-'));
  database = openDatabase(path.join(dir, 'seed.db'));
  migrateDatabase(database);
  const sqlite = database.sqlite;
  authorId = Number(
    sqlite
      .prepare(
        "INSERT INTO users (name, email, password_hash, role) VALUES ('Küünla haldur', 'admin@kyynal.test', 'x', 10)",
      )
      .run().lastInsertRowid,
  );
  const image = sqlite.prepare(
    "INSERT INTO images (kind, file_name, mime, width, height, bytes, active) VALUES (?, ?, 'image/jpeg', 1600, 900, 1000, 1)",
  );
  backgrounds = ['a.jpg', 'b.jpg'].map((file) =>
    Number(image.run('background', file).lastInsertRowid),
  );
  image.run('portrait', 'c.jpg');
});

afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Row {
  slug: string;
  title: string;
  body: string;
  text: string;
  category: number;
  published: number;
  published_at: number;
  reviewed_at: string;
  reading_minutes: number;
  cover_image_id: number | null;
  author_id: number;
}

describe('seedArticles', () => {
  it('saves every seed article, published on its date, by the author, with a demo cover', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(seedArticles(database, authorId)).toBe(SEED_ARTICLES.length);
    const rows = all<Row>('SELECT * FROM articles ORDER BY id');
    expect(rows.map((r) => r.slug)).toEqual(SEED_ARTICLES.map((a) => a.slug));
    for (const [i, row] of rows.entries()) {
      const seed = SEED_ARTICLES[i]!;
      expect(row).toMatchObject({
        title: seed.title,
        category: seed.category,
        published: 1,
        published_at: Date.parse(`${seed.publishedAt}T07:00:00Z`),
        reviewed_at: seed.reviewedAt,
        author_id: authorId,
        reading_minutes: readingMinutes(row.text),
      });
      expect(backgrounds).toContain(row.cover_image_id);
      // the Markdown became the editor's HTML: sections and paragraphs, nothing raw
      expect(row.body).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(row.body).not.toMatch(/^## |\*\*/m);
    }
    // every category has its three
    for (const category of [1, 2, 3, 4]) {
      expect(rows.filter((r) => r.category === category).length).toBeGreaterThanOrEqual(3);
    }
    const indexed = all<{ ref: string }>(
      "SELECT ref FROM site_search WHERE kind = 'article' ORDER BY ref",
    ).map((r) => r.ref);
    expect(indexed).toEqual(SEED_ARTICLES.map((a) => `/artikkel/${a.slug}`).sort());
  });

  it('adds nothing the second time, and only what is missing after a deletion', () => {
    expect(seedArticles(database, authorId)).toBe(0);
    expect(all('SELECT id FROM articles')).toHaveLength(SEED_ARTICLES.length);
    const first = SEED_ARTICLES[0]!.slug;
    database.sqlite.prepare('DELETE FROM articles WHERE slug = ?').run(first);
    expect(seedArticles(database, authorId)).toBe(1);
    expect(all('SELECT id FROM articles')).toHaveLength(SEED_ARTICLES.length);
    expect(all("SELECT ref FROM site_search WHERE kind = 'article'")).toHaveLength(
      SEED_ARTICLES.length,
    );
  });
});
