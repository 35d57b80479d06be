import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps simple formatting', () => {
    const html = '<section><h3>Version 1</h3><ul><li><strong>New:</strong> things</li></ul></section>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>hi</p><a rel="noopener noreferrer" target="_blank">a</a>');
  });

  it('keeps http(s) links, opening them safely', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<blink>old</blink> <table><tr><td>cell</td></tr></table>')).toBe('old cell');
  });
});
