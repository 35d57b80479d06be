import { channels, type ParsedChannel, parseChannel } from '@app/shared/channels';
import type { FastifyInstance } from 'fastify';
import { sendOk } from '../modules/inbox/inbox.testing';
import { channelOptionsFor, maySubscribe } from '../realtime/channel-rules';
import { createGroup } from '../testing/factories/group.factory';
import { type CreateUserOptions, createUser } from '../testing/factories/user.factory';
import { markdownTable } from './generated-blocks';

type Kind = ParsedChannel['kind'];

/** How each channel kind is written in the table, and which id of the probe it takes. */
const SHAPES: Record<Kind, { placeholder: string; id: 'owner' | 'conversation' | 'group' | 'none' }> = {
  inbox: { placeholder: '{userId}', id: 'owner' },
  typingUser: { placeholder: '{userId}', id: 'owner' },
  activityGiven: { placeholder: '{userId}', id: 'owner' },
  activityReceived: { placeholder: '{userId}', id: 'owner' },
  conversation: { placeholder: '{conversationId}', id: 'conversation' },
  typingConversation: { placeholder: '{conversationId}', id: 'conversation' },
  news: { placeholder: '', id: 'none' },
  groupNews: { placeholder: '{groupId}', id: 'group' },
  meetings: { placeholder: '{groupId}', id: 'group' },
  groupActivity: { placeholder: '{groupId}', id: 'group' },
};

/** The subjects asked about every channel, in column order. */
const SUBJECTS: readonly [label: string, options: CreateUserOptions][] = [
  ['the user it names, or a participant', { role: 'Member' }],
  ['another Member of the group', { role: 'Member' }],
  ['Visitor role', { role: 'Visitor' }],
  ['pending member', { role: 'Member', membershipStatus: 'pending' }],
  ['lapsed member', { role: 'Member', membershipStatus: 'lapsed' }],
  ['deactivated account', { role: 'Member', isActive: false }],
  ['administrator, no membership', { isAdmin: true, groupId: null }],
];

const durationText = (ms: number) =>
  ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${Math.round(ms / 60_000)} min`;

function keptText(channel: string): string {
  const options = channelOptionsFor(channel);
  const parts = [
    options.history ? `history: last ${options.history.size} for ${durationText(options.history.ttlMs)}` : '',
    options.presence ? 'presence' : '',
    options.joinLeave ? 'join/leave' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

/**
 * Who may subscribe to each channel, asked of the server's own rule (realtime/channel-rules.ts,
 * maySubscribe) on a fresh store: the personal channels of one Member, a conversation between
 * that Member and a second one, the channels of the bootstrap group (id 1). A President of
 * another group is asked as well.
 */
export async function channelsBlock(app: FastifyInstance): Promise<string> {
  const subjects = [];
  for (const [label, options] of SUBJECTS) {
    subjects.push({ label, user: await createUser(app, options) });
  }
  const other = await createGroup(app);
  subjects.push({
    label: 'President of another group',
    user: await createUser(app, { role: 'President', groupId: other.id }),
  });
  const owner = subjects[0]?.user;
  if (!owner) {
    throw new Error('no subjects');
  }
  const partner = await createUser(app, { role: 'Member' });
  const message = await sendOk(app, owner, partner, 'architecture tables');
  const ids = { owner: owner.id, conversation: message.conversationId, group: 1, none: 0 };

  const rows = [];
  for (const builder of Object.values(channels)) {
    const build = builder as (id: number) => string;
    const probe = build(1);
    const kind = parseChannel(probe)?.kind;
    if (!kind) {
      throw new Error(`channel ${probe} does not parse`);
    }
    const shape = SHAPES[kind];
    const channel = build(ids[shape.id]);
    const written =
      shape.id === 'none' ? channel : `${channel.slice(0, channel.lastIndexOf(':') + 1)}${shape.placeholder}`;
    const cells = [];
    for (const subject of subjects) {
      cells.push((await maySubscribe(app.store.db, subject.user.id, channel)) ? 'yes' : 'no');
    }
    rows.push([`\`${written}\``, ...cells, keptText(channel)]);
  }
  return markdownTable(['Channel', ...subjects.map((s) => s.label), 'Kept by the server'], rows);
}
