import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** The content column of a page: padded, centred, readable width. */
export function Page({ className, wide, ...props }: HTMLAttributes<HTMLDivElement> & { wide?: boolean }) {
  return (
    <div
      className={cn('mx-auto w-full px-4 py-6 sm:px-6 lg:px-8', wide ? 'max-w-6xl' : 'max-w-3xl', className)}
      {...props}
    />
  );
}
