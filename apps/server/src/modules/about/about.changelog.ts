/** Release notes shipped with the server; an operator may replace them (app_meta key `changelog_html`). */
export interface Release {
  version: string;
  summary: string;
  changes: { kind: 'New' | 'Improved' | 'Fixed' | 'Security'; text: string }[];
}

export const RELEASES: readonly Release[] = [
  {
    version: '3.0.16',
    summary:
      'A rebuilt app frame: faster start, one place for your settings and clearer help when something breaks.',
    changes: [
      {
        kind: 'New',
        text: 'Collapsible sidebar on desktop that remembers how you left it, and a bottom bar on phones.',
      },
      {
        kind: 'New',
        text: 'Admin mode for leadership: switch between member pages and management tools in one tap.',
      },
      {
        kind: 'New',
        text: 'Light, dark and system themes; the system theme follows your device as it changes.',
      },
      { kind: 'New', text: 'Desktop notifications you can switch on in Settings > Notifications.' },
      {
        kind: 'New',
        text: 'See the devices signed in to your account and sign out the ones you no longer use.',
      },
      {
        kind: 'New',
        text: 'Report a problem straight from the error screen; you get a reference number to quote to support.',
      },
      { kind: 'New', text: 'Temporary passwords from an invitation must be changed at first sign-in.' },
      {
        kind: 'Improved',
        text: 'Pages load on demand, so the sign-in screen opens faster on slow connections.',
      },
      {
        kind: 'Improved',
        text: 'Keyboard and screen-reader support throughout navigation, dialogs and notifications.',
      },
      {
        kind: 'Security',
        text: 'Repeated failed sign-ins lock the account for 15 minutes and say so clearly.',
      },
      { kind: 'Security', text: 'Password reset links work once and expire after an hour.' },
      { kind: 'Security', text: 'Member pictures are only shown to people in the same group.' },
    ],
  },
];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The changelog as the HTML fragment the about page and the update dialog show. */
export function renderChangelog(releases: readonly Release[]): string {
  return releases
    .map((r) =>
      [
        `<section><h3>Version ${escapeHtml(r.version)}</h3>`,
        `<p>${escapeHtml(r.summary)}</p>`,
        '<ul>',
        ...r.changes.map((c) => `<li><strong>${escapeHtml(c.kind)}:</strong> ${escapeHtml(c.text)}</li>`),
        '</ul></section>',
      ].join(''),
    )
    .join('');
}
