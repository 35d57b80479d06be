import { useEffect } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { applyTheme, DARK_QUERY } from '@/lib/theme';
import { useSettings } from '../api/get-settings';

/**
 * Keeps the `dark` class on <html> in step with the member's settings, and under System with
 * the operating system's preference as it changes (docs/architecture.md 16.4). Renders nothing.
 */
export function ThemeSync() {
  const { data } = useSettings();
  const systemDark = useMediaQuery(DARK_QUERY);
  const appearance = data?.appearance;

  useEffect(() => {
    if (appearance) {
      applyTheme(appearance, systemDark);
    }
  }, [appearance, systemDark]);

  return null;
}
