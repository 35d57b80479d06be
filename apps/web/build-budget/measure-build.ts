import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build, type Manifest, type Rolldown } from 'vite';
import { ROUTE_PAGES_FILE, type RoutePage } from '../vite/route-pages';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG_FILE = `${WEB_ROOT}vite.config.ts`;

export interface MeasuredChunk {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Source modules in the chunk, as paths relative to the repository where possible. */
  modules: string[];
  /** Each module's share of the chunk: its rendered (tree-shaken, unminified) length. */
  renderedBytes: Record<string, number>;
}

export interface MeasuredBuild {
  manifest: Manifest;
  chunks: Map<string, MeasuredChunk>;
  /**
   * The HTML pages the build wrote (index.html, login.html, pages/home.html, …) by file name, and
   * the text of their compressed files, under theirs (`index.html.br`, `index.html.gz`).
   */
  pages: Map<string, string>;
  /** Which page answers which route (vite/route-pages.ts). */
  routePages: RoutePage[];
  /** The file names of everything else the build wrote (styles, fonts, images). */
  assets: Set<string>;
}

const shortId = (id: string) =>
  id.replace(/^.*?\/node_modules\//, 'node_modules/').replace(/^.*\/apps\/web\//, '');

/** Builds the web app in memory with its own Vite config and measures every JavaScript chunk. */
export async function measureBuild(): Promise<MeasuredBuild> {
  // Vite and the React plugin pick production code from NODE_ENV, which vitest sets to "test".
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildInMemory();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

async function buildInMemory(): Promise<MeasuredBuild> {
  const result = await build({
    configFile: CONFIG_FILE,
    root: WEB_ROOT,
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, manifest: true },
  });
  if (!Array.isArray(result) && !('output' in result)) {
    throw new Error('expected a build result, got a watcher');
  }
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const manifestAsset = outputs.find(
    (o): o is Rolldown.OutputAsset => o.type === 'asset' && o.fileName === '.vite/manifest.json',
  );
  if (!manifestAsset) {
    throw new Error('the build wrote no .vite/manifest.json (build.manifest must stay on)');
  }
  const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
  const chunks = new Map<string, MeasuredChunk>();
  const pages = new Map<string, string>();
  const assets = new Set<string>();
  for (const o of outputs) {
    if (o.type === 'asset' && o.fileName.endsWith('.html')) {
      pages.set(o.fileName, String(o.source));
    } else if (o.type === 'asset' && /\.html\.(br|gz)$/.test(o.fileName)) {
      const bytes = typeof o.source === 'string' ? Buffer.from(o.source) : o.source;
      pages.set(
        o.fileName,
        (o.fileName.endsWith('.br') ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString(),
      );
    } else if (o.type === 'asset') {
      assets.add(o.fileName);
    }
    if (o.type === 'chunk') {
      chunks.set(o.fileName, {
        file: o.fileName,
        rawBytes: Buffer.byteLength(o.code),
        gzipBytes: gzipSync(o.code, { level: 9 }).length,
        modules: o.moduleIds.map(shortId),
        renderedBytes: Object.fromEntries(
          Object.entries(o.modules).map(([id, m]) => [shortId(id), m.renderedLength]),
        ),
      });
    }
  }
  const routePagesAsset = outputs.find((o) => o.type === 'asset' && o.fileName === ROUTE_PAGES_FILE);
  const routePages =
    routePagesAsset?.type === 'asset' ? (JSON.parse(String(routePagesAsset.source)) as RoutePage[]) : [];
  return { manifest, chunks, pages, routePages, assets };
}
