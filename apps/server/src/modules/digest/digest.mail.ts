import { ACTIVITY_KIND_LABELS } from '@app/shared/activity-kinds';
import type { DigestContent } from '@app/shared/digest';
import { digestNumberRows } from '@app/shared/digest-rows';
// One package a part: `@react-email/components` would also load the Tailwind, Markdown and code-block
// parts, which the digest does not use (0.8 s at every start, and in every server test file).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type CSSProperties, Fragment, createElement as h, type ReactNode } from 'react';
import type { OutgoingMail } from '../mail/mail.outbox';
import { footer, type MailContext } from '../mail/mail.templates';
import {
  COLOUR_SWATCHES,
  digestSubject,
  leadershipLines,
  meetingTime,
  RSVP_LINK_LABELS,
  shortDate,
  trafficLightLines,
} from './digest.present';

/**
 * The weekly digest mail (docs/architecture.md 14.7): an HTML part rendered on the server by React
 * Email and a plain-text part, both from the content object `GET /api/me/digest/preview` answers,
 * with a signed one-click unsubscribe link and the List-Unsubscribe headers (RFC 8058).
 *
 * Dark mode: `color-scheme: light dark` is declared, and every colour the light scheme sets
 * (backgrounds, text, borders, buttons) has a dark counterpart in the prefers-color-scheme block
 * (and Outlook.com's [data-ogsc] selectors). Readable at 375 px: one fluid column, no fixed widths
 * above 100%, buttons that wrap.
 */

