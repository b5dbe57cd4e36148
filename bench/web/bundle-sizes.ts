/**
 * Production build sizes per route of the web app, from the build output (apps/web/dist and the
 * Vite manifest in dist/.vite/manifest.json) and the route table in app-routes.tsx: the JS and
 * CSS a first visit to each route loads (the entry chunk, the route's lazy layout and screen
 * chunks, and every chunk they import statically), raw and gzip (level 9, as the build's budget
 * check), and where KaTeX is: which chunk holds it, who imports that chunk, and which routes can
 * load it (on demand, when a question shows math) or load it up front (none should).
 *
 *   npm run build && node --import tsx bench/web/bundle-sizes.ts           # prints the table
 *   node --import tsx bench/web/bundle-sizes.ts --smoke                   # the same, for CI
 *   node --import tsx bench/web/bundle-sizes.ts --write                   # + bench/web/RESULTS.md
 *
 * Exits non-zero only when the build output is missing or unreadable; no thresholds here (the
 * build itself fails when /login's initial JS exceeds its budget).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { readAppRoutes } from './route-table';
import { currentLoad, runHeader, writeSection } from './write-results';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Size {
  raw: number;
  gzip: number;
}

export interface RouteSizes {
  path: string;
  files: number;
  js: Size;
  css: Size;
  /** KaTeX (JS or CSS) among the files loaded up front. */
  katexUpFront: boolean;
  /** KaTeX reachable through the route's own chunks' dynamic imports (loaded only on demand). */
  katexOnDemand: boolean;
}

export interface BundleReport {
  routes: RouteSizes[];
  /** Built files holding KaTeX's JS or CSS. */
  katexFiles: string[];
  /** Source modules or chunks whose chunk imports the KaTeX chunk, and how. */
  katexImporters: { importer: string; how: 'static' | 'dynamic' }[];
  login: RouteSizes;
}

const distDir = new URL('../../apps/web/dist/', import.meta.url);

/** KaTeX's own strings, found in its built JS and CSS whatever the chunk is named. */
const isKatexJs = (code: string) => code.includes('KaTeX parse error');
const isKatexCss = (code: string) => code.includes('.katex');

async function readManifest(): Promise<Manifest> {
  const text = await readFile(new URL('.vite/manifest.json', distDir), 'utf8').catch(() => {
    throw new Error(
      'apps/web/dist/.vite/manifest.json is missing: run `npm run build` (the Vite config writes the manifest)',
    );
  });
  return JSON.parse(text) as Manifest;
}

/** The manifest key of a source module, or of the named chunk the Vite config groups it into. */
function keyOf(manifest: Manifest, module: string): string {
  for (const extension of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    if (manifest[module + extension]) return module + extension;
  }
  const name = basename(module);
  const grouped = Object.entries(manifest).find(([, chunk]) => !chunk.src && chunk.name === name);
  if (grouped) return grouped[0];
  throw new Error(`no chunk in the manifest for ${module}`);
}

