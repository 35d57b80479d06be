/** Escapes text for an HTML mail body. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'code'; text: string };

/**
 * Renders blocks to a plain-text body and a small, inline-styled HTML body (values escaped). The
 * texts of `code` blocks (temporary passwords) are listed as the mail's secrets: the outbox never
 * shows them, and they are dropped with the body once the mail is delivered.
 */
export function renderMail(input: { heading: string; blocks: MailBlock[]; footer: string }): {
  text: string;
  html: string;
  secrets: string[];
} {
  const text = [
    input.heading,
    '',
    ...input.blocks.flatMap((b) => {
      if (b.kind === 'button') {
        return [`${b.label}: ${b.href}`, ''];
      }
      return [b.text, ''];
    }),
    '--',
    input.footer,
  ].join('\n');
  const body = input.blocks
    .map((b) => {
      if (b.kind === 'button') {
        return `<p style="margin:24px 0"><a href="${escapeHtml(b.href)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(b.label)}</a></p><p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(b.href)}</p>`;
      }
      if (b.kind === 'code') {
        return `<p style="font-family:monospace;font-size:18px;background:#f1f5f9;padding:12px;border-radius:6px;display:inline-block">${escapeHtml(b.text)}</p>`;
      }
      return `<p style="margin:12px 0">${escapeHtml(b.text)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f8fafc;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${body}
<p style="font-size:12px;color:#64748b;margin-top:32px">${escapeHtml(input.footer)}</p>
</div></body></html>`;
  const secrets = input.blocks.flatMap((b) => (b.kind === 'code' ? [b.text] : []));
  return { text, html, secrets };
}
