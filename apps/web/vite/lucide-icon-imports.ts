import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';/g;

/** Icon name to its own module, from the package's index (`export { default as X } from './icons/x.mjs'`). */
function iconFiles(): Map<string, string> {
  const esm = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm');
  const files = new Map<string, string>();
  for (const line of readFileSync(join(esm, 'lucide-react.mjs'), 'utf8').split('\n')) {
    const match = /^export \{ (.*) \} from '(\.\/icons\/[^']+)';$/.exec(line);
    if (!match?.[1] || !match[2]) {
      continue;
    }
    for (const part of match[1].split(',')) {
      const name = /default as (\w+)/.exec(part.trim())?.[1];
      if (name) {
        files.set(name, join(esm, match[2]));
      }
    }
  }
  return files;
}

/**
 * The component tests' icon imports, one module an icon: `import { X } from 'lucide-react'` loads
 * the package's index of about 1,600 icon modules, seconds in every test file that imports it.
 * (The build keeps the index: it drops what is unused.)
 */
export function lucideIconImports(): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: 'lucide-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes("from 'lucide-react'")) {
        return null;
      }
      files ??= iconFiles();
      const icons = files;
      return code.replace(IMPORT, (whole, list: string) => {
        const lines: string[] = [];
        const types: string[] = [];
        const rest: string[] = [];
        for (const specifier of list.split(',').map((s) => s.trim())) {
          const [name, alias] = specifier.split(/\s+as\s+/);
          const file = name ? icons.get(name) : undefined;
          if (specifier.startsWith('type ')) {
            types.push(specifier.slice('type '.length));
          } else if (file) {
            lines.push(`import ${alias ?? name} from ${JSON.stringify(file)};`);
          } else if (specifier) {
            rest.push(specifier);
          }
        }
        // Types only as types: an import left with no value would load the whole index.
        if (types.length > 0) {
          lines.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
        }
        if (rest.length > 0) {
          lines.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
        }
        return lines.length > 0 ? lines.join('\n') : whole;
      });
    },
  };
}
