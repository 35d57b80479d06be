const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BR',
  'CODE',
  'DIV',
  'EM',
  'H2',
  'H3',
  'H4',
  'HR',
  'I',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SMALL',
  'SPAN',
  'STRONG',
  'UL',
]);
const DROP_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'SVG',
  'MATH',
]);

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROP_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attr of [...child.attributes]) {
      const keep =
        child.tagName === 'A' && attr.name === 'href' && /^(https?:|mailto:)/i.test(attr.value.trim());
      if (!keep) {
        child.removeAttribute(attr.name);
      }
    }
    if (child.tagName === 'A') {
      child.setAttribute('rel', 'noopener noreferrer');
      child.setAttribute('target', '_blank');
    }
  }
}

/**
 * Keeps the formatting of server-supplied HTML (the changelog) and nothing executable: only simple
 * text tags, links to http(s)/mailto, no attributes otherwise.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) {
    return '';
  }
  clean(root);
  return root.innerHTML;
}
