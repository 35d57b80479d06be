import type { MemberItem, RosterStatus } from '@app/shared/members';
import { useId } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { memberCountLabel, STATUS_LABELS, splitLeadership } from '../lib/roster-filters';
import { MemberCardList } from './member-card-list';
import { MemberTable } from './member-table';

/** Cards up to a laptop, a table from 1024 px where columns have room. */
const TABLE_QUERY = '(min-width: 1024px)';

function RosterSection({ title, members, table }: { title: string; members: MemberItem[]; table: boolean }) {
  const id = useId();
  if (members.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2
        id={id}
        className="flex items-baseline gap-2 text-sm font-semibold tracking-wide text-muted uppercase"
      >
        {title}
        <span className="font-normal normal-case">({memberCountLabel(members.length)})</span>
      </h2>
      {table ? (
        <MemberTable members={members} label={title} />
      ) : (
        <MemberCardList members={members} label={title} />
      )}
    </section>
  );
}

/** The members found, leadership under its own heading first (by rank, as the server sorts). */
export function RosterResults({ members, status }: { members: readonly MemberItem[]; status: RosterStatus }) {
  const table = useMediaQuery(TABLE_QUERY);
  const { leadership, others } = splitLeadership(members);
  const othersTitle = status === 'active' ? 'Members' : STATUS_LABELS[status];
  return (
    <div className="space-y-6">
      <RosterSection title="Leadership" members={leadership} table={table} />
      <RosterSection title={othersTitle} members={others} table={table} />
    </div>
  );
}
