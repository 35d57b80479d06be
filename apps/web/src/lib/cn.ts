import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its lookup tables on first use (15-60 ms on a phone). Done just after this
// module loads, in a task of its own (not one long task with the module's chunk), while the page
// still waits for its data and before the first render of the screen needs them.
setTimeout(() => twMerge('p-0'), 0);
