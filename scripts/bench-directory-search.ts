/**
 * `npm run bench:search`: the directory's search alone, in process, on the bench's 10,000
 * companies (scripts/bench-directory.ts): each kind of search timed as CPU per search over
 * BENCH_SEARCHES calls (default 20) after one unmeasured, the sorts without a position included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCompanySearch } from '#api/routes/companies/search';
import { companyListQuery } from '#domain/inputs/directory-query';
import { createRng } from '#db/seed/random';
import { openDataDir } from '#db/setup';
import { buildBenchDirectory } from './bench-directory';

const dir = mkdtempSync(path.join(tmpdir(), 'kyynal-bench-search-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const { database } = openDataDir(dir);
const companies = Number(process.env.BENCH_COMPANIES ?? 10_000);
const times = Number(process.env.BENCH_SEARCHES ?? 20);
const { serviceIds, points } = buildBenchDirectory(database.sqlite, companies, createRng(2026));
const search = createCompanySearch(database.sqlite, { allExist: () => true });
const service = String(serviceIds[0]);
const near = { lat: points[0]!.lat.toFixed(2), lon: points[0]!.lon.toFixed(2) };
const searches: Record<string, Record<string, string>> = {
  'by name': { sort: 'name' },
  'by rating': { sort: 'rating' },
  'by price': { sort: 'price' },
  'by name, page 50': { sort: 'name', page: '50' },
  'one service, by name': { service },
  'nearest 12, one service': { ...near, service },
};
const now = Date.now();
console.log(`${companies.toLocaleString('en')} companies; CPU ms per search, ${times} searches\n`);
console.log('| search | ms |\n|---|---:|');
for (const [name, query] of Object.entries(searches)) {
  const q = companyListQuery.parse(query);
  search.searchJson(q, now);
  const started = process.cpuUsage();
  for (let i = 0; i < times; i++) search.searchJson(q, now);
  const { user, system } = process.cpuUsage(started);
  console.log(`| ${name} | ${((user + system) / times / 1000).toFixed(3)} |`);
}