const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
.dg-page { background-color: #f1f5f9; }
.dg-row { border-bottom: 1px solid #e2e8f0; }
@media (prefers-color-scheme: dark) {
  .dg-page { background-color: #0b1120 !important; }
  .dg-card { background-color: #111827 !important; border-color: #1f2937 !important; }
  .dg-soft { background-color: #1f2937 !important; }
  .dg-fg { color: #e5e7eb !important; }
  .dg-muted { color: #9ca3af !important; }
  .dg-link { color: #5eead4 !important; }
  .dg-row { border-bottom-color: #374151 !important; }
  .dg-btn { background-color: #2dd4bf !important; color: #042f2e !important; }
  .dg-hr { border-color: #374151 !important; }
}
[data-ogsc] .dg-page { background-color: #0b1120 !important; }
[data-ogsc] .dg-card { background-color: #111827 !important; }
[data-ogsc] .dg-soft { background-color: #1f2937 !important; }
[data-ogsc] .dg-fg { color: #e5e7eb !important; }
[data-ogsc] .dg-muted { color: #9ca3af !important; }
[data-ogsc] .dg-link { color: #5eead4 !important; }
[data-ogsc] .dg-btn { background-color: #2dd4bf !important; color: #042f2e !important; }
@media only screen and (max-width: 480px) {
  .dg-card { padding: 16px !important; }
  .dg-btn { display: block !important; margin: 0 0 8px 0 !important; text-align: center !important; }
}
`;

const font = 'Arial, Helvetica, sans-serif';
const s = {
  // The page colour comes from the style block (.dg-page), which has its dark counterpart.
  page: { fontFamily: font, margin: 0, padding: '16px 8px' },
  card: {
    backgroundColor: '#ffffff',
    border: '1px solid #e2e8f0',
    borderRadius: '8px',
    maxWidth: '560px',
    width: '100%',
    padding: '24px',
  },
  h1: { color: '#0f172a', fontSize: '22px', lineHeight: '28px', margin: '0 0 8px' },
  h2: { color: '#0f172a', fontSize: '17px', lineHeight: '24px', margin: '24px 0 8px' },
  text: { color: '#0f172a', fontSize: '15px', lineHeight: '22px', margin: '4px 0' },
  muted: { color: '#475569', fontSize: '13px', lineHeight: '20px', margin: '4px 0' },
  soft: { backgroundColor: '#f8fafc', borderRadius: '6px', padding: '12px 16px' },
  link: { color: '#0f766e', textDecoration: 'underline' },
  button: {
    backgroundColor: '#0f766e',
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 'bold',
    margin: '0 8px 8px 0',
    padding: '10px 16px',
    textDecoration: 'none',
  },
  cell: { color: '#0f172a', fontSize: '14px', lineHeight: '20px', padding: '6px 4px', textAlign: 'left' },
  num: { color: '#0f172a', fontSize: '14px', lineHeight: '20px', padding: '6px 4px', textAlign: 'right' },
  hr: { borderColor: '#e2e8f0', margin: '24px 0 12px' },
} satisfies Record<string, CSSProperties>;

const text = (children: ReactNode, style: CSSProperties = s.text, className = 'dg-fg') =>
  h(Text, { style, className }, children);
const muted = (children: ReactNode) => text(children, s.muted, 'dg-muted');
const h2 = (children: string) => h(Heading, { as: 'h2', style: s.h2, className: 'dg-fg' }, children);
const button = (href: string, label: string) =>
  h(Button, { href, style: s.button, className: 'dg-btn' }, label);
const link = (href: string, label: string) => h(Link, { href, style: s.link, className: 'dg-link' }, label);

function numbersTable(content: DigestContent) {
  const rows = digestNumberRows(content);
  if (rows.length === 0) {
    return null;
  }
  const th = (label: string, align: 'left' | 'right') =>
    h(
      'th',
      { style: { ...(align === 'left' ? s.cell : s.num), fontWeight: 'bold' }, className: 'dg-fg' },
      label,
    );
  return h(
    Section,
    null,
    h2('My numbers'),
    h(
      'table',
      {
        width: '100%',
        cellPadding: 0,
        cellSpacing: 0,
        role: 'presentation',
        style: { borderCollapse: 'collapse' },
      },
      h(
        'thead',
        null,
        h('tr', { className: 'dg-row' }, th('', 'left'), th('This week', 'right'), th('6 months', 'right')),
      ),
      h(
        'tbody',
        null,
        ...rows.map((r) =>
          h(
            'tr',
            { key: r.label, className: 'dg-row' },
            h('td', { style: s.cell, className: 'dg-fg' }, r.label),
            h('td', { style: s.num, className: 'dg-fg' }, r.week),
            h('td', { style: s.num, className: 'dg-fg' }, r.sixMonths),
          ),
        ),
      ),
    ),
  );
}

function trafficLight(content: DigestContent) {
  const light = trafficLightLines(content);
  if (!light) {
    return null;
  }
  return h(
    Section,
    { style: s.soft, className: 'dg-soft' },
    text(
      h(
        Fragment,
        null,
        h('span', {
          style: {
            backgroundColor: COLOUR_SWATCHES[light.colour],
            borderRadius: '50%',
            display: 'inline-block',
            height: '12px',
            marginRight: '8px',
            width: '12px',
          },
        }),
        h('strong', null, `Traffic light: ${light.headline}`),
      ),
    ),
    light.plan ? text(light.plan) : null,
    light.pending ? muted(light.pending) : null,
  );
}

function slipsWaiting(content: DigestContent) {
  const { slipsWaiting: waiting, group, links } = content;
  if (waiting.total === 0 && waiting.unreadReceived === 0) {
    return null;
  }
  return h(
    Section,
    null,
    h2('Waiting for you'),
    ...waiting.items.map((item) =>
      text(
        `${ACTIVITY_KIND_LABELS[item.kind]} from ${item.giver.name}${item.scheduledAt ? ` on ${shortDate(item.scheduledAt, group.timezone)}` : ''}: waiting for your answer`,
      ),
    ),
    waiting.total > waiting.items.length ? muted(`And ${waiting.total - waiting.items.length} more.`) : null,
    waiting.unreadReceived > 0
      ? text(`${waiting.unreadReceived} slips received that you have not read yet.`)
      : null,
    h(
      Section,
      { style: { marginTop: '8px' } },
      button(links.home.replace(/\/home$/, '/activity/received'), 'Open my activity'),
    ),
  );
}

function nextMeeting(content: DigestContent) {
  const meeting = content.nextMeeting;
  if (!meeting) {
    return null;
  }
  return h(
    Section,
    null,
    h2('Next meeting'),
    text(h('strong', null, meeting.title)),
    text(meetingTime(meeting.start, content.group.timezone)),
    meeting.location ? muted(meeting.location) : null,
    text('Will you be there?'),
    h(Section, null, ...meeting.rsvpLinks.map((l) => button(l.url, RSVP_LINK_LABELS[l.status]))),
    muted('One click records your answer. Each link works once, until the meeting starts.'),
  );
}

function news(content: DigestContent) {
  if (content.news.length === 0) {
    return null;
  }
  return h(
    Section,
    null,
    h2('News'),
    ...content.news.map((n) =>
      h(
        Section,
        { key: n.id, style: { margin: '0 0 8px' } },
        text(h('strong', null, n.title)),
        muted(`${shortDate(n.publishedAt, content.group.timezone)} · ${excerpt(n.body)}`),
      ),
    ),
  );
}

function leadership(content: DigestContent) {
  const lines = leadershipLines(content);
  if (lines.length === 0) {
    return null;
  }
  return h(
    Section,
    { style: { ...s.soft, marginTop: '16px' }, className: 'dg-soft' },
    h2('For leadership'),
    ...lines.map((line) => text(line)),
    h(Section, { style: { marginTop: '8px' } }, button(links(content).admin, 'Open the admin area')),
  );
}

const links = (content: DigestContent) => ({
  admin: content.links.home.replace(/\/home$/, '/admin/approvals'),
});

const excerpt = (body: string) => (body.length > 160 ? `${body.slice(0, 157).trimEnd()}...` : body);

function digestDocument(content: DigestContent, ctx: MailContext) {
  const light = trafficLightLines(content);
  return h(
    Html,
    { lang: 'en' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('style', null, DARK_CSS),
    ),
    h(Preview, null, light ? `Traffic light ${light.headline}` : `Your week in ${content.group.name}`),
    h(
      Body,
      { style: s.page, className: 'dg-page' },
      h(
        Container,
        { style: s.card, className: 'dg-card' },
        h(Heading, { as: 'h1', style: s.h1, className: 'dg-fg' }, `Your week in ${content.group.name}`),
        text(`Hello ${content.member.name}, here is your week at a glance.`),
        trafficLight(content),
        numbersTable(content),
        slipsWaiting(content),
        nextMeeting(content),
        news(content),
        leadership(content),
        h(Hr, { style: s.hr, className: 'dg-hr' }),
        muted(
          h(
            Fragment,
            null,
            'You get this mail because the weekly digest is on. ',
            link(content.links.unsubscribe, 'Unsubscribe'),
            ' · ',
            link(content.links.settings, 'Notification settings'),
          ),
        ),
        muted(footer(ctx)),
      ),
    ),
  );
}

/** The plain-text part: the same content, line by line. */
export function digestText(content: DigestContent, ctx: MailContext): string {
  const lines: string[] = [`Your week in ${content.group.name}`, '', `Hello ${content.member.name},`, ''];
  const light = trafficLightLines(content);
  if (light) {
    lines.push(`Traffic light: ${light.headline}`);
    if (light.plan) {
      lines.push(light.plan);
    }
    if (light.pending) {
      lines.push(light.pending);
    }
    lines.push('');
  }
  const rows = digestNumberRows(content);
  if (rows.length > 0) {
    lines.push('My numbers (this week / 6 months)');
    for (const r of rows) {
      lines.push(`- ${r.label}: ${r.week} / ${r.sixMonths}`);
    }
    lines.push('');
  }
  const waiting = content.slipsWaiting;
  if (waiting.total > 0 || waiting.unreadReceived > 0) {
    lines.push('Waiting for you');
    for (const item of waiting.items) {
      lines.push(`- ${ACTIVITY_KIND_LABELS[item.kind]} from ${item.giver.name}: waiting for your answer`);
    }
    if (waiting.unreadReceived > 0) {
      lines.push(`- ${waiting.unreadReceived} slips received that you have not read yet`);
    }
    lines.push('');
  }
  const meeting = content.nextMeeting;
  if (meeting) {
    lines.push('Next meeting', meeting.title, meetingTime(meeting.start, content.group.timezone));
    if (meeting.location) {
      lines.push(meeting.location);
    }
    lines.push(
      'Will you be there? One click records your answer (each link works once, until the meeting starts):',
    );
    for (const l of meeting.rsvpLinks) {
      lines.push(`${RSVP_LINK_LABELS[l.status]}: ${l.url}`);
    }
    lines.push('');
  }
  if (content.news.length > 0) {
    lines.push('News');
    for (const n of content.news) {
      lines.push(`- ${n.title} (${shortDate(n.publishedAt, content.group.timezone)}): ${excerpt(n.body)}`);
    }
    lines.push('');
  }
  const lead = leadershipLines(content);
  if (lead.length > 0) {
    lines.push('For leadership', ...lead.map((l) => `- ${l}`), '');
  }
  lines.push(
    '--',
    `Unsubscribe from the weekly digest: ${content.links.unsubscribe}`,
    `Notification settings: ${content.links.settings}`,
    footer(ctx),
  );
  return lines.join('\n');
}

/** The digest as a mail for the outbox: both parts, and the one-click unsubscribe headers. */
export async function digestMail(ctx: MailContext, content: DigestContent): Promise<OutgoingMail> {
  return {
    to: content.member.email,
    subject: digestSubject(content),
    text: digestText(content, ctx),
    html: await render(digestDocument(content, ctx)),
    headers: {
      'List-Unsubscribe': `<${content.links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
