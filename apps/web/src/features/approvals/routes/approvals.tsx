import { APPROVAL_KINDS, type ApprovalKind } from '@app/shared/approval-kinds';
import { useSearchParams } from 'react-router';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { oneOf } from '@/lib/one-of';
import { useApprovalKinds } from '../api/get-approvals';
import { ApprovalQueue } from '../components/approval-queue';
import { approvalKindView } from '../lib/approval-kinds';

function Queue({ kinds }: { kinds: readonly ApprovalKind[] }) {
  const [params, setParams] = useSearchParams();
  const asked = oneOf(APPROVAL_KINDS, params.get('kind'));
  const active = asked && kinds.includes(asked) ? asked : kinds[0];
  if (!active) {
    return <LoadEmpty title="Nothing to decide">There is nothing you may decide in this group.</LoadEmpty>;
  }
  return (
    <Tabs
      value={active}
      onValueChange={(value) => setParams({ kind: value }, { replace: true })}
      activationMode="manual"
    >
      <TabsList aria-label="Kinds of request" className="max-w-full overflow-x-auto">
        {kinds.map((k) => (
          <TabsTrigger key={k} value={k}>
            {approvalKindView(k).label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={active}>
        <ApprovalQueue kind={active} />
      </TabsContent>
    </Tabs>
  );
}

/** /admin/approvals: one queue, a tab per kind the caller may decide (docs/architecture.md 14.2). */
export function Component() {
  const kinds = useApprovalKinds();
  return (
    <Page className="space-y-4">
      <p className="text-sm text-muted">Requests waiting for a decision, oldest first.</p>
      {kinds.isPending ? (
        <LoadSkeleton label="Loading the queue" rows={3} />
      ) : kinds.isError ? (
        <LoadError what="queue" error={kinds.error} onRetry={() => void kinds.refetch()} />
      ) : (
        <Queue kinds={kinds.data.kinds} />
      )}
    </Page>
  );
}
