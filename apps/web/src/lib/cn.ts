import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its lookup tables on first use (15-60 ms on a phone). Done as this module
// loads, while the page still waits for its data, not inside the first render of the screen.
twMerge('p-0');
