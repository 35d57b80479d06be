import { type ReactNode, useEffect } from 'react';
import { applyBrandFont, readBrandFont } from '@/lib/brand-font';
import { WelcomePanel } from './welcome-panel';

/** The public screens' frame: welcome panel (left half on desktop) and the form beside it. */
export function AuthScreen({ children }: { children: ReactNode }) {
  useEffect(() => {
    void applyBrandFont(readBrandFont());
  }, []);
  return (
    <div className="flex min-h-full flex-col bg-background lg:flex-row">
      <WelcomePanel />
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-8 lg:w-1/2">
        <div className="w-full max-w-md space-y-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
