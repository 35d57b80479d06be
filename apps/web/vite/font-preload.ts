import type { Plugin } from 'vite';

/** The app's own font (Figtree, the default brand font), Latin subset: what every page's text uses. */
export const APP_FONT_FILE = /^assets\/figtree-latin-wght-normal-[\w-]+\.woff2$/;
const PAGES = ['index.html', 'login.html'];

/**
 * A `preload` for the app's font in index.html and login.html (and so every route's page, made
 * from index.html by route-pages.ts, which runs after this). Without it the browser asks for the font
 * only once the first layout finds text that uses it, after the page's code has run: on a phone
 * the first text then paints late or twice.
 */
export function fontPreload(): Plugin {
  return {
    name: 'chapter:font-preload',
    apply: 'build',
    // After the HTML pages are made, before the compression of every file (vite.config.ts).
    enforce: 'post',
    generateBundle: {
      handler(_options, bundle) {
        const font = Object.keys(bundle).find((file) => APP_FONT_FILE.test(file));
        if (!font) {
          this.error('font-preload: the build has no Figtree Latin font file');
        }
        const link = `    <link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">\n`;
        for (const page of PAGES) {
          const html = bundle[page];
          if (html?.type === 'asset' && typeof html.source === 'string') {
            html.source = html.source.replace('  </head>', `${link}  </head>`);
          }
        }
      },
    },
  };
}
