/**
 * A copy of a drizzle migrations folder that stops before one migration (its journal cut there),
 * for tests that make a database as it was before it, put old data in and then migrate it.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Copies `folder` into `into` without the migration tagged `tag` and those after it. */
export function migrationsBefore(folder: string, tag: string, into: string): string {
  cpSync(folder, into, { recursive: true });
  const journalPath = path.join(into, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first in ${folder}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return into;
}
