import { lazy, Suspense, useState } from 'react';
import type { ToastPosition } from './toaster';
import { useToasts } from './use-toast';

// Radix Toast and its icons load with the first toast, keeping them out of the /login bundle.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** The app's toaster, loaded when the first toast is shown and kept from then on. */
export function LazyToaster({ position }: { position?: ToastPosition }) {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) {
    setWanted(true);
  }
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster {...(position ? { position } : {})} />
    </Suspense>
  ) : null;
}
