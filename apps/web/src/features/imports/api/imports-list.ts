import type { ImportItem, ImportKind, ImportsListResponse } from '@app/shared/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const importsQueryKey = (kind: ImportKind) => ['admin-imports', kind] as const;

/** GET /api/admin/imports?kind=: my group's past imports of that kind, newest first. */
export function useImports(kind: ImportKind, enabled = true) {
  return useQuery({
    queryKey: importsQueryKey(kind),
    queryFn: ({ signal }) =>
      apiRequest<ImportsListResponse>('/api/admin/imports', { query: { kind, limit: 20 }, signal }),
    enabled,
  });
}

/** DELETE /api/admin/imports/{id}: undoes a PALMS import; the lists and reports refresh. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ImportItem>(`/api/admin/imports/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin-imports'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-reports'] });
    },
  });
}