export async function measureBundles(): Promise<BundleReport> {
  const manifest = await readManifest();
  const routes = await readAppRoutes();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');

  const contents = new Map<string, Buffer>();
  const sizes = new Map<string, Size>();
  const sizeOf = async (file: string): Promise<Size> => {
    const known = sizes.get(file);
    if (known) return known;
    const bytes = await readFile(new URL(file, distDir));
    contents.set(file, bytes);
    const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
    return size;
  };
  const isKatexFile = async (file: string) => {
    await sizeOf(file);
    const text = contents.get(file)?.toString('utf8') ?? '';
    return file.endsWith('.css') ? isKatexCss(text) : isKatexJs(text);
  };

  /** Chunk keys reachable from `start` by static imports (and dynamic ones too, if asked). */
  const closure = (start: string[], withDynamic: boolean): Set<string> => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length > 0) {
      const key = stack.pop() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = manifest[key];
      // The entry's dynamic imports are every screen of the app, not this route's.
      const next = [
        ...(chunk?.imports ?? []),
        ...(withDynamic && key !== entryKey ? (chunk?.dynamicImports ?? []) : []),
      ];
      stack.push(...next);
    }
    return seen;
  };
  const filesOf = (keys: Set<string>) => {
    const files = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
    return [...files];
  };

  const katexFiles: string[] = [];
  const allFiles = filesOf(new Set(Object.keys(manifest))).filter((file) =>
    /\.(js|css)$/.test(file),
  );
  for (const file of allFiles) if (await isKatexFile(file)) katexFiles.push(file);
  const katexKeys = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return (
      chunk !== undefined &&
      (katexFiles.includes(chunk.file) || (chunk.css ?? []).some((f) => katexFiles.includes(f)))
    );
  });
  const katexImporters: BundleReport['katexImporters'] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const target of katexKeys) {
      if (chunk.imports?.includes(target)) katexImporters.push({ importer: key, how: 'static' });
      if (chunk.dynamicImports?.includes(target)) {
        katexImporters.push({ importer: key, how: 'dynamic' });
      }
    }
  }

  const results: RouteSizes[] = [];
  for (const route of routes) {
    const routeKeys = route.lazyModules.map((module) => keyOf(manifest, module));
    const initial = filesOf(closure([entryKey, ...routeKeys], false));
    const reachable = filesOf(closure(routeKeys, true));
    const js: Size = { raw: 0, gzip: 0 };
    const css: Size = { raw: 0, gzip: 0 };
    for (const file of initial) {
      const size = await sizeOf(file);
      const total = file.endsWith('.css') ? css : js;
      total.raw += size.raw;
      total.gzip += size.gzip;
    }
    results.push({
      path: route.path,
      files: initial.length,
      js,
      css,
      katexUpFront: initial.some((file) => katexFiles.includes(file)),
      katexOnDemand: reachable.some((file) => katexFiles.includes(file)),
    });
  }
  const login = results.find((route) => route.path === '/login');
  if (!login) throw new Error('no /login route found');
  return { routes: results, katexFiles, katexImporters, login };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The bundle tables as markdown. */
export function renderBundles(report: BundleReport): string {
  const lines = [
    '| Route | Files | JS raw | JS gzip | CSS raw | CSS gzip | KaTeX up front | KaTeX on demand |',
    '| --- | --: | --: | --: | --: | --: | --- | --- |',
  ];
  for (const route of report.routes) {
    lines.push(
      `| \`${route.path}\` | ${route.files} | ${kb(route.js.raw)} | ${kb(route.js.gzip)} | ${kb(route.css.raw)} | ${kb(route.css.gzip)} | ${route.katexUpFront ? 'yes' : 'no'} | ${route.katexOnDemand ? 'yes' : 'no'} |`,
    );
  }
  lines.push(
    '',
    `Initial JS for /login: ${kb(report.login.js.gzip)} gzip (goal <= 160 kB).`,
    '',
    `KaTeX is in: ${report.katexFiles.map((file) => `\`${file}\``).join(', ') || 'no file'}.`,
    `Imported by: ${report.katexImporters.map(({ importer, how }) => `\`${importer}\` (${how})`).join(', ') || 'nothing'}.`,
  );
  return lines.join('\n');
}

/** What the figures say, generated from them. */
function readBundles(report: BundleReport): string {
  const upFront = report.routes.filter((route) => route.katexUpFront).map((route) => route.path);
  const onDemand = report.routes.filter((route) => route.katexOnDemand).map((route) => route.path);
  const largest = [...report.routes].sort((a, b) => b.js.gzip - a.js.gzip)[0];
  return [
    `Reading: a first visit to /login downloads ${kb(report.login.js.gzip)} of JavaScript (gzip), ` +
      `${report.login.js.gzip <= 160 * 1024 ? 'within' : 'over'} the 160 kB goal; the heaviest first visit is ` +
      `\`${largest?.path}\` (${largest ? kb(largest.js.gzip) : '-'}). ` +
      `KaTeX is loaded up front by ${upFront.length === 0 ? 'no route' : upFront.join(', ')}; ` +
      `it can be loaded on demand (a dynamic import, once a question's text has math) by ${onDemand.join(', ') || 'no route'}: ` +
      'the screens that show questions. Sizes are of the files as built; the server sends their Brotli copies, smaller still.',
  ].join('\n');
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      smoke: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
    },
  });
  const loadBefore = currentLoad();
  const report = await measureBundles();
  console.log(renderBundles(report));
  console.log(`load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')}`);
  if (args.write) {
    const header = runHeader({
      script: 'bench/web/bundle-sizes.ts',
      args: process.argv.slice(2),
      loadBefore,
    });
    await writeSection(
      'bundle-sizes',
      `## Build sizes per route\n\n${header}\n\n${renderBundles(report)}\n\n${readBundles(report)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
