import type { Manifest, ManifestChunk } from 'vite';

/**
 * The manifest keys of `roots` and of every chunk they import statically, transitively: what the
 * browser must fetch before those modules run. Dynamic imports are not followed; a page that always
 * loads one lists it among its roots.
 */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) {
      continue;
    }
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(
        `${key} is not a chunk of the build: was the module renamed or no longer imported lazily? ` +
          'Update the page roots in apps/web/build-budget/budgets.ts.',
      );
    }
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** The JavaScript files (as in the manifest, e.g. `assets/index-abc.js`) a page loads from its roots. */
export function pageScriptFiles(manifest: Manifest, roots: readonly string[]): string[] {
  return staticClosure(manifest, roots)
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((file) => file.endsWith('.js'));
}

/** Every chunk loaded on demand: all JavaScript chunks but the entry's and those it imports statically. */
export function lazyScriptFiles(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const initial = new Set(pageScriptFiles(manifest, entries));
  const files = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((file) => file.endsWith('.js') && !initial.has(file)),
  );
  return [...files].sort();
}
