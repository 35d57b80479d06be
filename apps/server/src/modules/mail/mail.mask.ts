/** What an administrator sees in place of a secret. */
export const HIDDEN = '[hidden]';

/** Link tokens: password reset, e-mail change confirmation, invitation answers (`?token=`). */
const LINK_TOKENS: readonly RegExp[] = [
  /(\/password-reset\/)[^\s/?#"'<>]+/g,
  /(\/reset-password\/)[^\s/?#"'<>]+/g,
  /(\/email-change\/)[^\s/?#"'<>]+/g,
  /([?&](?:token|code)=)[^\s&#"'<>]+/gi,
  // The plain-text part of a temporary-password mail: the password is on the line after this.
  /(temporary password:\s*\n\s*)\S+/gi,
];

/** Any other long random run (a 256-bit token is 43 base64url characters; words are shorter). */
const LONG_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A mail's text as the outbox shows it: the secrets its template declared (temporary passwords)
 * and every link token replaced by [hidden], so nobody reading Admin > Tools can take over an account.
 */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let masked = text;
  for (const secret of secrets) {
    if (secret.length > 0) {
      masked = masked.replace(new RegExp(escapeRegExp(secret), 'g'), HIDDEN);
    }
  }
  for (const pattern of LINK_TOKENS) {
    masked = masked.replace(pattern, `$1${HIDDEN}`);
  }
  return masked.replace(LONG_TOKEN, HIDDEN);
}
