import type { ApprovalKind } from '@app/shared/approval-kinds';
import type { ApprovalListResponse } from '@app/shared/approvals';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const APPROVALS_PAGE_SIZE = 50;

/** GET /api/approvals[?kind=]: what the caller may decide, oldest first, and the kinds they may decide. */
export function getApprovals(
  kind: ApprovalKind | undefined,
  options: { cursor?: string; limit?: number; signal?: AbortSignal } = {},
): Promise<ApprovalListResponse> {
  return apiRequest<ApprovalListResponse>('/api/approvals', {
    query: { kind, cursor: options.cursor, limit: options.limit ?? APPROVALS_PAGE_SIZE },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export const approvalsQueryKey = ['approvals'] as const;
export const approvalKindsQueryKey = ['approvals', 'kinds'] as const;
export const approvalListQueryKey = (kind: ApprovalKind) => ['approvals', 'list', kind] as const;

export type ApprovalPages = InfiniteData<ApprovalListResponse, string | undefined>;

/** The kinds the caller may decide (one tab each) and how many wait in all. */
export const approvalKindsQueryOptions = () =>
  queryOptions({
    queryKey: approvalKindsQueryKey,
    queryFn: ({ signal }) => getApprovals(undefined, { limit: 1, signal }),
    select: (data) => ({ kinds: data.kinds, total: data.total }),
  });

export function useApprovalKinds() {
  return useQuery(approvalKindsQueryOptions());
}

export const approvalListQueryOptions = (kind: ApprovalKind) =>
  infiniteQueryOptions({
    queryKey: approvalListQueryKey(kind),
    queryFn: ({ pageParam, signal }) => getApprovals(kind, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // Someone else may decide meanwhile: a queue is fresh for a short while only.
    staleTime: 15_000,
  });

export function useApprovalList(kind: ApprovalKind) {
  return useInfiniteQuery(approvalListQueryOptions(kind));
}
