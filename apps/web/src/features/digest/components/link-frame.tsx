import type { ReactNode } from 'react';

/** The frame of a page a digest's mailed link opens: public, one small card. */
export function LinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-full items-start justify-center bg-background px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}
