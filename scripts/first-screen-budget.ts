/**
 * A vite build plugin that prints the gzip size of the JavaScript the home route loads — the
 * entry chunk, the home screen's lazy chunk, and everything they import statically — and fails
 * the build when it is over budget.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Options {
  /** Source modules of the first screen's lazy chunks, as path suffixes */
  routeModules: string[];
  maxGzipKb: number;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

export function firstScreenBudget({ routeModules, maxGzipKb }: Options): Plugin {
  return {
    name: 'kyynal-first-screen-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is typeof c & ChunkLike => c.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const isRouteChunk = (c: ChunkLike) =>
        routeModules.some(
          (m) => c.facadeModuleId?.endsWith(m) || c.moduleIds.some((id) => id.endsWith(m)),
        );
      const roots = chunks.filter((c) => c.isEntry || isRouteChunk(c));
      const missing = routeModules.filter(
        (m) => !chunks.some((c) => c.moduleIds.some((id) => id.endsWith(m))),
      );
      if (missing.length > 0)
        this.error(`first-screen budget: no chunk contains ${missing.join(', ')}`);

      const loaded = new Set<string>();
      const visit = (file: string) => {
        if (loaded.has(file)) return;
        loaded.add(file);
        byFile.get(file)?.imports.forEach(visit);
      };
      roots.forEach((c) => visit(c.fileName));

      const sizes = [...loaded].map((file) => ({
        file,
        bytes: gzipSync(byFile.get(file)!.code, { level: 9 }).length,
      }));
      const kb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      console.log(`\nFirst screen (home route) JavaScript, gzip:`);
      for (const s of sizes.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.file}`);
      }
      console.log(
        `  ${kb.toFixed(1).padStart(6)} KB  in ${sizes.length} files (budget ${maxGzipKb} KB)`,
      );
      if (kb > maxGzipKb)
        this.error(
          `first-screen JavaScript is ${kb.toFixed(1)} KB gzip, over the ${maxGzipKb} KB budget`,
        );
    },
  };
}
