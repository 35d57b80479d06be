import type { ApprovalItem, ApprovalKind } from '@app/shared/approvals';
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
}

const memberView: ApprovalKindView = {
  label: 'Members',
  empty: 'Nobody is waiting to join the group.',
  subjectHref: (item) => (item.subject.id === null ? null : paths.profile(item.subject.id)),
  approveEffect: 'They become a member at once, with the permissions of a Member, and are told by e-mail.',
  rejectEffect: 'Their request to join is removed and they are told by e-mail.',
};

export const APPROVAL_KIND_VIEWS: Partial<Record<ApprovalKind, ApprovalKindView>> = {
  member: memberView,
};

const titleCase = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

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
