import { APP_VERSION_FALLBACK } from '@app/shared/constants';

export function Component() {
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <div className="text-center">
        <h1 className="text-3xl font-semibold text-brand-700">Chapter</h1>
        <p className="mt-2 text-[var(--muted)]">Connect. Collaborate. Grow.</p>
        <span className="mt-4 inline-block rounded-full bg-brand-100 px-3 py-1 text-xs text-brand-800">
          v{APP_VERSION_FALLBACK}
        </span>
      </div>
    </main>
  );
}
