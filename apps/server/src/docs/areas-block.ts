import { readdirSync } from 'node:fs';

const folders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * The domain areas as the folders hold them: the server's modules and the web app's features, one
 * name per area on both sides (section 17), with the areas only one side has named as such.
 */
export function areasBlock(modulesDir: string, featuresDir: string): string {
  const modules = folders(modulesDir);
  const features = folders(featuresDir);
  const both = modules.filter((name) => features.includes(name));
  const serverOnly = modules.filter((name) => !features.includes(name));
  const webOnly = features.filter((name) => !modules.includes(name));
  const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');
  return [
    `- Both sides (\`apps/server/src/modules/<area>\` and \`apps/web/src/features/<area>\`): ${list(both)}.`,
    `- Server only (no screen of their own): ${list(serverOnly)}.`,
    `- Web only: ${list(webOnly)}.`,
  ].join('\n');
}
