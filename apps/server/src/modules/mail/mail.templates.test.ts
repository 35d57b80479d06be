import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail.layout';
import { passwordResetMail, temporaryPasswordMail } from './mail.templates';

const ctx = { publicUrl: 'https://chapter.example', supportEmail: 'help@chapter.example' };

describe('mail templates', () => {
  it('escapes every value put in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = temporaryPasswordMail(ctx, {
      to: 'v@example.com',
      name: '<script>alert(1)</script>',
      temporaryPassword: 'Ab2c-dEf3-gh4J',
      groupName: 'A & B',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.text).toContain('Ab2c-dEf3-gh4J');
    expect(mail.text).toContain('https://chapter.example/login');
  });

  it('builds the reset link from PUBLIC_URL in both bodies', () => {
    const mail = passwordResetMail(ctx, { to: 'a@example.com', name: 'Ann', token: 'tok_EN-1' });
    expect(mail.text).toContain('https://chapter.example/password-reset/tok_EN-1');
    expect(mail.html).toContain('href="https://chapter.example/password-reset/tok_EN-1"');
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('help@chapter.example');
  });
});
