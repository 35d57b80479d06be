import type { ApprovalKind } from '@app/shared/approval-kinds';
import type { ApprovalItem } from '@app/shared/approvals';
import { paths } from '@/lib/paths';

/**
 * How the approval queue shows and words one kind. The queue page builds its tabs from the kinds
 * the server says the caller may decide and looks each up here; an area adds its kind by adding
 * its view to APPROVAL_KIND_VIEWS (the queue itself never changes). A kind without a view still
 * shows, with plain wording.
 */
export interface ApprovalKindView {
  /** The tab's label. */
  label: string;
  /** Said when the tab is empty. */
  empty: string;
  /** Where the subject can be looked at, if anywhere. */
  subjectHref: (item: ApprovalItem) => string | null;
  /** What approving and rejecting do, shown in the decision dialog. */
  approveEffect: string;
  rejectEffect: string;
  /** The queue's line for an item, when the kind words the server's summary better (money). */
  summary?: (item: ApprovalItem) => string;
  /**
   * What is decided, in the dialog's question and the buttons' names ("Approve …?"): the person
   * for a membership; for a slip the giver, the receiver and what it is. Without it, the subject.
   */
  what?: (item: ApprovalItem) => string;
}

const memberView: ApprovalKindView = {
  label: 'Members',
  empty: 'Nobody is waiting to join the group.',
  subjectHref: (item) => (item.subject.id === null ? null : paths.profile(item.subject.id)),
  approveEffect: 'They become a member at once, with the permissions of a Member, and are told by e-mail.',
  rejectEffect: 'Their request to join is removed and they are told by e-mail.',
};

/** "1234.50 EUR" in a slip's summary as the reader's money ("€1,234.50"). */
function withMoney(summary: string): string {
  return summary.replace(
    /\b(\d{1,12}(?:\.\d{1,2})?) ([A-Z]{3})\b/g,
    (text, amount: string, currency: string) => {
      try {
        return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
      } catch {
        return text;
      }
    },
  );
}

/** "Daniel Kim's referral to James Okafor": the giver asked for it, the receiver is the subject. */
const slipBetween = (item: ApprovalItem, slip: string, link: string) =>
  item.requestedBy
    ? `${item.requestedBy.name}’s ${slip} ${link} ${item.subject.name}`
    : `the ${slip} ${link} ${item.subject.name}`;

const referralView: ApprovalKindView = {
  label: 'Referral',
  empty: 'Nothing is waiting for a decision.',
  subjectHref: (item) => (item.subject.id === null ? null : paths.profile(item.subject.id)),
  approveEffect: 'The referral counts in both members’ numbers; the giver sees it approved at once.',
  rejectEffect: 'The referral does not count; the giver sees it rejected, with your note.',
  what: (item) => slipBetween(item, 'referral', 'to'),
};

const businessView: ApprovalKindView = {
  label: 'Business',
  empty: 'Nothing is waiting for a decision.',
  subjectHref: (item) => (item.subject.id === null ? null : paths.profile(item.subject.id)),
  approveEffect: 'The amount counts in the chapter’s closed business (TYFCB); the giver is told at once.',
  rejectEffect: 'The amount does not count; the giver sees it rejected, with your note.',
  summary: (item) => withMoney(item.summary),
  // The giver closed the business and thanks the receiver, who referred it.
  what: (item) => slipBetween(item, 'closed business', 'thanking'),
};

export const APPROVAL_KIND_VIEWS: Partial<Record<ApprovalKind, ApprovalKindView>> = {
  member: memberView,
  referral: referralView,
  business: businessView,
};

const titleCase = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** What a decision is about, as the dialog asks it: "Approve {this}?". */
export function approvalWhat(item: ApprovalItem): string {
  return approvalKindView(item.kind).what?.(item) ?? item.subject.name;
}

export function approvalKindView(kind: ApprovalKind): ApprovalKindView {
  return (
    APPROVAL_KIND_VIEWS[kind] ?? {
      label: titleCase(kind),
      empty: 'Nothing is waiting for a decision.',
      subjectHref: () => null,
      approveEffect: 'The request is approved and its author is told.',
      rejectEffect: 'The request is rejected and its author is told.',
    }
  );
}
