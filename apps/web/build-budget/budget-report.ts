import { KB, LAZY_CHUNK_EXCEPTIONS, type PageBudget } from './budgets';
import { lazyScriptFiles, pageScriptFiles } from './manifest-graph';
import type { MeasuredBuild, MeasuredChunk } from './measure-build';

export interface PageWeight {
  path: string;
  budgetKb: number;
  totalKb: number;
  /** The page's scripts, heaviest first. */
  chunks: MeasuredChunk[];
}

export const kb = (bytes: number) => bytes / KB;
const fmt = (bytes: number) => `${kb(bytes).toFixed(1)} kB`;

/** What a chunk holds, for a reader: its packages and app folders, most modules first. */
export function chunkContents(chunk: MeasuredChunk, limit = 6): string {
  const counts = new Map<string, number>();
  for (const module of chunk.modules) {
    // Virtual modules start with NUL (`\0rolldown/runtime.js`).
    const id = module.replace(/^\0/, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
    const key = pkg ?? id.replace(/\/[^/]+$/, '/').replace(/^.*?src\//, 'src/');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const names = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return names.length > limit
    ? `${names.slice(0, limit).join(', ')}, +${names.length - limit} more`
    : names.join(', ');
}

function chunkOf(build: MeasuredBuild, file: string): MeasuredChunk {
  const chunk = build.chunks.get(file);
  if (!chunk) {
    throw new Error(`${file} is in the manifest but not in the build output`);
  }
  return chunk;
}

export function pageWeight(build: MeasuredBuild, page: PageBudget): PageWeight {
  const chunks = pageScriptFiles(build.manifest, page.roots)
    .map((file) => chunkOf(build, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  return { path: page.path, budgetKb: page.budgetKb, totalKb: kb(total), chunks };
}

export function describePage(weight: PageWeight): string {
  const lines = weight.chunks.map(
    (c) => `  ${c.file.padEnd(48)} ${fmt(c.gzipBytes).padStart(9)}  ${chunkContents(c)}`,
  );
  return [
    `${weight.path} loads ${weight.totalKb.toFixed(1)} kB gzip of JavaScript in ${weight.chunks.length} files ` +
      `(budget ${weight.budgetKb} kB):`,
    ...lines,
  ].join('\n');
}

/** The budget of a chunk loaded on demand: its exception's, if every module of it belongs to one. */
function lazyBudgetOf(chunk: MeasuredChunk, budgetKb: number): number {
  const exception = LAZY_CHUNK_EXCEPTIONS.find((e) =>
    chunk.modules.every((id) => e.modules.some((pattern) => pattern.test(id))),
  );
  return exception?.budgetKb ?? budgetKb;
}

/** Chunks loaded on demand that weigh more than their budget, each described. */
export function lazyChunksOver(build: MeasuredBuild, budgetKb: number): string[] {
  return lazyScriptFiles(build.manifest)
    .map((file) => chunkOf(build, file))
    .filter((c) => kb(c.gzipBytes) > lazyBudgetOf(c, budgetKb))
    .map(
      (c) =>
        `${c.file} is ${fmt(c.gzipBytes)} gzip (budget ${lazyBudgetOf(c, budgetKb)} kB): ${chunkContents(c)}`,
    );
}

/** The page's scripts that hold a module of the package, with the importing chunk named. */
export function filesHoldingPackage(build: MeasuredBuild, roots: readonly string[], pkg: string): string[] {
  return pageScriptFiles(build.manifest, roots).filter((file) =>
    chunkOf(build, file).modules.some((id) => id.startsWith(`node_modules/${pkg}/`)),
  );
}
