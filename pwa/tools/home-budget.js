#!/usr/bin/env node
/**
 * First-screen JavaScript budget: gzip size of the entry chunk named in dist/index.html plus
 * every chunk it imports statically (transitively). Dynamic imports (lazy screens, the
 * date picker, the home screen's latest-notices chunk) are listed separately, not counted.
 * Usage: npx vite build && node pwa/tools/home-budget.js [dist] [limitKB]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const limitKb = Number(process.argv[3] ?? 130);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module script in index.html');

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const staticImports = (code) =>
  [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => `assets/${m[1]}`,
  );
const dynamicImports = (code) =>
  [...code.matchAll(/["'](?:\.\/|assets\/)([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`);

const seen = new Set();
const queue = [entry];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  queue.push(...staticImports(readFileSync(join(dist, file), 'utf8')));
}

let total = 0;
for (const file of seen) {
  const size = gz(file);
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KB  first screen (entry + static imports, gzip)`,
);

const lazy = new Set();
for (const file of seen) {
  for (const dep of dynamicImports(readFileSync(join(dist, file), 'utf8'))) {
    if (!seen.has(dep)) lazy.add(dep);
  }
}
console.log(`(${lazy.size} lazy chunks not counted)`);
if (total / 1024 > limitKb) {
  console.error(`over budget: ${(total / 1024).toFixed(2)} KB > ${limitKb} KB`);
  process.exit(1);
}
