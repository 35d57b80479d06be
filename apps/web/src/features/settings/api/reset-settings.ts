import type { Settings } from '@app/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { settingsQueryKey } from '@/lib/settings-cache';

/** POST /api/settings/reset: the answer's data is the settings (docs/architecture.md 16.7). */
export const resetSettings = () =>
  apiRequest<{ data: Settings }>('/api/settings/reset', { method: 'POST' }).then((r) => r.data);

export function useResetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      toast({
        title: 'Settings reset',
        description: 'Your settings are back to their defaults.',
        variant: 'success',
      });
    },
    onError: () => {
      toast({ title: 'Update Error', description: 'Could not update setting.', variant: 'destructive' });
    },
  });
}
