import type { ApprovalKind } from '@app/shared/approval-kinds';
import type { ApprovalDecisionResponse, ApprovalItem, DecideApprovalBody } from '@app/shared/approvals';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { type ApprovalPages, approvalListQueryKey, approvalsQueryKey } from './get-approvals';

export interface DecideApprovalInput {
  kind: ApprovalKind;
  id: number;
  body: DecideApprovalBody;
}

const decideApprovalMutationKey = ['decide-approval'] as const;

/** POST /api/approvals/{kind}/{id}: approve or reject once; deciding again answers 409. */
export const decideApproval = ({ kind, id, body }: DecideApprovalInput) =>
  apiRequest<ApprovalDecisionResponse>(`/api/approvals/${kind}/${id}`, { method: 'POST', body });

/** True when someone decided the item first (409): it is gone from the queue either way. */
export const isAlreadyDecided = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The queue's pages without one item (totals lowered). */
export function withoutApproval(pages: ApprovalPages, id: number): ApprovalPages {
  const found = pages.pages.some((p) => p.items.some((i) => i.id === id));
  if (!found) {
    return pages;
  }
  return {
    ...pages,
    pages: pages.pages.map((p) => ({
      ...p,
      items: p.items.filter((i: ApprovalItem) => i.id !== id),
      total: Math.max(0, p.total - 1),
    })),
  };
}

function removeFromQueue(queryClient: QueryClient, kind: ApprovalKind, id: number) {
  queryClient.setQueryData<ApprovalPages>(approvalListQueryKey(kind), (pages) =>
    pages ? withoutApproval(pages, id) : pages,
  );
}

/**
 * Decides with optimistic removal: the item leaves the queue at once and comes back if the call
 * fails, unless it was decided already (409), which leaves it gone.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: decideApprovalMutationKey,
    mutationFn: decideApproval,
    onMutate: async ({ kind, id }) => {
      const key = approvalListQueryKey(kind);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApprovalPages>(key);
      removeFromQueue(queryClient, kind, id);
      return { previous };
    },
    onError: (error, { kind }, context) => {
      if (!isAlreadyDecided(error) && context?.previous) {
        queryClient.setQueryData(approvalListQueryKey(kind), context.previous);
      }
    },
    // Reloaded once the last of several quick decisions is answered, so none flashes back.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: decideApprovalMutationKey }) === 1
        ? queryClient.invalidateQueries({ queryKey: approvalsQueryKey })
        : undefined,
  });
}
