import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler, Stats } from 'webpack';

/** Copies public/ files (robots.txt, favicon) into the build, beside index.html. */
export class CopyPublicPlugin {
  constructor(
    private readonly files: string[],
    private readonly from: string,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('CopyPublicPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      for (const file of this.files) fs.copyFileSync(path.join(this.from, file), path.join(out, file));
    });
  }
}

/** Empties a directory before each build writes into it (output.clean covers only the output path). */
export class EmptyDirPlugin {
  constructor(private readonly dir: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.emit.tap('EmptyDirPlugin', () => fs.rmSync(this.dir, { recursive: true, force: true }));
  }
}

export interface SizeManifest {
  /** Initial JS / CSS of each measured route: entry chunks plus the route's own lazy chunk. */
  routes: Record<string, { js: string[]; css: string[]; jsGzip: number; cssGzip: number; packages: string[] }>;
  chunks: Array<{ file: string; gzip: number; bytes: number }>;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The part of webpack's stats for a chunk that pageChunkFiles reads. */
export interface ChunkStats {
  id?: string | number;
  initial: boolean;
  files?: string[];
  siblings?: Array<string | number>;
  modules?: Array<{ name?: string; modules?: Array<{ name?: string }> }>;
}

/** The npm packages whose code is in these chunks (concatenated modules looked into). */
export function chunkPackages(chunks: ChunkStats[], files: string[]): string[] {
  const packages = new Set<string>();
  for (const chunk of chunks) {
    if (!(chunk.files ?? []).some((f) => files.includes(f))) continue;
    for (const m of (chunk.modules ?? []).flatMap((m) => [m, ...(m.modules ?? [])])) {
      const found = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m.name ?? '');
      if (found) packages.add(found[1]!);
    }
  }
  return [...packages].sort();
}

/** What the plugins below read from the build's stats: chunks with their ids (which `all: false` leaves out), modules and relations. */
const CHUNK_STATS = { ids: true, chunks: true, chunkModules: true, nestedModules: true, chunkRelations: true } as const;

/**
 * The files of the lazy chunk holding a page's module (`modulePath`, e.g. routes/HomePage) and of
 * its siblings: the shared splits webpack loads beside it in the same import(). Empty if no lazy
 * chunk holds the module. Module names read './src/routes/X.tsx', or './src/routes/X.tsx + 12
 * modules' when concatenated.
 */
export function pageChunkFiles(chunks: ChunkStats[], modulePath: string): string[] {
  const lazy = chunks.filter((c) => !c.initial);
  const page = lazy.find((c) => (c.modules ?? []).some((m) => (m.name ?? '').includes(`/${modulePath}.ts`)));
  if (!page) return [];
  const siblings = lazy.filter((c) => c.id !== undefined && (page.siblings ?? []).includes(c.id));
  return [...new Set([...siblings.flatMap((c) => c.files ?? []), ...(page.files ?? [])])];
}

/**
 * After a production build: prints every asset's gzip size and writes `size-manifest.json` with
 * the initial JS and CSS of the routes we budget (entry chunks + the route module's chunk).
 * `routeModules` maps a route name to the source module of its page (e.g. routes/HomePage).
 */
export class SizeReportPlugin {
  constructor(private readonly routeModules: Record<string, string>) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('SizeReportPlugin', (stats: Stats) => {
      // Flat asset list: without these, webpack groups assets by path/extension and truncates the list.
      const json = stats.toJson({
        all: false,
        assets: true,
        assetsSpace: Infinity,
        cachedAssets: true,
        groupAssetsByPath: false,
        groupAssetsByExtension: false,
        groupAssetsByChunk: false,
        groupAssetsByInfo: false,
        groupAssetsByEmitStatus: false,
        ...CHUNK_STATS,
        entrypoints: true,
        outputPath: true,
      });
      const out = json.outputPath!;
      const chunks = (json.assets ?? [])
        .filter((a) => /\.(js|css)$/.test(a.name))
        .map((a) => ({ file: a.name, bytes: a.size, gzip: gzipSize(path.join(out, a.name)) }))
        .sort((a, b) => b.gzip - a.gzip);
      const entryFiles = (json.entrypoints?.main?.assets ?? []).map((a) => a.name);
      const routes: SizeManifest['routes'] = {};
      for (const [name, modulePath] of Object.entries(this.routeModules)) {
        // The chunks webpack loads in parallel with the page's own (shared splits) count too.
        const files = [...new Set([...entryFiles, ...pageChunkFiles(json.chunks ?? [], modulePath)])];
        const js = files.filter((f) => f.endsWith('.js'));
        const css = files.filter((f) => f.endsWith('.css'));
        const sum = (list: string[]) => list.reduce((n, f) => n + gzipSize(path.join(out, f)), 0);
        routes[name] = { js, css, jsGzip: sum(js), cssGzip: sum(css), packages: chunkPackages(json.chunks ?? [], js) };
      }
      fs.writeFileSync(path.join(out, 'size-manifest.json'), JSON.stringify({ routes, chunks } satisfies SizeManifest, null, 2));
      if (stats.hasErrors()) return;
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log('\nAssets (gzip):');
      for (const c of chunks) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`);
      console.log('\nInitial load per route (gzip):');
      for (const [name, r] of Object.entries(routes)) console.log(`  ${name.padEnd(15)} JS ${kb(r.jsGzip)}  CSS ${kb(r.cssGzip)}`);
    });
  }
}

/** One client route and the lazy files its page needs beyond the entry chunks. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * The route modules of src/app/routeTable.ts, read from its source: `{ path: '…', …, load: () =>
 * import('../routes/X') }` and `infoPage('…', …)` (the shared routes/info/InfoPages chunk).
 */
export function routeModulesFromTable(source: string): Array<{ path: string; module: string }> {
  const routes: Array<{ path: string; module: string }> = [];
  const entry = /\{\s*path:\s*'([^']+)'[^}]*?load:\s*\(\)\s*=>\s*import\('\.\.\/(routes\/[^']+)'\)/g;
  const info = /infoPage\(\s*'([^']+)'/g;
  for (const m of source.matchAll(entry)) routes.push({ path: m[1]!, module: m[2]! });
  for (const m of source.matchAll(info)) routes.push({ path: m[1]!, module: 'routes/info/InfoPages' });
  return routes;
}

/**
 * Writes `route-preloads.json`: for each client route, the JS and CSS of its lazy page chunk (and
 * the vendor splits webpack loads beside it). The server turns them into <link rel=preload> in the
 * HTML of that route, so the page's chunk downloads with the entry instead of after it has run.
 */
export class RoutePreloadPlugin {
  constructor(private readonly routeTableFile: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('RoutePreloadPlugin', (stats: Stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, ...CHUNK_STATS, outputPath: true });
      const routes = routeModulesFromTable(fs.readFileSync(this.routeTableFile, 'utf8'));
      const preloads: RoutePreload[] = routes.map(({ path: routePath, module }) => ({
        path: routePath,
        files: pageChunkFiles(json.chunks ?? [], module).filter((f) => /\.(js|css)$/.test(f)),
      }));
      fs.writeFileSync(path.join(json.outputPath!, 'route-preloads.json'), JSON.stringify(preloads, null, 2));
    });
  }
}
