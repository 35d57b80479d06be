import { useEffect } from 'react';

/** The browser tab's text for a page titled `title` (docs/architecture.md 16.2: each route has a title). */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · Chapter` : 'Chapter';
}

/** Keeps the browser tab's text on the page's title while the caller is mounted. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
