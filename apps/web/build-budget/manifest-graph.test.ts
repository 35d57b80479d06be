// @vitest-environment node
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyScriptFiles, pageScriptFiles, staticClosure } from './manifest-graph';

// The shape of .vite/manifest.json: the entry, two lazy pages, shared chunks and a stylesheet.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: ['src/login.tsx', 'src/home.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/login.tsx': {
    file: 'assets/login-d4.js',
    src: 'src/login.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-e5.js'],
  },
  'src/home.tsx': {
    file: 'assets/home-f6.js',
    src: 'src/home.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-e5.js', '_chart-g7.js'],
    dynamicImports: ['src/realtime.tsx'],
  },
  '_ui-e5.js': { file: 'assets/ui-e5.js', imports: ['_react-b2.js'] },
  '_chart-g7.js': { file: 'assets/chart-g7.js' },
  'src/realtime.tsx': { file: 'assets/realtime-h8.js', src: 'src/realtime.tsx', isDynamicEntry: true },
};

describe('manifest graph', () => {
  it('follows static imports transitively, once each, but not dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html', 'src/home.tsx']).sort()).toEqual([
      '_chart-g7.js',
      '_react-b2.js',
      '_ui-e5.js',
      'index.html',
      'src/home.tsx',
    ]);
  });

  it("lists a page's JavaScript files and leaves the stylesheets out", () => {
    expect(pageScriptFiles(manifest, ['index.html', 'src/login.tsx']).sort()).toEqual([
      'assets/index-a1.js',
      'assets/login-d4.js',
      'assets/react-b2.js',
      'assets/ui-e5.js',
    ]);
  });

  it('lists the chunks loaded on demand: not the entry nor what it imports statically', () => {
    expect(lazyScriptFiles(manifest)).toEqual([
      'assets/chart-g7.js',
      'assets/home-f6.js',
      'assets/login-d4.js',
      'assets/realtime-h8.js',
      'assets/ui-e5.js',
    ]);
  });

  it('names a root missing from the build (a renamed route)', () => {
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow(
      /src\/gone\.tsx is not a chunk of the build/,
    );
  });
});
