import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Chunk = { fileName: string; imports: string[]; moduleIds: string[]; code: string };

/**
 * Build check: the JavaScript a first visit to a route downloads (the entry chunk, the chunk
 * holding the route's module, and every chunk they import statically), gzip-compressed. The build
 * prints it and fails when it exceeds the budget, so the sign-in screen stays fast on phones.
 */
export function initialBundleBudget(options: {
  label: string;
  routeModule: RegExp;
  maxGzipBytes: number;
}): Plugin {
  return {
    name: 'initial-bundle-budget',
    apply: 'build',
    generateBundle(_outputOptions, bundle) {
      const chunks = new Map<string, Chunk>();
      let entry: Chunk | undefined;
      let route: Chunk | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        if (output.isEntry) entry = output;
        if (output.moduleIds.some((id) => options.routeModule.test(id))) route = output;
      }
      if (!entry || !route) {
        this.error(`initial-bundle-budget: entry or ${options.label} chunk not found`);
      }
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      visit(route.fileName);
      const bytes = [...files].reduce(
        (sum, fileName) => sum + gzipSync(chunks.get(fileName)?.code ?? '', { level: 9 }).length,
        0,
      );
      const kb = (value: number) => `${(value / 1024).toFixed(1)} kB`;
      const message = `Initial JS for ${options.label}: ${kb(bytes)} gzip in ${files.size} files (budget ${kb(options.maxGzipBytes)})`;
      if (bytes > options.maxGzipBytes) this.error(message);
      this.info(message);
    },
  };
}
