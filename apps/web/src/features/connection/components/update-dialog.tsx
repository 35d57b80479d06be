import { lazy, Suspense } from 'react';
import { useAvailableUpdate } from '../hooks/use-available-update';

// The dialog (Radix Dialog, the changelog, the countdown) loads only when an update is announced.
const UpdateAvailableDialog = lazy(() =>
  import('./update-available-dialog').then((m) => ({ default: m.UpdateAvailableDialog })),
);

/** Opens the forced update dialog when the server announces a newer version on connect. */
export function UpdateDialog() {
  const version = useAvailableUpdate();
  return version ? (
    <Suspense fallback={null}>
      <UpdateAvailableDialog version={version} />
    </Suspense>
  ) : null;
}
