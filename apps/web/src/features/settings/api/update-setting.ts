import type { SettingCategory, Settings } from '@app/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { settingsQueryKey } from '@/lib/settings-cache';

export interface SettingChange {
  category: SettingCategory;
  setting: string;
  value: unknown;
}

/** PUT /api/settings `{category, setting, value}` answers `{ data: settings }`. */
export const updateSetting = (change: SettingChange) =>
  apiRequest<{ data: Settings }>('/api/settings', { method: 'PUT', body: change });

/** The settings with the changes applied (what the screen shows before the server answers). */
export function withChanges(settings: Settings, changes: readonly SettingChange[]): Settings {
  const next = structuredClone(settings) as unknown as Record<string, Record<string, unknown>>;
  for (const { category, setting, value } of changes) {
    next[category] = { ...next[category], [setting]: value };
  }
  return next as unknown as Settings;
}

export const UPDATE_FAILED_TOAST = {
  title: 'Update Failed',
  description: 'Could not save your setting. Please try again.',
  variant: 'destructive',
} as const;

/**
 * Saves one or more settings optimistically: the screen changes at once (in the same event, so a
 * controlled control never flicks back), and on failure it goes back to what it was with the
 * 'Update Failed' toast (docs/architecture.md 16.4).
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({
      changes,
    }: {
      changes: readonly SettingChange[];
      previous: Settings | undefined;
    }) => {
      let latest: Settings | undefined;
      for (const change of changes) {
        latest = (await updateSetting(change)).data;
      }
      return latest;
    },
    onError: (_error, { previous }) => {
      if (previous) {
        queryClient.setQueryData(settingsQueryKey, previous);
      }
      toast(UPDATE_FAILED_TOAST);
    },
    onSuccess: (settings) => {
      if (settings) {
        queryClient.setQueryData(settingsQueryKey, settings);
      }
    },
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (changes: readonly SettingChange[]) => {
      // A refetch in flight must not overwrite the optimistic value when it lands.
      void queryClient.cancelQueries({ queryKey: settingsQueryKey }, { revert: false });
      const previous = queryClient.getQueryData<Settings>(settingsQueryKey);
      if (previous) {
        queryClient.setQueryData(settingsQueryKey, withChanges(previous, changes));
      }
      send({ changes, previous });
    },
    [queryClient, send],
  );
  return { isPending: mutation.isPending, mutate };
}
